import type { PlatformContext } from '../context';
import { bodyOf, error, json, notFound, type PlatformRequest, type Reply, type Router } from '../http';
import { isReply, postOf, publishToPost } from './live-support';

/**
 * Control API of the room's promotions (tests and demos), next to live-control.ts:
 *
 * - POST /__control/live/:id/coupons/distribute `{ coupon_id, ...overrides }` → `{ ok, data }`: publishes
 *   coupon.distribute on notification|id with a seeded live coupon (3102 public code, 3202 view-duration
 *   code, 3203 view-duration link; `state.liveCoupons`), fields of the body replacing the seeded ones.
 * - POST /__control/live/:id/coupons/:couponId/status `{ acquire_status }`: coupon.status_changed
 *   (interrupted, coming, ongoing, expired), and the stored live coupon follows.
 * - POST /__control/vouchers/:id/remaining `{ remaining: number | null }`: the voucher's remaining
 *   quantity (acquire_quantity − used; null makes it unlimited).
 */

const STATUSES = ['interrupted', 'coming', 'ongoing', 'expired'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: unknown): value is Status => STATUSES.includes(value as Status);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function withPost(ctx: PlatformContext, req: PlatformRequest, run: (postId: number, storeId: number, body: Record<string, unknown>) => Reply): Reply {
  const record = postOf(ctx, req);
  return isReply(record) ? record : run(record.post.id, record.post.store_id, bodyOf(req));
}

export function registerLivePromotionControl(router: Router, ctx: PlatformContext): void {
  router.post('/__control/live/:id/coupons/distribute', (req) =>
    withPost(ctx, req, (postId, storeId, body) => {
      const { coupon_id: couponId, ...overrides } = body;
      const record = ctx.state.liveCoupons.find((c) => c.storeId === storeId && c.data.id === couponId);
      if (!record) return notFound('Live coupon not found');
      Object.assign(record.data, overrides);
      publishToPost(ctx, postId, 'notification', 'coupon.distribute', record.data);
      return json({ ok: true, data: record.data });
    }),
  );

  router.post('/__control/live/:id/coupons/:couponId/status', (req) =>
    withPost(ctx, req, (postId, storeId, body) => {
      if (!isStatus(body.acquire_status)) return error(422, 'acquire_status is interrupted, coming, ongoing or expired');
      const id = Number(req.params.couponId);
      const record = ctx.state.liveCoupons.find((c) => c.storeId === storeId && c.data.id === id);
      if (record) record.data.acquire_status = body.acquire_status;
      publishToPost(ctx, postId, 'notification', 'coupon.status_changed', { id, acquire_status: body.acquire_status });
      return json({ ok: true });
    }),
  );

  router.post('/__control/vouchers/:id/remaining', (req) => {
    const body = bodyOf(req);
    const record = ctx.state.vouchers.find((v) => v.voucher.id === Number(req.params.id));
    if (!record) return notFound('Voucher not found');
    if (body.remaining === null) record.voucher.acquire_quantity = null;
    else if (isCount(body.remaining)) {
      const used = record.voucher.used_acquire_quantity;
      record.voucher.acquire_quantity = used + body.remaining;
    } else return error(422, 'remaining is a non-negative integer or null');
    return json({ ok: true, data: record.voucher });
  });
}
