'use client';

import { useEffect, useRef } from 'react';
import { createReactionBatcher, type ReactionBatcher } from '@/lib/live/reactions/batcher';
import type { ReactionIcon, ReactionSend } from './room-actions';

export interface ReactionSenderOptions {
  postId: number;
  pnId: string;
  user: ReactionSend['user'];
  source?: ReactionSend['source'];
  send: (input: ReactionSend) => Promise<boolean>;
}

/**
 * Taps go to lib/live/reactions' batcher (100 ms debounce, one trailing send per 5 s, counts kept
 * on failure); the send is the room's server action. Counts still waiting go out when the page is
 * hidden (a tab switch or close).
 */
export function useReactionSender(options: ReactionSenderOptions): { add(icon: ReactionIcon): void } {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const batcher = useRef<ReactionBatcher | null>(null);
  useEffect(() => {
    const created = createReactionBatcher((icon, count) => {
      const { postId, pnId, user, source, send } = latest.current;
      return send({ postId, icon, count, pnId, user, ...(source ? { source } : {}) });
    });
    batcher.current = created;
    return () => {
      void created.flush().finally(() => created.dispose());
      batcher.current = null;
    };
  }, []);
  return { add: (icon) => batcher.current?.tap(icon) };
}
