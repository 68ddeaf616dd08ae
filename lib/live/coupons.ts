import type { DistributedCoupon } from './room/events';
import type { RealtimeCouponStatus } from '@/lib/schemas';
import type { SafeHref } from '@/lib/url/safe-href';

/**
 * Coupons handed out during a live (coupon.distribute / coupon.status_changed, live-room §7, §9).
 * The reducer keeps them in `state.coupons`; these rules decide what the viewer sees and may do.
 *
 * A view-duration coupon carries `stay_seconds` (the stay-room threshold) and `acquire_frequency`.
 * The spec leaves the values open; our reading: the card appears once the viewer has been in the
 * room `stay_seconds`, and the viewer may act on it (copy its code, open its link)
 * `acquire_frequency` times in this room (empty: no limit).
 */

/** Only ongoing coupons can be used; coming ones are announced, interrupted and expired ones are shown closed. */
export const couponUsable = (status: RealtimeCouponStatus) => status === 'ongoing';

export function isViewDuration(coupon: Pick<DistributedCoupon, 'staySeconds'>): boolean {
  return coupon.staySeconds !== null && coupon.staySeconds > 0;
}

/** ms until a view-duration coupon shows (0: now). */
export function msUntilShown(coupon: Pick<DistributedCoupon, 'staySeconds'>, enteredAt: number, now: number): number {
  if (!isViewDuration(coupon)) return 0;
  return Math.max(0, enteredAt + (coupon.staySeconds ?? 0) * 1000 - now);
}

export function visibleCoupons<C extends Pick<DistributedCoupon, 'staySeconds'>>(coupons: readonly C[], enteredAt: number, now: number): C[] {
  return coupons.filter((c) => msUntilShown(c, enteredAt, now) === 0);
}

/** How many more times the viewer may act on it (Infinity: no limit). */
export function actsLeft(coupon: Pick<DistributedCoupon, 'acquireFrequency'>, used: number): number {
  const limit = coupon.acquireFrequency;
  return limit === null || limit <= 0 ? Infinity : Math.max(0, limit - used);
}

export type CouponAction = { kind: 'copy'; code: string } | { kind: 'open'; url: SafeHref } | { kind: 'none' };

/**
 * What the coupon's button does, by coupon_type: copy the code, or open the link. The link is
 * passed through the external URL check by the caller (`check`); a refused link does nothing.
 */
export function couponAction(
  coupon: Pick<DistributedCoupon, 'couponType' | 'applyCode' | 'url' | 'status'>,
  check: (url: string) => SafeHref | null,
): CouponAction {
  if (!couponUsable(coupon.status)) return { kind: 'none' };
  if (coupon.couponType === 'link') {
    const url = coupon.url ? check(coupon.url) : null;
    return url ? { kind: 'open', url } : { kind: 'none' };
  }
  return coupon.applyCode ? { kind: 'copy', code: coupon.applyCode } : { kind: 'none' };
}
