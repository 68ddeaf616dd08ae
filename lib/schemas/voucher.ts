import { z } from 'zod';
import { dataOf, id, listOf, money, nonNegativeInt, pagedList, successAnswer, timestamp } from './common';
import { CouponAcquireStatus, CouponVisibility, VoucherAcquireStatus } from './enums';

const windows = {
  acquire_started_at: timestamp,
  acquire_ended_at: timestamp,
  apply_started_at: timestamp,
  apply_ended_at: timestamp,
  interrupted_at: timestamp,
  deleted_at: timestamp,
};

/** A voucher held or offered by the store; event_type values beyond share_live are not shown. */
export const Voucher = z.object({
  id,
  name: z.string(),
  event_type: z.string(),
  amount: money,
  visibility: CouponVisibility,
  /** null: unlimited. */
  acquire_quantity: nonNegativeInt.nullish(),
  apply_amount_threshold: money.nullish(),
  ...windows,
  acquire_status: VoucherAcquireStatus,
  used_acquire_quantity: nonNegativeInt,
});
export type Voucher = z.infer<typeof Voucher>;

/** The share-to-get voucher of the live room. */
export const ShareVoucher = Voucher.extend({
  event_type: z.literal('share_live'),
  visibility: z.literal('public'),
});
export type ShareVoucher = z.infer<typeof ShareVoucher>;

export const Coupon = z.object({
  id,
  name: z.string(),
  apply_code: z.string().nullish(),
  amount: money,
  visibility: CouponVisibility,
  apply_quantity: nonNegativeInt.nullish(),
  apply_amount_threshold: money.nullish(),
  ...windows,
  acquire_status: CouponAcquireStatus,
  used_apply_quantity: nonNegativeInt,
});
export type Coupon = z.infer<typeof Coupon>;

/** GET /api/v1/posts/{id}/vouchers/record: success true when the viewer already received one. */
export const VoucherRecordAnswer = successAnswer;
/** GET /api/v1/stores/{store}/vouchers/search: the store's share voucher, null when none. */
export const ShareVoucherAnswer = dataOf(ShareVoucher.nullable());
export type ShareVoucherAnswer = z.infer<typeof ShareVoucherAnswer>;
/** POST /api/v1/vouchers/{id}/acquire */
export const AcquireVoucherAnswer = successAnswer;
/** GET /api/v1/stores/{store}/vouchers */
export const VouchersAnswer = pagedList(Voucher);
export type VouchersAnswer = z.infer<typeof VouchersAnswer>;
/** GET /api/v1/stores/{store}/coupons */
export const CouponsAnswer = listOf(Coupon);
export type CouponsAnswer = z.infer<typeof CouponsAnswer>;
