'use client';

import { useEffect, useRef, useState } from 'react';
import type { RealtimeConnection, RealtimeStatus } from '@/lib/live/realtime/types';

/** The longest the SDK waits for an idle moment. */
const IDLE_TIMEOUT_MS = 500;

/** The realtime part of stream info or replay info (live-room §3). */
export interface RealtimeInfo {
  realtime_service_provider: { type: 'ably' | 'pubnub'; channel_list: string[]; subscribe_key: string };
}

export interface RealtimeHandlers {
  onMessage(channel: string, name: string, data: unknown): void;
  onStatus?(status: RealtimeStatus): void;
  onInvalid?(channel: string, raw: unknown): void;
}

/**
 * The room's one realtime hook (architecture rule 5): connects to the provider the stream info
 * names, with only that SDK loaded (lib/live/realtime imports each lazily), after the page is
 * interactive; closes on unmount or when `enabled` turns false (a kicked viewer leaves). Handlers
 * may change every render: the latest ones receive the messages. `tokenPath` renews an ably
 * room's subscribe-only token (lib/live/realtime/token-path).
 */
export function useRealtime(info: RealtimeInfo | null, userId: string, enabled: boolean, handlers: RealtimeHandlers, tokenPath?: string): RealtimeStatus | 'idle' {
  const [status, setStatus] = useState<RealtimeStatus | 'idle'>('idle');
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const provider = info?.realtime_service_provider;
  const channels = provider?.channel_list.join(',') ?? '';
  useEffect(() => {
    if (!provider || !enabled || !channels) return;
    let connection: RealtimeConnection | null = null;
    let closed = false;
    const start = () => {
      // The adapters' module and the SDK are separate chunks; neither is in the first load.
      void import('@/lib/live/realtime/connect')
        .then(({ connectRealtime }) =>
          connectRealtime({
            provider: provider.type,
            channels: channels.split(','),
            subscribeKey: provider.subscribe_key,
            // ably's token renewal: same origin, so the buyer's cookies go along.
            authUrl: tokenPath ? new URL(tokenPath, window.location.href).href : undefined,
            userId,
            // A burst from one long-poll answer arrives in one task: React renders it once.
            onMessage: (channel, name, data) => latest.current.onMessage(channel, name, data),
            onStatus: (next) => {
              setStatus(next);
              latest.current.onStatus?.(next);
            },
            onInvalid: (channel, raw) => latest.current.onInvalid?.(channel, raw),
          }),
        )
        .then((opened) => {
          if (closed) opened.close();
          else connection = opened;
        })
        .catch(() => setStatus('disconnected'));
    };
    // At the first idle moment after hydration (the video has started by then), or within
    // IDLE_TIMEOUT_MS on a busy phone: the SDK's compile never competes with hydration.
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(start, 0);
    return () => {
      closed = true;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else clearTimeout(idle);
      connection?.close();
      setStatus('idle');
    };
    // provider.type / subscribe_key / channels identify the connection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider?.type, provider?.subscribe_key, channels, userId, enabled, tokenPath]);

  return status;
}
