'use client';

import { useSetAtom } from 'jotai';
import { startTransition, useCallback, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { cartCountAtom } from '@/components/shell/atoms';
import { liveModeFromQuery } from '@/lib/guards/live-mode';
import { replayStartOf } from '@/lib/live/replay-nav';
import { buildRoomFlags, shownRoomMode } from '@/lib/live/room-flags';
import type { LiveMode } from '@/lib/schemas';
import { LiveRoom } from './LiveRoom';
import { warmLivePlayer } from './Player';
import { RecordUnavailable } from './RecordUnavailable';
import { RetryNotice } from './RetryNotice';
import { fetchRoomEntry } from './room-entry-fetch';
import type { RoomEntryOutcome, RoomStart, RoomStatic } from './room-props';
import styles from './room.module.css';

export interface RoomEntryProps {
  room: RoomStatic;
  postId: number;
  /** The viewer's side of the room: by default one GET of the room's entry route (room-entry-fetch.ts). */
  enter?(input: { store: string; postId: number; watchOnly?: boolean }): Promise<RoomEntryOutcome>;
  /** The room as the cached page draws it (components/live/RoomShell): shown until the viewer's side is in. */
  placeholder: ReactNode;
  labels: { failed: string; retry: string };
  /** The page was made for a live on air: its player's code is fetched beside the entry. */
  live?: boolean;
}

type Entry = { kind: 'entering' } | { kind: 'failed' } | { kind: 'in'; start: RoomStart; source: LiveMode; startAt: number | null };

/**
 * The room of a cached page: everything everyone sees is in the page; on mount it asks the server
 * for what is this viewer's (realtime id, stream info, comments, session) and then runs the room.
 * `hu_source` and a replay's deep link (`?t=`, `?clip=`) are read from the address here, so the
 * page needs no request to render. On the recording page a post without a replay shows why.
 */
export function RoomEntry({ room, postId, enter = fetchRoomEntry, placeholder, labels, live = false }: RoomEntryProps) {
  const [entry, setEntry] = useState<Entry>({ kind: 'entering' });
  const [attempt, setAttempt] = useState(0);
  const setCartCount = useSetAtom(cartCountAtom);
  const store = room.store.slug;
  const watchOnly = Boolean(room.record);

  // A re-render of the page (a new `enter` function, a new cart setter) must not enter again: only
  // the room itself (store, post, variant) or a retry starts an entry (issue 28: ?locale= looped).
  const requestEntry = useEffectEvent(() => enter({ store, postId, ...(watchOnly ? { watchOnly } : {}) }));
  const applyCartCount = useEffectEvent((count: number) => setCartCount(count));

  useEffect(() => {
    let current = true;
    if (live && !watchOnly) warmLivePlayer();
    requestEntry().then(
      (outcome) => {
        if (!current) return;
        if (outcome.kind !== 'ok') return setEntry({ kind: 'failed' });
        const { kind: _ok, ...start } = outcome;
        if (start.cartCount !== null) applyCartCount(start.cartCount);
        const query = new URLSearchParams(window.location.search);
        const entered: Entry = { kind: 'in', start, source: liveModeFromQuery(query.get('hu_source')), startAt: replayStartOf(query, start.post) };
        // The whole room mounts here: as a transition React renders it in slices, so the page
        // stays responsive meanwhile (the placeholder shows until the room is ready).
        startTransition(() => setEntry(entered));
      },
      () => current && setEntry({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [store, postId, watchOnly, attempt, live]);

  const retry = useCallback(() => {
    setEntry({ kind: 'entering' });
    setAttempt((count) => count + 1);
  }, []);

  if (entry.kind === 'in') {
    const { start } = entry;
    const mode = shownRoomMode(start.initialMode, buildRoomFlags(room.settings, start.post));
    if (room.record && mode !== 'replay') return <RecordUnavailable mode={mode} text={room.replayText} roomHref={room.record.roomHref} />;
    return <LiveRoom {...room} {...start} source={entry.source} startAt={entry.startAt} />;
  }
  if (entry.kind === 'entering') return placeholder;
  return <RetryNotice message={labels.failed} retryLabel={labels.retry} onRetry={retry} className={styles.gate} />;
}
