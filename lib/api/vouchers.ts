import {
  AcquireVoucherAnswer,
  CouponsAnswer,
  ShareVoucherAnswer,
  VoucherRecordAnswer,
  VouchersAnswer,
  type CouponsQuery,
  type VoucherAcquirePayload,
} from '@/lib/schemas';
import { request, type CallContext } from './client';
import { path } from './path';

/** Share vouchers and coupons (live-room §7). */

const SHARE_LIVE = { type: 'share_live' } as const;

/** success true: the viewer already received this post's share voucher. */
export function getShareVoucherRecord(postId: number, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/posts/${postId}/vouchers/record`, query: SHARE_LIVE, schema: VoucherRecordAnswer }, ctx);
}

export function searchShareVoucher(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/vouchers/search`, query: SHARE_LIVE, schema: ShareVoucherAnswer }, ctx);
}

export function acquireVoucher(voucherId: number, payload: VoucherAcquirePayload = {}, ctx?: CallContext) {
  return request({ method: 'POST', path: path`/api/v1/vouchers/${voucherId}/acquire`, body: payload, schema: AcquireVoucherAnswer }, ctx);
}

/** The buyer's usable vouchers. */
export function getHeldVouchers(slug: string, ctx?: CallContext) {
  return request(
    {
      method: 'GET',
      path: path`/api/v1/stores/${slug}/vouchers`,
      query: { apply_status: 'ongoing', held_by_me: true, all: true },
      schema: VouchersAnswer,
    },
    ctx,
  );
}

/** The room lists ongoing public coupons only (live-room §9). */
export function getCoupons(slug: string, query: CouponsQuery = { acquire_status: 'ongoing', visibility: 'public' }, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/coupons`, query: { ...query }, schema: CouponsAnswer }, ctx);
}
