import type { AddressRecord, Order, OrderItem, OrderStatus, Payment, PaymentSettingType, PaymentStatus, Shipping, ShippingLog, ShippingType } from '@/lib/schemas';
import type { Clock } from './clock';
import type { ProductRecord } from './product-builder';

/** Builds a consistent order (items, amounts, payment, shipping) from a short description. */

export interface OrderItemSpec {
  productId: number;
  /** Index of the SKU in the product. */
  sku: number;
  quantity: number;
  postId?: number;
  addedFrom?: 'market' | 'seller' | 'subscription';
}

export interface OrderSpec {
  id: number;
  storeId: number;
  buyer: { id: number; name: string; email: string };
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** null: no payment method chosen yet. */
  paymentType: PaymentSettingType | null;
  shippingType: ShippingType | null;
  items: OrderItemSpec[];
  /** Offset from now (ms) of created_at. */
  created: number;
  receiver?: { name: string; phone: string; address: AddressRecord };
  shippingStatus?: string;
  logs?: { status: string; message: string; at: number }[];
  coupon?: { id: number; name: string; amount: number; apply_code: string };
  type?: 'ticket' | 'subscription';
  completedAt?: number;
  reason?: string;
  paymentInfo?: Record<string, unknown>;
  memo?: string;
  /** Points spent: they lower the payable amount, not the total. */
  usedPoint?: number;
  /** A paid gmo_cvs order: when the buyer paid at the till (offset from now). */
  paidAt?: number;
}

export const SHIPPING_FEE = 800;
export const FREE_SHIPPING_THRESHOLD = 5000;
export const COD_FEE = 330;

export function shippingFeeFor(type: ShippingType | null, amount: number, allFree: boolean): number {
  if (type !== 'custom' && type !== 'custom_cod') return 0;
  return allFree || amount >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_FEE;
}

function item(spec: OrderSpec, line: OrderItemSpec, index: number, find: (id: number) => ProductRecord): OrderItem {
  const { product } = find(line.productId);
  const sku = product.skus[line.sku];
  return {
    id: spec.id * 10 + index + 1,
    product_name: product.name,
    description: product.description ?? null,
    sku_name: sku.name,
    price: sku.price,
    rebate_amount: 0,
    store_id: spec.storeId,
    channel_id: null,
    quantity: line.quantity,
    post_id: line.postId ?? null,
    order_id: spec.id,
    payment_id: null,
    image_id: product.images[0]?.id ?? null,
    comment: line.postId ? `${sku.name} +${line.quantity}` : null,
    sku_number: `SKU-${sku.id}`,
    sku_id: sku.id,
    added_from: line.addedFrom ?? (line.postId ? null : 'market'),
    referral_code: null,
    is_ticket: product.is_ticket,
    free_shipping: sku.free_shipping ?? false,
    payment: null,
    image: product.images[0] ?? null,
    subscription_frequency: sku.subscription_frequency ?? null,
  };
}

function payment(spec: OrderSpec, amount: number, at: Clock): Payment | null {
  if (!spec.paymentType) return null;
  const paid = spec.paymentStatus === 'paid' || spec.paymentStatus === 'refunded';
  return {
    id: spec.id + 100000,
    amount,
    info: spec.paymentInfo ?? null,
    type: spec.paymentType,
    order_id: spec.id,
    status: spec.paymentStatus,
    bank_code: null,
    account: null,
    paid_at: paid ? at(spec.paidAt ?? spec.created + 600_000) : null,
    deferred_at: null,
    period: null,
    post_date: null,
    audit_date: null,
    active: true,
    trade_id: paid ? `TRD${spec.id}` : null,
    expire_at: spec.paymentType === 'gmo_cvs' ? at(spec.created + 3 * 86_400_000) : null,
    bank_transaction_id: null,
    is_accounting: paid,
    masked_card_no: spec.paymentType === 'gmo_credit' && paid ? '************4242' : null,
  };
}

function shipping(spec: OrderSpec, at: Clock): Shipping | null {
  if (!spec.shippingType || !spec.receiver) return null;
  const logs: ShippingLog[] = (spec.logs ?? []).map((log, i) => ({ id: spec.id * 10 + i + 1, status: log.status, message: log.message, created_at: at(log.at) }));
  const { receiver } = spec;
  return {
    id: spec.id + 200000,
    slug: `SHP-${spec.id}`,
    sender_name: 'キラリ商店',
    sender_phone: '0312345678',
    sender_postcode: '150-0001',
    sender_address: '東京都渋谷区神宮前5-10-1',
    receiver_name: receiver.name,
    receiver_phone: receiver.phone,
    receiver_postcode: receiver.address.postcode,
    receiver_address: receiver.address.full_address,
    source_id: null,
    bind_status: null,
    info: spec.shippingStatus ? { company: 'ヤマト運輸', company_code: 'yamato', card_id: null } : null,
    type: spec.shippingType,
    sub_type: null,
    order_id: spec.id,
    buyer_id: spec.buyer.id,
    status: spec.shippingStatus ?? 'pending',
    expired_at: null,
    delivery_at: spec.shippingStatus ? at(spec.created + 86_400_000) : null,
    received_at: spec.shippingStatus === 'received' ? at(spec.created + 3 * 86_400_000) : null,
    is_cash_on_delivery: spec.shippingType === 'custom_cod',
    is_expired: false,
    shipping_logs: logs,
  };
}

export function buildOrder(spec: OrderSpec, at: Clock, find: (id: number) => ProductRecord): Order {
  const items = spec.items.map((line, i) => item(spec, line, i, find));
  const amount = items.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const shippingFee = shippingFeeFor(spec.shippingType, amount, items.every((line) => line.free_shipping));
  const paymentFee = spec.paymentType === 'custom_cod' ? COD_FEE : 0;
  const total = Math.max(0, amount + shippingFee + paymentFee - (spec.coupon?.amount ?? 0));
  const usedPoint = Math.min(spec.usedPoint ?? 0, total);
  const payable = total - usedPoint;
  const pay = payment(spec, payable, at);
  return {
    id: spec.id,
    parent_id: null,
    is_formal: true,
    reason: spec.reason ?? null,
    slug: `KR${spec.id}`,
    amount,
    shipping_fee: shippingFee,
    buyer_id: spec.buyer.id,
    store_id: spec.storeId,
    buyer_message_status: 'read',
    seller_message_status: 'read',
    used_point: usedPoint,
    payment_type: spec.paymentType,
    shipping_type: spec.shippingType,
    payment_status: spec.paymentStatus,
    shipping_status: spec.shippingStatus ?? null,
    info: spec.paymentInfo ?? null,
    status: spec.status,
    memo: spec.memo ?? null,
    complete_memo: null,
    completed_at: spec.completedAt === undefined ? null : at(spec.completedAt),
    created_at: at(spec.created),
    updated_at: at(spec.completedAt ?? spec.created),
    email: spec.buyer.email,
    plan_id: null,
    giftable: false,
    has_reminded: false,
    complete_type: spec.completedAt === undefined ? null : 'buyer',
    overpayment: 0,
    age: null,
    payment_fee: paymentFee,
    type: spec.type ?? null,
    total_amount: total,
    amount_payable: payable,
    forced_return: false,
    shipping: shipping(spec, at),
    payment: pay,
    parent: null,
    children: [],
    buyer: { id: spec.buyer.id, name: spec.buyer.name, email: spec.buyer.email, avatar_url: null },
    provider: 'kirari',
    coupon: spec.coupon ?? null,
    items,
    payments: pay ? [pay] : [],
    subscription: null,
    address: spec.receiver?.address ?? null,
  };
}
