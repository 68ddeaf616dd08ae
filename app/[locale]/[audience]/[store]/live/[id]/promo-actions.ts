'use server';

import { z } from 'zod';
import { storeSlug } from '@/lib/schemas';
import { announceShared } from '@/lib/api/live';
import { buyerContext } from '@/lib/api/server-context';
import { acquireVoucher, getCoupons, getHeldVouchers, getShareVoucherRecord, searchShareVoucher } from '@/lib/api/vouchers';
import { announce, checkShareVoucher, loadCoupons } from '@/lib/live/helpers';
import { report } from '@/lib/report';
import type { CouponListAnswer, ShareSource, VoucherCheck } from '@/components/live/promotions/promo-actions';

/**
 * The room's share-voucher and coupon calls (live-room §4, §7), run on the server: the browser
 * ships neither the API client nor zod. Each is a background helper: a failure is reported and
 * answered as a flag, never as a message.
 */

const postId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const CheckInput = z.object({ store: storeSlug, postId });

export async function checkVoucherAction(input: unknown): Promise<VoucherCheck> {
  const parsed = CheckInput.safeParse(input);
  if (!parsed.success) return { failed: true, received: false, voucher: null };
  const ctx = await buyerContext();
  const result = await checkShareVoucher({
    // A ghost has no record: not received.
    record: () => (ctx.token ? getShareVoucherRecord(parsed.data.postId, ctx) : Promise.resolve({ ok: true as const, data: { success: false } })),
    search: () => searchShareVoucher(parsed.data.store, ctx),
  });
  return { failed: result.failed, received: result.received, voucher: result.voucher };
}

const AcquireInput = z.object({ voucherId: z.number().int().positive(), postId });

/** Members only (live-room §6): without a member token nothing is called. */
export async function acquireVoucherAction(input: unknown): Promise<{ success: boolean }> {
  const parsed = AcquireInput.safeParse(input);
  if (!parsed.success) return { success: false };
  const ctx = await buyerContext();
  if (!ctx.token) return { success: false };
  const { voucherId, postId: post } = parsed.data;
  // The flow (lib/live/voucher-flow) skips the call when no quantity is left; the platform checks again.
  const result = await acquireVoucher(voucherId, { post_id: post }, ctx);
  if (!result.ok) {
    void report(new Error('live.voucher-acquire failed'), { where: 'live.voucher-acquire', extra: { error: result.error } });
    return { success: false };
  }
  return { success: result.data.success };
}

const SharedInput = z.object({ postId, pnId: z.string().min(1).max(100), source: z.enum(['liveweb', 'sdk', 'cms_sdk']) });

/** POST …/announce-shared with pn_id and source (the others' shared banner). */
export async function announceSharedAction(input: unknown): Promise<boolean> {
  const parsed = SharedInput.safeParse(input);
  if (!parsed.success) return false;
  const ctx = await buyerContext();
  // Ghosts are not announced (as with joins): the platform knows no one to name.
  if (!ctx.token && !ctx.guestToken) return false;
  const source: ShareSource = parsed.data.source;
  const result = await announce(() => announceShared(parsed.data.postId, { pn_id: parsed.data.pnId, source }, ctx), 'shared');
  return result.success;
}

/** The coupon list: ongoing public coupons, and the member's held vouchers. */
export async function roomCouponsAction(store: unknown): Promise<CouponListAnswer> {
  const parsed = storeSlug.safeParse(store);
  if (!parsed.success) return { coupons: [], held: [] };
  const ctx = await buyerContext();
  const [coupons, held] = await Promise.all([
    loadCoupons(() => getCoupons(parsed.data, { acquire_status: 'ongoing', visibility: 'public' }, ctx)),
    ctx.token ? getHeldVouchers(parsed.data, ctx) : Promise.resolve(null),
  ]);
  if (held && !held.ok) void report(new Error('held vouchers fetch failed'), { where: 'live.held-vouchers', extra: { error: held.error } });
  return { coupons: coupons.coupons, held: held?.ok ? held.data.data : [] };
}
