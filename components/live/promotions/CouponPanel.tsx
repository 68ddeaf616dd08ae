'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { formatCurrency } from '@/lib/format/currency';
import { actsLeft, couponAction, msUntilShown, visibleCoupons } from '@/lib/live/coupons';
import type { DistributedCoupon } from '@/lib/live/room/events';
import { fillTemplate } from '@/lib/market/add-notice';
import type { RealtimeCouponStatus } from '@/lib/schemas';
import { READ_CONFIG } from '@/lib/swr/read-config';
import { externalUrl } from '@/lib/url/external-url';
import type { CouponListAnswer, RoomPromoActions } from './promo-actions';
import type { PromoText } from './promo-text';
import styles from './promo.module.css';

export interface CouponPanelProps {
  store: string;
  currency: string;
  /** Coupons handed out during this live (the reducer's `coupons`). */
  live: readonly DistributedCoupon[];
  /** When the viewer entered the room (ms): view-duration thresholds count from here. */
  enteredAt: number;
  actions: Pick<RoomPromoActions, 'coupons'>;
  text: PromoText;
}

const STATUS_KEY: Record<RealtimeCouponStatus, keyof PromoText> = {
  ongoing: 'statusOngoing',
  coming: 'statusComing',
  interrupted: 'statusInterrupted',
  expired: 'statusExpired',
};

const NO_COUPONS: CouponListAnswer = { coupons: [], held: [] };

/**
 * The coupon list, read while it is open (SWR over the room's coupons action, shared by store):
 * shown at once when opened again and read again behind it. The list is one of the room's helpers
 * (live-room §8): a failed read is retried quietly and shows the empty list, never a message;
 * opening the list again reads it again. null while the first read is out.
 */
function useCouponList(store: string | null, coupons: RoomPromoActions['coupons']): CouponListAnswer | null {
  const { data, error } = useSWR(store === null ? null : (['room-coupons', store] as const), ([, slug]) => coupons(slug), READ_CONFIG);
  return data ?? (error ? NO_COUPONS : null);
}

/**
 * Live coupons as cards (coupon.distribute / status_changed; view-duration ones once the viewer has
 * stayed long enough), and the coupon list: ongoing public coupons and the buyer's held vouchers.
 */
export default function CouponPanel({ store, currency, live, enteredAt, actions, text }: CouponPanelProps) {
  const [now, setNow] = useState(() => Date.now());
  const [used, setUsed] = useState<Record<number, number>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const list = useCouponList(open ? store : null, actions.coupons);
  const money = (amount: number) => formatCurrency(amount, currency) ?? String(amount);

  // Wake up when the next view-duration coupon reaches its threshold.
  useEffect(() => {
    const waits = live.map((c) => msUntilShown(c, enteredAt, Date.now())).filter((ms) => ms > 0);
    if (waits.length === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(...waits));
    return () => clearTimeout(timer);
  }, [live, enteredAt, now]);

  const act = async (coupon: DistributedCoupon) => {
    const action = couponAction(coupon, (url) => externalUrl(url));
    if (action.kind === 'none' || actsLeft(coupon, used[coupon.id] ?? 0) <= 0) return;
    setUsed((current) => ({ ...current, [coupon.id]: (current[coupon.id] ?? 0) + 1 }));
    if (action.kind === 'open') {
      window.open(action.url, '_blank', 'noopener,noreferrer');
      return;
    }
    try {
      await navigator.clipboard.writeText(action.code);
    } catch {
      // The code stays on the card to copy by hand.
    }
    setMessage(fillTemplate(text.codeCopied, { code: action.code }));
  };

  const shown = visibleCoupons(live, enteredAt, now);

  return (
    <div data-testid="coupon-panel">
      {shown.length > 0 ? (
        <section aria-labelledby="live-coupons-title">
          <h2 id="live-coupons-title" className={styles.sectionTitle}>
            {text.couponsLive}
          </h2>
          <ul className={styles.list}>
            {shown.map((coupon) => {
              const left = actsLeft(coupon, used[coupon.id] ?? 0);
              const usable = coupon.status === 'ongoing' && left > 0;
              return (
                <li key={coupon.id} className={`${styles.card} ${coupon.status === 'ongoing' ? '' : styles.cardClosed}`} data-testid={`live-coupon-${coupon.id}`} data-status={coupon.status}>
                  <span className={styles.badge}>{text[STATUS_KEY[coupon.status]]}</span>
                  <p className={styles.cardName}>{coupon.name}</p>
                  {coupon.amount !== null ? <p className={styles.cardMeta}>{fillTemplate(text.couponOff, { amount: money(coupon.amount) })}</p> : null}
                  {coupon.status === 'ongoing' && left <= 0 ? <p className={styles.cardMeta}>{text.couponUsedUp}</p> : null}
                  {usable && coupon.couponType === 'link' ? (
                    <button type="button" className={styles.action} onClick={() => void act(coupon)}>
                      {text.openCoupon}
                    </button>
                  ) : usable && coupon.applyCode ? (
                    <button type="button" className={styles.action} onClick={() => void act(coupon)}>
                      {fillTemplate(text.copyCode, { code: coupon.applyCode })}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {message ? (
            <p role="status" className={styles.cardMeta}>
              {message}
            </p>
          ) : null}
        </section>
      ) : null}
      <button type="button" className={styles.tool} aria-expanded={open} aria-controls="room-coupon-list" onClick={() => setOpen((o) => !o)} data-testid="coupons-button">
        {text.coupons}
      </button>
      {open ? (
        <section id="room-coupon-list" aria-label={text.couponsTitle} data-testid="coupon-list">
          {!list ? (
            <p role="status">{text.cartLoading}</p>
          ) : list.coupons.length === 0 && list.held.length === 0 ? (
            <p>{text.couponsEmpty}</p>
          ) : (
            <>
              {list.coupons.length > 0 ? (
                <>
                  <h3 className={styles.sectionTitle}>{text.couponsStore}</h3>
                  <ul className={styles.list}>
                    {list.coupons.map((c) => (
                      <li key={c.id} className={styles.card} data-testid={`store-coupon-${c.id}`}>
                        <p className={styles.cardName}>{c.name}</p>
                        <p className={styles.cardMeta}>{fillTemplate(text.couponOff, { amount: money(c.amount) })}</p>
                        {c.apply_amount_threshold ? <p className={styles.cardMeta}>{fillTemplate(text.couponThreshold, { threshold: money(c.apply_amount_threshold) })}</p> : null}
                        {c.apply_code ? <code>{c.apply_code}</code> : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {list.held.length > 0 ? (
                <>
                  <h3 className={styles.sectionTitle}>{text.heldVouchers}</h3>
                  <ul className={styles.list}>
                    {list.held.map((v) => (
                      <li key={v.id} className={styles.card} data-testid={`held-voucher-${v.id}`}>
                        <p className={styles.cardName}>{v.name}</p>
                        <p className={styles.cardMeta}>{fillTemplate(text.couponOff, { amount: money(v.amount) })}</p>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
