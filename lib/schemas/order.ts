import { z } from 'zod';
import { AddressRecord } from './address';
import {
  dataOf,
  id,
  listOf,
  looseRecord,
  money,
  nonNegativeInt,
  nullableString,
  pagedList,
  pageMeta,
  positiveInt,
  successAnswer,
  timestamp,
  urlString,
} from './common';
import { AddedFrom, MessageRole, OrderStatus, PaymentSettingType, PaymentStatus, ShippingType } from './enums';
import { Image } from './product';

export const Payment = z.object({
  id,
  amount: money,
  info: looseRecord.nullish(),
  type: PaymentSettingType,
  order_id: id,
  status: PaymentStatus,
  bank_code: nullableString.optional(),
  account: nullableString.optional(),
  paid_at: timestamp,
  deferred_at: timestamp,
  period: nonNegativeInt.nullish(),
  post_date: timestamp,
  audit_date: timestamp,
  active: z.boolean().optional(),
  trade_id: nullableString.optional(),
  expire_at: timestamp,
  bank_transaction_id: nullableString.optional(),
  is_accounting: z.boolean().optional(),
  masked_card_no: nullableString.optional(),
});
export type Payment = z.infer<typeof Payment>;

/** One tracking step of a shipment. Not shown in spec: our design. */
export const ShippingLog = z.object({
  id,
  status: z.string(),
  message: nullableString.optional(),
  created_at: timestamp,
});
export type ShippingLog = z.infer<typeof ShippingLog>;

export const Shipping = z.object({
  id,
  slug: nullableString.optional(),
  sender_name: nullableString.optional(),
  sender_phone: nullableString.optional(),
  sender_postcode: nullableString.optional(),
  sender_address: nullableString.optional(),
  receiver_name: nullableString.optional(),
  receiver_phone: nullableString.optional(),
  receiver_postcode: nullableString.optional(),
  receiver_address: nullableString.optional(),
  source_id: id.nullish(),
  bind_status: nullableString.optional(),
  info: z
    .object({
      company: nullableString.optional(),
      company_code: nullableString.optional(),
      card_id: z.union([z.number(), z.string()]).nullish(),
    })
    .nullish(),
  type: ShippingType,
  sub_type: nullableString.optional(),
  order_id: id,
  buyer_id: id.nullish(),
  // Shipping status values are not enumerated by the spec.
  status: nullableString.optional(),
  expired_at: timestamp,
  delivery_at: timestamp,
  received_at: timestamp,
  is_cash_on_delivery: z.boolean().optional(),
  is_expired: z.boolean().optional(),
  shipping_logs: z.array(ShippingLog).optional(),
});
export type Shipping = z.infer<typeof Shipping>;

export const OrderItem = z.object({
  // Not listed by the spec, but rows need a key.
  id: id.optional(),
  product_name: z.string(),
  description: nullableString.optional(),
  sku_name: nullableString.optional(),
  price: money,
  rebate_amount: money.nullish(),
  store_id: id,
  channel_id: id.nullish(),
  quantity: positiveInt,
  post_id: id.nullish(),
  order_id: id,
  payment_id: id.nullish(),
  image_id: id.nullish(),
  comment: nullableString.optional(),
  sku_number: nullableString.optional(),
  sku_id: id.nullish(),
  /** null: added from a live post. */
  added_from: AddedFrom.nullish(),
  referral_code: nullableString.optional(),
  is_ticket: z.boolean(),
  free_shipping: z.boolean(),
  payment: Payment.nullish(),
  image: Image.nullish(),
  subscription_frequency: nonNegativeInt.nullish(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** The buyer of an order (summary). Not shown in spec: our design. */
export const OrderBuyer = z.object({
  id,
  name: nullableString.optional(),
  email: nullableString.optional(),
  avatar_url: urlString.nullish(),
});
export type OrderBuyer = z.infer<typeof OrderBuyer>;

/** The coupon applied to an order (summary). */
export const OrderCoupon = z.object({
  id,
  name: z.string(),
  amount: money,
  apply_code: nullableString.optional(),
});
export type OrderCoupon = z.infer<typeof OrderCoupon>;

export const OrderSubscription = z.object({
  id: id.optional(),
  plan_id: id.nullish(),
  plan_started_at: timestamp,
  next_deferred_at: timestamp,
  status: nullableString.optional(),
});
export type OrderSubscription = z.infer<typeof OrderSubscription>;

/** The order's own fields, without relations: also the shape of parent and children. */
export const OrderBase = z.object({
  id,
  parent_id: id.nullish(),
  is_formal: z.boolean().optional(),
  reason: nullableString.optional(),
  slug: z.string(),
  amount: money,
  shipping_fee: money,
  buyer_id: id.nullish(),
  store_id: id,
  buyer_message_status: nullableString.optional(),
  seller_message_status: nullableString.optional(),
  used_point: nonNegativeInt.nullish(),
  payment_type: PaymentSettingType.nullish(),
  shipping_type: ShippingType.nullish(),
  payment_status: PaymentStatus,
  shipping_status: nullableString.optional(),
  /** Payment-gateway data. */
  info: looseRecord.nullish(),
  status: OrderStatus,
  memo: nullableString.optional(),
  complete_memo: nullableString.optional(),
  completed_at: timestamp,
  created_at: timestamp,
  updated_at: timestamp,
  email: nullableString.optional(),
  plan_id: id.nullish(),
  giftable: z.boolean().optional(),
  has_reminded: z.boolean().optional(),
  complete_type: nullableString.optional(),
  overpayment: money.nullish(),
  /** The age the buyer declared at checkout. Not shown in spec: our design. */
  age: nonNegativeInt.nullish(),
  payment_fee: money.nullish(),
  /** Order kind (ticket, subscription …); values not shown in spec. */
  type: nullableString.optional(),
  total_amount: money,
  amount_payable: money,
  forced_return: z.boolean().optional(),
});
export type OrderBase = z.infer<typeof OrderBase>;

export const Order = OrderBase.extend({
  shipping: Shipping.nullish(),
  payment: Payment.nullish(),
  parent: OrderBase.nullish(),
  children: z.array(OrderBase).optional(),
  buyer: OrderBuyer.nullish(),
  /** The buyer's sign-in provider. */
  provider: nullableString.optional(),
  coupon: OrderCoupon.nullish(),
  items: z.array(OrderItem).optional(),
  payments: z.array(Payment).optional(),
  subscription: OrderSubscription.nullish(),
  /** Where a self-pick-up or delivery address is recorded. Not shown in spec: our design. */
  address: AddressRecord.nullish(),
});
export type Order = z.infer<typeof Order>;

/** Per-filter-status counts the order list carries in its meta. */
export const OrderStatusCounts = z.object({
  unpaid: nonNegativeInt,
  undelivered: nonNegativeInt,
  completed: nonNegativeInt,
  canceled: nonNegativeInt,
});
export type OrderStatusCounts = z.infer<typeof OrderStatusCounts>;

export const OrderListMeta = pageMeta.extend({ status_counts: OrderStatusCounts });

/** GET /api/v1/stores/{store}/orders/buyer */
export const OrdersAnswer = pagedList(Order, OrderListMeta);
export type OrdersAnswer = z.infer<typeof OrdersAnswer>;

/** GET /api/v1/orders/{id} */
export const OrderAnswer = dataOf(Order);
export type OrderAnswer = z.infer<typeof OrderAnswer>;

/** GET /api/v1/stores/{store}/orders/latest: null when the buyer has no order. */
export const LatestOrderAnswer = dataOf(Order.nullable());
export type LatestOrderAnswer = z.infer<typeof LatestOrderAnswer>;

/** A rebate line of a pricing. Not shown in spec: our design. */
export const Rebate = z.object({ name: z.string(), amount: money });
export type Rebate = z.infer<typeof Rebate>;

/** The figures of an order or cart pricing. */
export const Pricing = z.object({
  amount: money,
  amount_payable: money,
  coupon_amount: money,
  payment_fee: money,
  rebate_amounts: z.array(Rebate),
  shipping_fee: money,
  total_amount: money,
});
export type Pricing = z.infer<typeof Pricing>;

/** GET /api/v1/orders/{id}/pricing and POST /api/v1/carts/pricing */
export const PricingAnswer = dataOf(Pricing);
export type PricingAnswer = z.infer<typeof PricingAnswer>;

/** POST /api/v2/orders/{id}/pay */
export const PayAnswer = dataOf(z.object({ pay_redirect_url: urlString }));
export type PayAnswer = z.infer<typeof PayAnswer>;

/** PUT /api/v1/orders/{id}/payment-method and POST …/payment-account/generate */
export const PaymentMethodAnswer = successAnswer;
export const PaymentAccountAnswer = successAnswer;

/** A message author (summary). Not shown in spec: our design. */
export const MessageUser = z.object({
  id,
  name: nullableString.optional(),
  avatar_url: urlString.nullish(),
});

export const OrderMessage = z.object({
  id,
  user: MessageUser.nullish(),
  order_id: id,
  user_id: id.nullish(),
  role: MessageRole,
  message: z.string(),
  created_at: timestamp,
});
export type OrderMessage = z.infer<typeof OrderMessage>;

/** GET /api/v1/orders/{id}/messages */
export const OrderMessagesAnswer = listOf(OrderMessage);
export type OrderMessagesAnswer = z.infer<typeof OrderMessagesAnswer>;
/** POST /api/v1/orders/{id}/messages */
export const SendOrderMessageAnswer = successAnswer;

/** POST /api/v1/checkout: the new order's id; the rest is not shown, so it is kept. */
export const CheckoutAnswer = z.looseObject({ id });
export type CheckoutAnswer = z.infer<typeof CheckoutAnswer>;
