'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import useSWR from 'swr';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { ReadFailure, READ_CONFIG } from '@/lib/swr/read-config';
import { cartCountAtom, cartCountRequestAtom } from './atoms';
import { cartCountAction, type CartCountOutcome } from './cart-count-action';

async function readCartCount([, store]: readonly ['cart-count', string]): Promise<number> {
  let outcome: CartCountOutcome;
  try {
    outcome = await cartCountAction(store);
  } catch {
    throw new ReadFailure('error');
  }
  if (outcome.kind === 'count') return outcome.count;
  throw new ReadFailure(outcome.kind);
}

/** Refresh requests already answered: with two badges on a page (header, live room) only one reads. */
const answered = new WeakSet<object>();

/**
 * Keeps a member's cart badge current (SWR over cartCountAction): reads when the window gets focus
 * or the network comes back (the cart may have changed in another tab), and on a refresh request.
 * The page's count and every count a cart change brings go through cartCountAtom, which the badge
 * shows; a count set there also ends any read already under way, so an older answer cannot undo
 * it. A refused session runs the 401 rule (no retries); other failures keep the count shown.
 * Loaded on its own after hydration (see CartCount): SWR stays out of every page's First Load JS.
 */
export default function CartCountRefresh({ store }: { store: string }) {
  const count = useAtomValue(cartCountAtom);
  const setCount = useSetAtom(cartCountAtom);
  const request = useAtomValue(cartCountRequestAtom);
  const handledSession = useSessionFailure();
  const { mutate } = useSWR(['cart-count', store] as const, readCartCount, {
    ...READ_CONFIG,
    // The page came with the count: no read on mount.
    revalidateOnMount: false,
    revalidateIfStale: false,
    onSuccess: (fresh) => setCount(fresh),
    onError: (error) => {
      if (error instanceof ReadFailure) handledSession(error);
    },
  });

  useEffect(() => {
    if (count !== null) void mutate(count, { revalidate: false });
  }, [count, mutate]);

  useEffect(() => {
    if (!request || answered.has(request)) return;
    answered.add(request);
    void mutate();
  }, [request, mutate]);

  return null;
}
