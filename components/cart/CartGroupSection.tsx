'use client';

import Link from 'next/link';
import { groupQuantity, type CartGroup, type CartLineView } from '@/lib/cart/display';
import { isSelectable } from '@/lib/cart/selection';
import { fillTemplate } from '@/lib/market/add-notice';
import type { SafeHref } from '@/lib/url/safe-href';
import { CartLineItem } from './CartLineItem';
import type { CartLabels } from './labels';
import styles from './cart.module.css';

export interface CartGroupSectionProps {
  group: CartGroup;
  currency: string;
  canEdit: boolean;
  selected: readonly number[];
  labels: CartLabels;
  subscriptionHref: SafeHref | null;
  onToggle: (id: number) => void;
  onQuantity: (line: CartLineView, quantity: number) => void;
  onDelete: (line: CartLineView) => void;
}

/** One group of the cart (a live post, the market, from the seller, the subscription) with its lines. */
export function CartGroupSection({ group, currency, canEdit, selected, labels, subscriptionHref, onToggle, onQuantity, onDelete }: CartGroupSectionProps) {
  const title = group.source === 'post' ? group.title : labels.groups[group.source];
  return (
    <section className={styles.group} aria-labelledby={`cart-group-${group.key}`} data-testid="cart-group" data-source={group.source}>
      <div className={styles.groupHead}>
        <h2 id={`cart-group-${group.key}`} className={styles.groupTitle}>
          {title}
        </h2>
        {group.isFormal ? <span className={styles.chip}>{labels.groups.formal}</span> : null}
        {group.isRehearsal ? <span className={`${styles.chip} ${styles.chipAlert}`}>{labels.groups.rehearsal}</span> : null}
        {group.postKind === 'streaming' || group.postKind === 'replay' ? <span className={styles.chip}>{labels.groups[group.postKind]}</span> : null}
        <span className={styles.groupCount}>{fillTemplate(labels.groups.count, { count: groupQuantity(group) })}</span>
      </div>
      {group.source === 'subscription' && subscriptionHref ? (
        <p className={styles.groupNote}>
          {labels.subscription.note} <Link href={subscriptionHref}>{labels.subscription.link}</Link>
        </p>
      ) : null}
      <ul className={styles.lines}>
        {group.lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            currency={currency}
            canEdit={canEdit}
            selectable={isSelectable(line)}
            selected={selected.includes(line.id)}
            labels={labels}
            onToggle={onToggle}
            onQuantity={onQuantity}
            onDelete={onDelete}
          />
        ))}
      </ul>
    </section>
  );
}
