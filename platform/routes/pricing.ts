import { z } from 'zod';
import { CartPricingPayload, PaymentType, type Coupon, type PaymentSetting, type SavedAddress, type ShippingSetting, type Store } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { bodyOf, error, json, notFound, type PlatformRequest, type Reply, type Router } from '../http';
import { paymentFee, priceLines, couponApplies } from '../pricing';
import type { CartLine } from '../seed/carts';
import type { UserRecord } from '../seed/users';
import { isTrashed } from './cart-view';
import { isReply, requireMember } from './identity';
import { commerceOf, skuRecord } from './lookup';
import { answer, idParam, invalid, parseBody } from './support';

/**
 * POST /api/v1/carts/pricing and GET /api/v1/orders/{id}/pricing, and the lookups checkout
 * shares with them: the member's live cart lines, the store's settings, the coupon, the address.
 */

export interface MemberLines {
  store: Store;
  lines: CartLine[];
}

/** The member's active (not trashed) cart lines with these ids, all in one store; else a 422. */
export function memberLines(ctx: PlatformContext, member: UserRecord, ids: number[], field = 'item_ids'): MemberLines | Reply {
  const now = ctx.now();
  const cartIds = new Set(ctx.state.carts.filter((c) => c.userId === member.user.id).map((c) => c.id));
  const lines = ids.map((id) => ctx.state.cartLines.find((l) => l.id === id && cartIds.has(l.cartId) && !isTrashed(l, now)));
  if (ids.length === 0 || lines.some((l) => l === undefined)) return invalid({ [field]: [`The selected ${field} is invalid.`] });
  const found = lines as CartLine[];
  const storeIds = new Set(found.map((l) => ctx.state.carts.find((c) => c.id === l.cartId)?.storeId));
  const store = storeIds.size === 1 ? ctx.state.stores.find((s) => storeIds.has(s.id)) : undefined;
  if (!store) return invalid({ [field]: ['Items of different stores cannot be checked out together.'] });
  return { store, lines: found };
}

/** Price, quantity and free shipping of each line, from the current SKU. */
export function pricedLines(ctx: PlatformContext, lines: CartLine[]) {
  return lines.map((line) => {
    const sku = skuRecord(ctx, line.skuId)?.sku;
    return { price: sku?.price ?? 0, quantity: line.quantity, free_shipping: sku?.free_shipping ?? false };
  });
}

export function shippingSetting(ctx: PlatformContext, store: Store, id: number): ShippingSetting | undefined {
  return commerceOf(ctx, store.id)?.shipping.find((s) => s.id === id && s.enabled);
}

export function paymentSetting(ctx: PlatformContext, store: Store, id: number): PaymentSetting | undefined {
  return commerceOf(ctx, store.id)?.payment.find((p) => p.id === id && p.enabled);
}

export function savedAddress(ctx: PlatformContext, member: UserRecord, id: number): SavedAddress | undefined {
  return ctx.state.addresses.find((a) => a.id === id && a.user_id === member.user.id);
}

/** A coupon the buyer can apply now: ongoing, inside its apply window, not used up. */
function usable(coupon: Coupon, now: number): boolean {
  const at = (value: unknown) => (value === null || value === undefined ? null : Date.parse(String(value)));
  const start = at(coupon.apply_started_at);
  const end = at(coupon.apply_ended_at);
  if (coupon.deleted_at || coupon.interrupted_at || coupon.acquire_status !== 'ongoing') return false;
  if ((start !== null && now < start) || (end !== null && now > end)) return false;
  return coupon.apply_quantity === null || coupon.apply_quantity === undefined || coupon.used_apply_quantity < coupon.apply_quantity;
}

/** A voucher the member holds, priced like a coupon (checkout's coupon_v2_id); null when none applies now. */
function heldVoucherCoupon(ctx: PlatformContext, store: Store, id: number | null | undefined, holderId: number): Coupon | null {
  const record = ctx.state.vouchers.find((v) => v.storeId === store.id && v.voucher.id === id && v.holderIds.includes(holderId) && v.voucher.deleted_at == null);
  if (!record) return null;
  const v = record.voucher;
  const coupon: Coupon = {
    id: v.id,
    name: v.name,
    apply_code: null,
    amount: v.amount,
    visibility: v.visibility,
    apply_quantity: null,
    apply_amount_threshold: v.apply_amount_threshold ?? null,
    acquire_started_at: v.acquire_started_at,
    acquire_ended_at: v.acquire_ended_at,
    apply_started_at: v.apply_started_at,
    apply_ended_at: v.apply_ended_at,
    interrupted_at: v.interrupted_at,
    deleted_at: null,
    // A held voucher stays usable inside its apply window, whatever its acquire status.
    acquire_status: 'ongoing',
    used_apply_quantity: 0,
  };
  return usable(coupon, ctx.now()) ? coupon : null;
}

/** The coupon named by code or id for this store and amount; null when none was asked for; a 422 when it cannot apply. */
export function resolveCoupon(
  ctx: PlatformContext,
  store: Store,
  ask: { coupon_code?: string | null; coupon_v2_id?: number | null },
  amount: number,
  /** The member: coupon_v2_id may name a voucher they hold (held_by_me). */
  holderId?: number,
): Coupon | null | Reply {
  const code = ask.coupon_code?.trim();
  if (!code && (ask.coupon_v2_id === null || ask.coupon_v2_id === undefined)) return null;
  const field = code ? 'coupon_code' : 'coupon_v2_id';
  const record = ctx.state.coupons.find(
    (c) => c.storeId === store.id && (code ? c.coupon.apply_code?.toLowerCase() === code.toLowerCase() : c.coupon.id === ask.coupon_v2_id),
  );
  const held = !record && !code && holderId !== undefined ? heldVoucherCoupon(ctx, store, ask.coupon_v2_id, holderId) : null;
  if (held) return couponApplies(held, amount) ? held : invalid({ [field]: [`This coupon needs an order of at least ${(held.apply_amount_threshold ?? 0).toLocaleString('en-US')} ${store.currency}.`] });
  if (!record || !usable(record.coupon, ctx.now())) return invalid({ [field]: ['This coupon is invalid or has expired.'] });
  if (!couponApplies(record.coupon, amount)) {
    const threshold = record.coupon.apply_amount_threshold ?? 0;
    return invalid({ [field]: [`This coupon needs an order of at least ${threshold.toLocaleString('en-US')} ${store.currency}.`] });
  }
  return record.coupon;
}

const ControlCoupon = z.object({
  store: z.string().default('demo'),
  apply_code: z.string().min(1),
  amount: z.number().nonnegative(),
  apply_amount_threshold: z.number().nonnegative().default(0),
});

export function registerPricingRoutes(router: Router, ctx: PlatformContext): void {
  router.post('/api/v1/carts/pricing', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const parsed = parseBody(CartPricingPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const body = parsed.data;
    // An empty selection prices to zero (the cart page may ask before anything is chosen).
    if (body.item_ids.length === 0) return answer(ctx, { data: priceLines({ lines: [] }) });
    const found = memberLines(ctx, member, body.item_ids);
    if (isReply(found)) return found;
    const lines = pricedLines(ctx, found.lines);
    const errors: Record<string, string[]> = {};
    const shipping = body.shipping_setting_id == null ? null : shippingSetting(ctx, found.store, body.shipping_setting_id);
    if (body.shipping_setting_id != null && !shipping) errors.shipping_setting_id = ['The selected shipping setting is invalid.'];
    const payment = body.payment_id == null ? null : paymentSetting(ctx, found.store, body.payment_id);
    if (body.payment_id != null && !payment) errors.payment_id = ['The selected payment is invalid.'];
    const address = body.address_id == null ? null : savedAddress(ctx, member, body.address_id);
    if (body.address_id != null && !address) errors.address_id = ['The selected address is invalid.'];
    if (Object.keys(errors).length) return invalid(errors);
    const coupon = resolveCoupon(ctx, found.store, body, lines.reduce((sum, l) => sum + l.price * l.quantity, 0), member.user.id);
    if (isReply(coupon)) return coupon;
    const pricing = priceLines({
      lines,
      shipping,
      prefectureCode: address?.address?.level_one_code ?? null,
      paymentType: payment?.type ?? null,
      coupon,
    });
    return answer(ctx, { data: pricing });
  });

  // The figures of a placed order if it were paid with `payment_type` (choose-payment shows them).
  router.get('/api/v1/orders/:id/pricing', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const id = idParam(req);
    const order = ctx.state.orders.find((o) => o.id === id && o.buyer_id === member.user.id);
    if (!order) return notFound('Order not found');
    const requested = req.query.get('payment_type');
    const type = requested ? PaymentType.safeParse(requested) : null;
    if (type && !type.success) return invalid({ payment_type: ['The selected payment type is invalid.'] });
    const paymentType = type?.data ?? order.payment_type ?? null;
    const fee = paymentFee(paymentType);
    const owed = order.amount + order.shipping_fee + fee;
    const coupon = Math.min(order.coupon?.amount ?? 0, owed);
    const total = Math.max(0, owed - coupon);
    return answer(ctx, {
      data: { amount: order.amount, amount_payable: total, coupon_amount: coupon, payment_fee: fee, rebate_amounts: [], shipping_fee: order.shipping_fee, total_amount: total },
    });
  });

  // Test hook: an ongoing coupon with this code (e.g. one large enough to make an order free).
  router.post('/__control/coupons', (req: PlatformRequest) => {
    const parsed = ControlCoupon.safeParse(bodyOf(req));
    if (!parsed.success) return error(422, parsed.error.message);
    const store = ctx.state.stores.find((s) => s.slug === parsed.data.store);
    if (!store) return notFound('Store not found');
    const now = ctx.now();
    const id = Math.max(0, ...ctx.state.coupons.map((c) => c.coupon.id)) + 1;
    const coupon: Coupon = {
      id,
      name: parsed.data.apply_code,
      apply_code: parsed.data.apply_code,
      amount: parsed.data.amount,
      visibility: 'private',
      apply_quantity: null,
      apply_amount_threshold: parsed.data.apply_amount_threshold,
      acquire_started_at: new Date(now - 60_000).toISOString(),
      acquire_ended_at: new Date(now + 86_400_000).toISOString(),
      apply_started_at: new Date(now - 60_000).toISOString(),
      apply_ended_at: new Date(now + 86_400_000).toISOString(),
      interrupted_at: null,
      deleted_at: null,
      acquire_status: 'ongoing',
      used_apply_quantity: 0,
    };
    ctx.state.coupons.push({ storeId: store.id, coupon });
    return json({ data: coupon });
  });
}
