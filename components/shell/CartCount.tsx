'use client';

import { useAtomValue } from 'jotai';
import { Badge, badgeText } from '@/components/ui/Badge';
import { cartCountAtom } from './atoms';
import styles from './shell.module.css';

/**
 * The cart link's name and badge. The server's count shows first; after that cartCountAtom (set by
 * any cart change) wins. The hidden text is the link's accessible name, count included.
 */
export function CartCount({ label, countLabel, initialCount }: { label: string; countLabel: string; initialCount: number | null }) {
  const count = useAtomValue(cartCountAtom) ?? initialCount ?? 0;
  return (
    <>
      <span className="visually-hidden">{count > 0 ? countLabel.replace('{count}', badgeText(count)) : label}</span>
      <Badge count={count} className={styles.cartBadge} />
    </>
  );
}
