import { z } from 'zod';
import { id, looseId, positiveInt, urlString } from './common';
import {
  CommentSource,
  CouponAcquireStatus,
  CouponVisibility,
  OrderFilterStatus,
  PaymentType,
  SavedAddressType,
  SeasonalIcon,
  ShippingType,
  StoreLocale,
  ViewerType,
} from './enums';

/** Request bodies and queries of both specs, with the rules of commerce §5 and live-room §5. */

// Refine, not trim: a value such as a password must reach the platform unchanged.
const required = z.string().refine((value) => value.trim().length > 0, { message: 'Required' });
const email = z.email();

// ── Accounts ────────────────────────────────────────────────────────────────

export const PasswordLoginPayload = z.object({ email, password: z.string() });
export const PassportLoginPayload = z.object({ passport_token: required });
export const LoginPayload = z.union([PasswordLoginPayload, PassportLoginPayload]);
export type PasswordLoginPayload = z.infer<typeof PasswordLoginPayload>;
export type PassportLoginPayload = z.infer<typeof PassportLoginPayload>;
export type LoginPayload = z.infer<typeof LoginPayload>;

/** Guest token and guest update: a nickname or a group-stream name. */
export const GuestNamePayload = z.union([z.object({ name: required }), z.object({ group_stream_name: required })]);
export type GuestNamePayload = z.infer<typeof GuestNamePayload>;

export const ProfileUpdatePayload = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.string(),
    nickname: z.string(),
    email,
    locale: StoreLocale,
  })
  .partial();
export type ProfileUpdatePayload = z.infer<typeof ProfileUpdatePayload>;

export const PasswordChangePayload = z.object({ new_password: required, old_password: z.string().optional() });
export type PasswordChangePayload = z.infer<typeof PasswordChangePayload>;

// ── Addresses ───────────────────────────────────────────────────────────────

/** An address as the buyer enters it (JP only). */
export const AddressInput = z.object({
  region: z.literal('JP'),
  postcode: required,
  level_one: required,
  level_one_code: z.string().optional(),
  level_two: required,
  level_three: z.string().optional(),
  level_four: z.string().optional(),
});
export type AddressInput = z.infer<typeof AddressInput>;

export const SavedAddressPayload = z.object({
  name: required,
  phone_number: required,
  type: SavedAddressType,
  address: AddressInput,
});
export type SavedAddressPayload = z.infer<typeof SavedAddressPayload>;

// ── Cart ────────────────────────────────────────────────────────────────────

export const PostCartPayload = z.object({ skus: z.array(z.object({ id, quantity: positiveInt })).min(1) });
export type PostCartPayload = z.infer<typeof PostCartPayload>;

export const StoreCartPayload = z.object({ id, quantity: positiveInt });
export type StoreCartPayload = z.infer<typeof StoreCartPayload>;

export const CartItemQuantityPayload = z.object({ quantity: positiveInt });
export type CartItemQuantityPayload = z.infer<typeof CartItemQuantityPayload>;

export const CartConfirmationPayload = z.object({ item_ids: z.array(id) });
export type CartConfirmationPayload = z.infer<typeof CartConfirmationPayload>;

const couponFields = { coupon_code: z.string().nullish(), coupon_v2_id: id.nullish() };

export const CartPricingPayload = z.object({
  item_ids: z.array(id),
  ...couponFields,
  payment_id: id.nullish(),
  shipping_setting_id: id.nullish(),
  address_id: id.nullish(),
});
export type CartPricingPayload = z.infer<typeof CartPricingPayload>;

/** The plan (cart) id of a subscription purchase: non-empty. */
export const SubscriptionCartPayload = z.object({ id: z.union([id, required]) });
export type SubscriptionCartPayload = z.infer<typeof SubscriptionCartPayload>;

// ── Checkout and payment ────────────────────────────────────────────────────

/** Where the goods go. Not shown in spec: our design (a saved address or a new one). */
export const CheckoutShipping = z.object({
  shipping_setting_id: id,
  name: required,
  phone_number: required,
  address_id: id.nullish(),
  address: AddressInput.nullish(),
});
export type CheckoutShipping = z.infer<typeof CheckoutShipping>;

/** Payment details sent with the checkout. Not shown in spec: our design. */
export const CheckoutPayment = z.object({ card_id: z.number().optional(), convenience: z.string().optional() });

const checkoutBase = {
  age: z.number().int().nonnegative().nullish(),
  ...couponFields,
  email,
  item_ids: z.array(id).min(1),
  payment_type: PaymentType,
  phone_number: z.string().nullish(),
  payment: CheckoutPayment.optional(),
};

/** Goods: a shipping type and where to ship. */
export const GoodsCheckoutPayload = z.object({
  ...checkoutBase,
  shipping_type: ShippingType,
  shipping: CheckoutShipping,
  type: z.undefined().optional(),
});
/** Ticket or subscription: a `type` and no shipping. */
export const PassCheckoutPayload = z.object({
  ...checkoutBase,
  type: z.enum(['ticket', 'subscription']),
  shipping_type: ShippingType.optional(),
  shipping: z.undefined().optional(),
});
export const CheckoutPayload = z.union([PassCheckoutPayload, GoodsCheckoutPayload]);
export type GoodsCheckoutPayload = z.infer<typeof GoodsCheckoutPayload>;
export type PassCheckoutPayload = z.infer<typeof PassCheckoutPayload>;
export type CheckoutPayload = z.infer<typeof CheckoutPayload>;

export const PayPayload = z.object({ card_id: z.number(), redirect_url: urlString });
export type PayPayload = z.infer<typeof PayPayload>;

export const PaymentMethodPayload = z.object({ payment_type: PaymentType });
export type PaymentMethodPayload = z.infer<typeof PaymentMethodPayload>;

/** Convenience-store payment account: all five required. */
export const CvsAccountPayload = z.object({
  buyerName: required,
  buyerNameKana: required,
  buyerCellphone: required,
  name: required,
  convenience: required,
});
export type CvsAccountPayload = z.infer<typeof CvsAccountPayload>;

// ── Orders ──────────────────────────────────────────────────────────────────

export const OrdersQuery = z.object({ status: OrderFilterStatus.optional(), page: positiveInt.optional() });
export type OrdersQuery = z.infer<typeof OrdersQuery>;

/** Longest order message the platform keeps (our design; the spec gives no limit). */
export const ORDER_MESSAGE_MAX_LENGTH = 1000;
/** An empty (or blank) message is not sent; the role is always buyer. */
export const OrderMessagePayload = z.object({ message: required.max(ORDER_MESSAGE_MAX_LENGTH), role: z.literal('buyer') });
export type OrderMessagePayload = z.infer<typeof OrderMessagePayload>;

// ── Products, tickets, facebook ─────────────────────────────────────────────

export const ProductsQuery = z.object({
  keyword: z.string().optional(),
  page: positiveInt.optional(),
  vendor_id: id.optional(),
  with_market: z.boolean().optional(),
  with_product: z.boolean().optional(),
  with_ticket: z.boolean().optional(),
  all: z.boolean().optional(),
});
export type ProductsQuery = z.infer<typeof ProductsQuery>;

export const BindTicketPayload = z.object({ ticket_code: required });
export type BindTicketPayload = z.infer<typeof BindTicketPayload>;

export const FacebookBindPayload = z.object({ psid: required, page_id: required });
export type FacebookBindPayload = z.infer<typeof FacebookBindPayload>;

// ── Live room ───────────────────────────────────────────────────────────────

export const CommentsQuery = z.object({ store_id: looseId, channel: required });
export type CommentsQuery = z.infer<typeof CommentsQuery>;

/** The realtime id and where the viewer came from. */
const realtimeOrigin = { pn_id: required, source: required };

/** announce-joined: not shown in spec, our design (same as shared). */
export const AnnounceJoinedPayload = z.object(realtimeOrigin);
export type AnnounceJoinedPayload = z.infer<typeof AnnounceJoinedPayload>;
export const AnnounceSharedPayload = z.object(realtimeOrigin);
export type AnnounceSharedPayload = z.infer<typeof AnnounceSharedPayload>;

export const VoucherAcquirePayload = z.object({ post_id: id.optional() });
export type VoucherAcquirePayload = z.infer<typeof VoucherAcquirePayload>;

export const CouponsQuery = z.object({
  acquire_status: CouponAcquireStatus.optional(),
  visibility: CouponVisibility.optional(),
});
export type CouponsQuery = z.infer<typeof CouponsQuery>;

export const EnterpriseReportPayload = z.object({ cart_id: id });
export type EnterpriseReportPayload = z.infer<typeof EnterpriseReportPayload>;
export const EnterpriseRedirectPayload = z.object({ report_slug: required, source_id: looseId.optional() });
export type EnterpriseRedirectPayload = z.infer<typeof EnterpriseRedirectPayload>;

/** Interaction service: POST /comment */
export const CommentPayload = z.object({
  post_id: id,
  message: required,
  pn_id: required,
  source: CommentSource,
  name: z.string().optional(),
  group_stream_name: z.string().optional(),
});
export type CommentPayload = z.infer<typeof CommentPayload>;

/** The reacting viewer: a ghost has no id. */
export const AnimationUser = z.object({ type: ViewerType, id: z.number().optional() });
export type AnimationUser = z.infer<typeof AnimationUser>;

const animationBase = {
  post_id: id,
  count: z.number(),
  user: AnimationUser,
  pn_id: required,
  source: CommentSource,
};
export const LikeAnimationPayload = z.object({ ...animationBase, icon_type: z.literal('heart') });
export const CustomAnimationPayload = z.object({ ...animationBase, icon_type: z.literal('custom') });
export const SeasonalAnimationPayload = z.object({ ...animationBase, icon_type: SeasonalIcon });
export type LikeAnimationPayload = z.infer<typeof LikeAnimationPayload>;
export type CustomAnimationPayload = z.infer<typeof CustomAnimationPayload>;
export type SeasonalAnimationPayload = z.infer<typeof SeasonalAnimationPayload>;
