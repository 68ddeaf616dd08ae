import {
  GoodsCheckoutPayload,
  PassCheckoutPayload,
  type AddressRecord,
  type Order,
  type OrderItem,
  type OrderStatus,
  type Payment,
  type PaymentSetting,
  type PaymentSettingType,
  type PaymentStatus,
  type Shipping,
  type Store,
} from '@/lib/schemas';
import { productsChanged } from '../changes';
import type { PlatformContext } from '../context';
import { json, type Reply, type Router } from '../http';
import type { PlatformState } from '../state';
import { isCashOnDelivery, priceLines } from '../pricing';
import { addressRecord } from '../seed/addresses';
import type { CartLine } from '../seed/carts';
import { recount } from '../seed/product-builder';
import type { UserRecord } from '../seed/users';
import { nextId } from '../state';
import { isReply, requireMember } from './identity';
import { commerceOf, skuRecord } from './lookup';
import { memberLines, pricedLines, resolveCoupon, savedAddress, shippingSetting } from './pricing';
import { answer, invalid, parseBody } from './support';

/**
 * POST /api/v1/checkout: the member's cart lines become an order. Goods carry a shipping type and
 * where to ship; ticket and subscription checkouts carry a `type` and no shipping (commerce §5).
 * Errors are Laravel 422s keyed by field. A zero payable amount makes the order free and paid.
 */

/** Convenience-store payment bounds (commerce §9), in yen. */
export const CVS_MIN = 1;
export const CVS_MAX = 299_999;
export const ADULT_AGE = 20;

type CheckoutBody = GoodsCheckoutPayload | PassCheckoutPayload;

/** The store's setting for a checkout payment type: cash_on_delivery matches any `_cod` setting. */
export function paymentSettingFor(settings: PaymentSetting[], type: string): PaymentSetting | undefined {
  const enabled = settings.filter((s) => s.enabled);
  if (type === 'cash_on_delivery') return enabled.find((s) => isCashOnDelivery(s.type));
  return enabled.find((s) => s.type === type);
}

export const PAYMENT_TYPE_UNAVAILABLE = 'The selected payment type is not available in this store.';

/** What a payment type needs of the payable amount and the shipping (commerce §9): a message, or null. */
export function paymentTypeProblem(type: string, settingType: PaymentSettingType, payable: number, codShipping: boolean): string | null {
  if (type === 'free' && payable > 0) return 'Free checkout is only for orders with nothing to pay.';
  if (type === 'gmo_cvs' && (payable < CVS_MIN || payable > CVS_MAX)) return 'Convenience-store payment is available for 1 to 299,999 yen.';
  if (isCashOnDelivery(settingType) !== codShipping) return 'Cash on delivery goes with the cash-on-delivery shipping method only.';
  return null;
}

/** A new payment of an order: the gateway's fields stay empty until the buyer pays. */
export function newPayment(fields: Pick<Payment, 'id' | 'amount' | 'type' | 'order_id' | 'status' | 'paid_at'>): Payment {
  return {
    ...fields,
    info: null,
    bank_code: null,
    account: null,
    deferred_at: null,
    period: null,
    post_date: null,
    audit_date: null,
    active: true,
    trade_id: null,
    expire_at: null,
    bank_transaction_id: null,
    is_accounting: false,
    masked_card_no: null,
  };
}

/** Initial statuses of a new order by how it is paid. */
export function initialStatus(paymentType: PaymentSettingType, kind: 'goods' | 'ticket' | 'subscription'): { status: OrderStatus; payment: PaymentStatus } {
  if (paymentType === 'free') return { status: kind === 'ticket' ? 'completed' : 'undelivered', payment: 'paid' };
  if (isCashOnDelivery(paymentType)) return { status: 'undelivered', payment: 'pending' };
  return { status: 'unpaid', payment: 'init' };
}

function orderItem(ctx: PlatformContext, line: CartLine, store: Store, orderId: number, index: number): OrderItem {
  const found = skuRecord(ctx, line.skuId);
  const product = found?.record.product;
  const sku = found?.sku;
  return {
    id: orderId * 10 + index + 1,
    product_name: product?.name ?? '',
    description: product?.description ?? null,
    sku_name: sku?.name ?? null,
    price: sku?.price ?? 0,
    rebate_amount: 0,
    store_id: store.id,
    channel_id: null,
    quantity: line.quantity,
    post_id: line.postId,
    order_id: orderId,
    payment_id: null,
    image_id: product?.images[0]?.id ?? null,
    comment: null,
    sku_number: sku ? `SKU-${sku.id}` : null,
    sku_id: sku?.id ?? null,
    added_from: line.addedFrom,
    referral_code: line.referralCode,
    is_ticket: product?.is_ticket ?? false,
    free_shipping: sku?.free_shipping ?? false,
    payment: null,
    image: product?.images[0] ?? null,
    subscription_frequency: sku?.subscription_frequency ?? null,
  };
}

/** What the lines are: every line must be of the checkout's kind. */
function kindOf(ctx: PlatformContext, lines: CartLine[]): 'goods' | 'ticket' | 'subscription' | 'mixed' {
  const kinds = new Set(
    lines.map((line) => (line.addedFrom === 'subscription' ? 'subscription' : skuRecord(ctx, line.skuId)?.record.product.is_ticket ? 'ticket' : 'goods')),
  );
  return kinds.size === 1 ? [...kinds][0] : 'mixed';
}

interface Destination {
  address: AddressRecord | null;
  name: string;
  phone: string;
}

function destination(ctx: PlatformContext, member: UserRecord, body: GoodsCheckoutPayload, pickUp: AddressRecord | null | undefined): Destination | Reply {
  const { shipping } = body;
  const base = { name: shipping.name.trim(), phone: shipping.phone_number.trim() };
  if (body.shipping_type === 'virtual') return { ...base, address: null };
  if (body.shipping_type === 'self_pick_up') return { ...base, address: pickUp ?? null };
  if (shipping.address_id !== null && shipping.address_id !== undefined) {
    const saved = savedAddress(ctx, member, shipping.address_id);
    if (!saved?.address) return invalid({ 'shipping.address_id': ['The selected address is invalid.'] });
    return { ...base, address: saved.address };
  }
  if (shipping.address) {
    const { region: _region, ...fields } = shipping.address;
    const record = addressRecord(nextId(ctx.state, 'addressRecord'), { type: 'order', id: 0 }, {
      ...fields,
      level_one_code: fields.level_one_code ?? null,
      level_three: fields.level_three ?? null,
      level_four: fields.level_four ?? null,
      info: null,
    });
    return { ...base, address: record };
  }
  return invalid({ 'shipping.address': ['The shipping address is required.'] });
}

function parseCheckout(raw: unknown): { ok: true; data: CheckoutBody } | { ok: false; reply: Reply } {
  const body: Record<string, unknown> = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
  if (body.type === null) delete body.type;
  // Pick the branch by `type` so errors name fields, not "no union member matched".
  return body.type === undefined ? parseBody(GoodsCheckoutPayload, body) : parseBody(PassCheckoutPayload, body);
}

/** Checkout bodies as received, per state (so a reset forgets them): tests read what the storefront sent. */
const received = new WeakMap<PlatformState, unknown[]>();

export function registerCheckoutRoutes(router: Router, ctx: PlatformContext): void {
  router.get('/__control/checkout/requests', () => json({ data: received.get(ctx.state) ?? [] }));

  router.post('/api/v1/checkout', (req) => {
    const log = received.get(ctx.state) ?? [];
    received.set(ctx.state, [...log.slice(-19), req.body ?? null]);
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const parsed = parseCheckout(req.body);
    if (!parsed.ok) return parsed.reply;
    const body = parsed.data;
    const found = memberLines(ctx, member, body.item_ids);
    if (isReply(found)) return found;
    const { store, lines } = found;
    const commerce = commerceOf(ctx, store.id);

    const kind = kindOf(ctx, lines);
    const wanted = body.type ?? 'goods';
    if (kind !== wanted) {
      return invalid({ type: [kind === 'mixed' ? 'Tickets, subscriptions and other goods are checked out separately.' : `These items need a ${kind} checkout.`] });
    }

    const errors: Record<string, string[]> = {};
    for (const line of lines) {
      const sku = skuRecord(ctx, line.skuId);
      if (!sku || sku.record.product.status === 'deleted') errors.item_ids = ['An item is no longer for sale.'];
      else if (sku.sku.available_quantity < line.quantity) errors.item_ids = [`Only ${sku.sku.available_quantity} left of ${sku.record.product.name} (${sku.sku.name}).`];
    }
    const adult = lines.some((line) => skuRecord(ctx, line.skuId)?.record.product.adult_warning);
    if (adult && (body.age === null || body.age === undefined)) errors.age = ['Your age is required for age-restricted items.'];
    else if (adult && (body.age ?? 0) < ADULT_AGE) errors.age = [`You must be ${ADULT_AGE} or older to buy age-restricted items.`];

    let setting = null;
    let dest: Destination | null = null;
    if (body.type === undefined) {
      setting = shippingSetting(ctx, store, body.shipping.shipping_setting_id) ?? null;
      if (!setting) errors['shipping.shipping_setting_id'] = ['The selected shipping method is invalid.'];
      else if (setting.type !== body.shipping_type) errors.shipping_type = ['The shipping type does not match the shipping method.'];
      else {
        const where = destination(ctx, member, body, setting.address);
        if (isReply(where)) return where;
        dest = where;
      }
    }
    if (Object.keys(errors).length) return invalid(errors);

    const priced = pricedLines(ctx, lines);
    const coupon = resolveCoupon(ctx, store, body, priced.reduce((sum, l) => sum + l.price * l.quantity, 0), member.user.id);
    if (isReply(coupon)) return coupon;
    const payments = commerce?.payment ?? [];
    const chosen = paymentSettingFor(payments, body.payment_type);
    const input = { lines: priced, shipping: setting, prefectureCode: dest?.address?.level_one_code ?? null, coupon };
    let pricing = priceLines({ ...input, paymentType: chosen?.type ?? body.payment_type });
    let paymentType: PaymentSettingType = chosen?.type ?? body.payment_type;
    if (pricing.amount_payable === 0) {
      paymentType = 'free';
      pricing = priceLines({ ...input, paymentType: 'free' });
    } else if (!chosen && body.payment_type !== 'free') {
      return invalid({ payment_type: [PAYMENT_TYPE_UNAVAILABLE] });
    } else {
      const problem = paymentTypeProblem(body.payment_type, paymentType, pricing.amount_payable, setting?.is_cash_on_delivery === true);
      if (problem) return invalid({ payment_type: [problem] });
    }

    const id = nextId(ctx.state, 'order');
    const now = new Date(ctx.now()).toISOString();
    const statuses = initialStatus(paymentType, kind);
    const payment = newPayment({
      id: id + 100000,
      amount: pricing.amount_payable,
      type: paymentType,
      order_id: id,
      status: statuses.payment,
      paid_at: statuses.payment === 'paid' ? now : null,
    });
    const shipping: Shipping | null =
      body.type === undefined && dest
        ? {
            id: id + 200000,
            slug: `SHP-${id}`,
            sender_name: store.name,
            receiver_name: dest.name,
            receiver_phone: dest.phone,
            receiver_postcode: dest.address?.postcode ?? null,
            receiver_address: dest.address?.full_address ?? null,
            source_id: null,
            bind_status: null,
            info: null,
            type: body.shipping_type,
            sub_type: null,
            order_id: id,
            buyer_id: member.user.id,
            status: 'pending',
            expired_at: null,
            delivery_at: null,
            received_at: null,
            is_cash_on_delivery: setting?.is_cash_on_delivery ?? false,
            is_expired: false,
            shipping_logs: [],
          }
        : null;
    const order: Order = {
      id,
      parent_id: null,
      is_formal: true,
      reason: null,
      slug: `KR${id}`,
      amount: pricing.amount,
      shipping_fee: pricing.shipping_fee,
      buyer_id: member.user.id,
      store_id: store.id,
      buyer_message_status: 'read',
      seller_message_status: 'read',
      used_point: 0,
      payment_type: paymentType,
      shipping_type: body.type === undefined ? body.shipping_type : null,
      payment_status: statuses.payment,
      shipping_status: null,
      info: null,
      status: statuses.status,
      memo: null,
      complete_memo: null,
      completed_at: statuses.status === 'completed' ? now : null,
      created_at: now,
      updated_at: now,
      email: body.email,
      plan_id: null,
      giftable: false,
      has_reminded: false,
      complete_type: null,
      overpayment: 0,
      age: body.age ?? null,
      payment_fee: pricing.payment_fee,
      type: body.type ?? null,
      total_amount: pricing.total_amount,
      amount_payable: pricing.amount_payable,
      forced_return: false,
      shipping,
      payment,
      parent: null,
      children: [],
      buyer: { id: member.user.id, name: member.user.name ?? null, email: member.user.email ?? null, avatar_url: null },
      provider: 'kirari',
      coupon: coupon ? { id: coupon.id, name: coupon.name, amount: pricing.coupon_amount, apply_code: coupon.apply_code ?? null } : null,
      items: lines.map((line, index) => orderItem(ctx, line, store, id, index)),
      payments: [payment],
      subscription: null,
      address: dest?.address ?? null,
    };
    ctx.state.orders.push(order);

    // The goods leave the cart and the shelf.
    const taken = new Set(lines.map((l) => l.id));
    ctx.state.cartLines = ctx.state.cartLines.filter((l) => !taken.has(l.id));
    const sold = new Set<number>();
    for (const line of lines) {
      const sku = skuRecord(ctx, line.skuId);
      if (!sku) continue;
      sku.sku.available_quantity -= line.quantity;
      if (typeof sku.sku.salable_quantity === 'number') sku.sku.salable_quantity = Math.max(0, sku.sku.salable_quantity - line.quantity);
      recount(sku.record, ctx.now());
      sold.add(sku.record.product.id);
    }
    productsChanged(ctx, sold);
    if (coupon) coupon.used_apply_quantity += 1;

    return answer(ctx, { id, slug: order.slug, status: order.status, payment_type: paymentType, amount_payable: order.amount_payable }, 201);
  });
}
