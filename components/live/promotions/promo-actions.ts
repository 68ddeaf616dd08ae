import type { MutationOutcome, RefetchOutcome } from '@/lib/cart/outcomes';
import type { Coupon, ShareVoucher, Voucher } from '@/lib/schemas';

/**
 * What the room's promotion and cart server actions answer (app/[store]/live/[id]/promo-actions.ts
 * and the cart page's actions), as plain data. The panels get them as props.
 */

export interface VoucherCheck {
  failed: boolean;
  received: boolean;
  voucher: ShareVoucher | null;
}

export interface CouponListAnswer {
  /** Ongoing public coupons (live-room §9). */
  coupons: Coupon[];
  /** The buyer's held vouchers (held_by_me); empty for non-members. */
  held: Voucher[];
}

export type ShareSource = 'liveweb' | 'sdk' | 'cms_sdk';

export interface RoomPromoActions {
  checkVoucher(input: { store: string; postId: number }): Promise<VoucherCheck>;
  acquireVoucher(input: { voucherId: number; postId: number }): Promise<{ success: boolean }>;
  announceShared(input: { postId: number; pnId: string; source: ShareSource }): Promise<boolean>;
  coupons(store: string): Promise<CouponListAnswer>;
  refetchCart(store: string): Promise<RefetchOutcome>;
  deleteCartItem(itemId: number): Promise<MutationOutcome>;
}
