'use client';

import { useEffect, useRef, useState } from 'react';
import type { RealtimeConnection, RealtimeStatus } from '@/lib/live/realtime/types';
import type { ReplayFrom } from '@/lib/live/realtime/replay';
import { connectRoom, type RoomSessionOptions } from '@/lib/live/room/session';
import { createEventHold } from '@/lib/live/playback/event-timing';
import { pictureClock } from './picture-clock';

/** The longest the SDK waits for an idle moment. */
const IDLE_TIMEOUT_MS = 500;
/** How often held overlays look at the picture (their skew to the frame stays within ±300 ms). */
const HOLD_TICK_MS = 100;

/** The realtime part of stream info or replay info (live-room §3). */
export interface RealtimeInfo {
  realtime_service_provider: { type: 'ably' | 'pubnub'; channel_list: string[]; subscribe_key: string };
}

/** The room's side of the session: the reducer, the effects runner and the invalid-message report. */
export type RoomSessionHandlers = Pick<RoomSessionOptions, 'dispatch' | 'runEffects' | 'effectContext' | 'onInvalid'>;

/**
 * The room's one realtime hook (architecture rule 5): messages go through lib/live/room/session
 * (parse → reducer → effects, the tested path); only the SDK the stream names is loaded
 * (lib/live/realtime imports each lazily), after the page is interactive. Closes on unmount or
 * when `enabled` turns false (a kicked viewer leaves). Handlers may change every render.
 * `tokenPath` renews an ably room's subscribe-only token (lib/live/realtime/token-path).
 */
export function useRoomRealtime(
  info: RealtimeInfo | null,
  userId: string,
  enabled: boolean,
  handlers: RoomSessionHandlers,
  tokenPath?: string,
  /** A live: what the seller shows waits for its frame (lib/live/playback/event-timing); a replay applies everything at once. */
  followPicture = false,
  /** The entry's snapshot: the first connection replays what followed it (lib/live/realtime/replay). */
  replayFrom: ReplayFrom | null = null,
): RealtimeStatus | 'idle' {
  const [status, setStatus] = useState<RealtimeStatus | 'idle'>('idle');
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  // Only the first connection starts at the snapshot: a later one would replay what was applied already.
  const snapshot = useRef(replayFrom);

  const provider = info?.realtime_service_provider;
  const channels = provider?.channel_list.join(',') ?? '';
  useEffect(() => {
    if (!provider || !enabled || !channels) return;
    let connection: RealtimeConnection | null = null;
    let closed = false;
    const held = followPicture ? createEventHold<() => void>({ now: Date.now, picture: pictureClock.read }) : null;
    let tick = 0;
    const release = () => {
      for (const apply of held?.due() ?? []) apply();
      if (held && held.held === 0) {
        clearInterval(tick);
        tick = 0;
      }
    };
    const unsubscribe = held ? pictureClock.subscribe(release) : () => undefined;
    const hold = held
      ? (eventType: string, publishedMs: number | null, apply: () => void) => {
          for (const due of held.offer(eventType, publishedMs, apply)) due();
          if (held.held > 0 && !tick) tick = window.setInterval(release, HOLD_TICK_MS);
        }
      : undefined;
    const start = () => {
      const from = snapshot.current;
      snapshot.current = null;
      void connectRoom({
        streamInfo: { realtime_service_provider: { type: provider.type, channel_list: channels.split(','), subscribe_key: provider.subscribe_key } },
        realtimeId: userId,
        // ably's token renewal: same origin, so the buyer's cookies go along.
        authUrl: tokenPath ? new URL(tokenPath, window.location.href).href : undefined,
        dispatch: (action) => {
          if (action.type === 'connection') setStatus(action.status);
          latest.current.dispatch(action);
        },
        runEffects: (effects) => latest.current.runEffects(effects),
        effectContext: () => latest.current.effectContext(),
        onInvalid: (channel, reason, raw) => latest.current.onInvalid?.(channel, reason, raw),
        hold,
        ...(from ? { replayFrom: from } : {}),
        // The SDK runs in a worker (lib/live/realtime/worker-connect); neither is in the first load.
        connect: (options) => import('@/lib/live/realtime/worker-connect').then(({ connectRealtimeOffThread }) => connectRealtimeOffThread(options)),
      })
        .then((opened) => {
          if (closed) opened.close();
          else connection = opened;
        })
        .catch(() => setStatus('disconnected'));
    };
    // At the first idle moment after hydration, or within IDLE_TIMEOUT_MS on a busy phone: the
    // SDK's compile never competes with hydration.
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(start, 0);
    return () => {
      closed = true;
      clearInterval(tick);
      unsubscribe();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else clearTimeout(idle);
      connection?.close();
      setStatus('idle');
    };
    // provider.type / subscribe_key / channels identify the connection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider?.type, provider?.subscribe_key, channels, userId, enabled, tokenPath, followPicture]);

  return status;
}
