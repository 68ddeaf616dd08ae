'use client';

import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Badge, badgeText } from '@/components/ui/Badge';
import { cartCountAtom, sessionUserAtom } from './atoms';
import styles from './shell.module.css';
import { useHydrated } from './use-hydrated';

// Its own chunk, fetched once a member is known: visitors never load SWR for the badge.
const CartCountRefresh = lazy(() => import('./CartCountRefresh'));


/**
 * The cart link's name and badge. The server's count shows first; after that cartCountAtom (set by
 * any cart change, and by the refresher's reads for a member) wins. The hidden text is the link's
 * accessible name, count included. While hydrating it renders exactly what the server did: a
 * badge in a streamed hole can hydrate after the session atoms were set (a cached page's holes
 * arrive after its shell), and anything read from them then would not match the server's HTML.
 */
export function CartCount({ label, countLabel, initialCount, store }: { label: string; countLabel: string; initialCount: number | null; store: string | null }) {
  const hydrated = useHydrated();
  const atomCount = useAtomValue(cartCountAtom);
  const count = (hydrated ? atomCount : null) ?? initialCount ?? 0;
  const user = useAtomValue(sessionUserAtom);
  const member = hydrated && user !== null;
  return (
    <>
      <span className="visually-hidden">{count > 0 ? countLabel.replace('{count}', badgeText(count)) : label}</span>
      <Badge count={count} className={styles.cartBadge} />
      {member && store ? (
        <Suspense fallback={null}>
          <CartCountRefresh store={store} />
        </Suspense>
      ) : null}
    </>
  );
}
