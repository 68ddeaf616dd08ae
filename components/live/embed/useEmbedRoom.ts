'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { createEmbedBridge, type EmbedBridge } from '@/lib/live/embed/bridge';
import { isFramedWindow } from '@/lib/live/embed/mode';
import { actionMessages, createMessageIds, effectMessages, stateMessages, type EmbedView } from '@/lib/live/embed/outbound';
import type { RoomAction } from '@/lib/live/room/reducer';
import type { RoomEffect } from '@/lib/live/room/effects';
import { useEmbeddedLinks } from './useEmbeddedLinks';
import type { PlayerControl } from './player-control';

/** A realtime action the host hears of (sales, stock): useLiveRoom calls it as actions come. */
export function tellHostAction(bridge: EmbedBridge | null | undefined, action: RoomAction): void {
  if (bridge) for (const draft of actionMessages(action)) bridge.post(draft);
}

/** A reload the room scheduled. */
export function tellHostEffects(bridge: EmbedBridge | null | undefined, effects: readonly RoomEffect[]): void {
  if (bridge) for (const draft of effectMessages(effects)) bridge.post(draft);
}

export interface EmbedRoomInput {
  bridgeRef: RefObject<EmbedBridge | null>;
  control: PlayerControl;
  realtimeId: string;
  allowed: readonly string[];
  view: EmbedView;
  live: boolean;
}

/**
 * The room inside a store's own site (issue 15): when framed, a bridge (lib/live/embed/bridge)
 * tells the parent what happens, at its exact origin and only when that origin is allowed, and
 * takes its commands; when embedded (framed or an SDK's hu_source) links leave in a new tab or go
 * to the host.
 */
export function useEmbedRoom({ bridgeRef, control, realtimeId, allowed, view, live }: EmbedRoomInput): void {
  const viewRef = useRef(view);
  // The view the host last heard of; null until the bridge runs.
  const heardRef = useRef<EmbedView | null>(null);
  const [delegate, setDelegate] = useState(false);
  const allowedKey = allowed.join(',');

  useEffect(() => {
    viewRef.current = view;
    const bridge = bridgeRef.current;
    if (!bridge || !heardRef.current) return;
    for (const draft of stateMessages(heardRef.current, view)) bridge.post(draft);
    heardRef.current = view;
  }, [bridgeRef, view]);

  useEffect(() => {
    if (!isFramedWindow(window)) return;
    const bridge = createEmbedBridge({
      parent: window.parent,
      ownOrigin: location.origin,
      allowed: allowedKey ? allowedKey.split(',') : [],
      hints: { ancestorOrigins: location.ancestorOrigins ? Array.from(location.ancestorOrigins) : null, referrer: document.referrer },
      nextId: createMessageIds(`r${Math.random().toString(36).slice(2, 8)}`),
      player: () => control.commands(),
      view: () => viewRef.current,
      onDelegate: setDelegate,
    });
    bridgeRef.current = bridge;
    const receive = (event: MessageEvent) => bridge.receive(event);
    window.addEventListener('message', receive);
    bridge.start(realtimeId);
    for (const draft of stateMessages(null, viewRef.current)) bridge.post(draft);
    heardRef.current = viewRef.current;
    const stopListening = control.listen({
      status: (status) => bridge.post({ type: 'play-status', payload: { status } }),
      muted: (muted) => bridge.post({ type: 'audio', payload: { muted } }),
      time: (currentTime, duration) => bridge.videoTime({ currentTime, duration, live }),
      bound: (engine, boundLive) => bridge.post({ type: 'video-element-bound', payload: { engine, live: boundLive } }),
    });
    return () => {
      window.removeEventListener('message', receive);
      stopListening();
      bridge.dispose();
      bridgeRef.current = null;
      heardRef.current = null;
    };
  }, [bridgeRef, control, realtimeId, allowedKey, live]);

  useEmbeddedLinks(delegate, bridgeRef);
}
