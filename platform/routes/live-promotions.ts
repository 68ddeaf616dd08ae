import { VoucherAcquirePayload } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { notFound, type Router } from '../http';
import type { VoucherRecord } from '../seed/promotions';
import { callerOf, isReply, requireMember } from './identity';
import { storeOf } from './lookup';
import { paginate } from './paging';
import { answer, flag, idParam, parseBody, unauthenticated } from './support';
import { postOf } from './live-support';

/** The room's share voucher and coupon calls (live-room §7). */

const isShareVoucher = (r: VoucherRecord) => r.voucher.event_type === 'share_live' && r.voucher.deleted_at == null;

/** Remaining quantity: acquire_quantity minus used, unlimited when acquire_quantity is empty. */
export function remaining(record: VoucherRecord): number {
  const { acquire_quantity: total, used_acquire_quantity: used } = record.voucher;
  return total === null || total === undefined ? Infinity : Math.max(0, total - used);
}

export function registerLivePromotionRoutes(router: Router, ctx: PlatformContext): void {
  // success true: this member already received the store's share voucher.
  router.get('/api/v1/posts/:id/vouchers/record', (req) => {
    const record = postOf(ctx, req);
    if (isReply(record)) return record;
    const caller = callerOf(ctx, req);
    if (caller.rejected) return unauthenticated();
    const userId = caller.user?.user.id;
    const received =
      userId !== undefined &&
      ctx.state.vouchers.some((v) => v.storeId === record.post.store_id && isShareVoucher(v) && v.holderIds.includes(userId));
    return answer(ctx, { success: received });
  });

  router.get('/api/v1/stores/:store/vouchers/search', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const found = ctx.state.vouchers.find((v) => v.storeId === store.id && isShareVoucher(v) && v.voucher.acquire_status === 'ongoing');
    return answer(ctx, { data: found?.voucher ?? null });
  });

  // Only members acquire (live-room §6). No quantity left or already held: success false with a message.
  router.post('/api/v1/vouchers/:id/acquire', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const parsed = parseBody(VoucherAcquirePayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const id = idParam(req);
    const record = ctx.state.vouchers.find((v) => v.voucher.id === id && v.voucher.deleted_at == null);
    if (!record) return notFound('Voucher not found');
    const userId = member.user.id;
    if (record.holderIds.includes(userId)) return answer(ctx, { success: false, message: 'You already received this voucher.' });
    if (record.voucher.acquire_status !== 'ongoing' || remaining(record) <= 0) {
      return answer(ctx, { success: false, message: 'No vouchers are left.' });
    }
    record.holderIds.push(userId);
    record.voucher.used_acquire_quantity += 1;
    return answer(ctx, { success: true, message: 'The voucher is yours.' });
  });

  router.get('/api/v1/stores/:store/vouchers', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const applyStatus = req.query.get('apply_status');
    const now = ctx.now();
    const held = ctx.state.vouchers
      .filter((v) => v.storeId === store.id && v.voucher.deleted_at == null)
      .filter((v) => !flag(req.query, 'held_by_me') || v.holderIds.includes(member.user.id))
      .filter((v) => {
        if (applyStatus !== 'ongoing') return true;
        const { apply_started_at: start, apply_ended_at: end } = v.voucher;
        return (!start || Date.parse(String(start)) <= now) && (!end || Date.parse(String(end)) > now);
      })
      .map((v) => v.voucher);
    return answer(ctx, paginate(ctx, req, held, flag(req.query, 'all')));
  });

  router.get('/api/v1/stores/:store/coupons', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const status = req.query.get('acquire_status');
    const visibility = req.query.get('visibility');
    const coupons = ctx.state.coupons
      .filter((c) => c.storeId === store.id && c.coupon.deleted_at == null)
      .filter((c) => !status || c.coupon.acquire_status === status)
      .filter((c) => !visibility || c.coupon.visibility === visibility)
      .map((c) => c.coupon);
    return answer(ctx, { data: coupons });
  });
}
