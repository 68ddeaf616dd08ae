'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { isFramedWindow } from '@/lib/live/embed/mode';
import type { EmbedView } from '@/lib/live/embed/outbound';
import type { RoomLink } from '@/lib/live/embed/room-link';
import { useEmbeddedLinks } from './useEmbeddedLinks';
import type { PlayerControl } from './player-control';

export interface EmbedRoomInput {
  /** Set while the room talks to its host; useLiveRoom tells it of realtime actions and effects. */
  linkRef: RefObject<RoomLink | null>;
  control: PlayerControl;
  realtimeId: string;
  allowed: readonly string[];
  view: EmbedView;
  live: boolean;
}

const loadRoomLink = () => import('@/lib/live/embed/room-link');

/**
 * The room inside a store's own site (issue 15): when framed, the protocol (lib/live/embed, loaded
 * then and only then) tells the parent what happens, at its exact origin and only when that origin
 * is allowed, and takes its commands; when embedded (framed or an SDK's hu_source) links leave in a
 * new tab or go to the host.
 */
export function useEmbedRoom({ linkRef, control, realtimeId, allowed, view, live }: EmbedRoomInput): void {
  const viewRef = useRef(view);
  const [delegate, setDelegate] = useState(false);
  const allowedKey = allowed.join(',');

  useEffect(() => {
    viewRef.current = view;
    linkRef.current?.tellView(view);
  }, [linkRef, view]);

  useEffect(() => {
    if (!isFramedWindow(window)) return;
    let closed = false;
    let stop = () => {};
    void loadRoomLink().then(({ createRoomLink }) => {
      if (closed) return;
      const link = createRoomLink(
        {
          parent: window.parent,
          ownOrigin: location.origin,
          allowed: allowedKey ? allowedKey.split(',') : [],
          hints: { ancestorOrigins: location.ancestorOrigins ? Array.from(location.ancestorOrigins) : null, referrer: document.referrer },
          player: () => control.commands(),
          view: () => viewRef.current,
          onDelegate: setDelegate,
        },
        realtimeId,
      );
      linkRef.current = link;
      const receive = (event: MessageEvent) => link.receive(event);
      window.addEventListener('message', receive);
      const stopListening = control.listen({
        status: (status) => link.post({ type: 'play-status', payload: { status } }),
        muted: (muted) => link.post({ type: 'audio', payload: { muted } }),
        time: (currentTime, duration) => link.videoTime({ currentTime, duration, live }),
        bound: (engine, boundLive) => link.post({ type: 'video-element-bound', payload: { engine, live: boundLive } }),
      });
      stop = () => {
        window.removeEventListener('message', receive);
        stopListening();
        link.dispose();
        linkRef.current = null;
      };
    });
    return () => {
      closed = true;
      stop();
    };
  }, [linkRef, control, realtimeId, allowedKey, live]);

  useEmbeddedLinks(delegate, linkRef);
}
