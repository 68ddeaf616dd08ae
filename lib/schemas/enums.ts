import { z } from 'zod';

/** The enumerations of commerce §4 and live-room §3/§4, shared by entities and payloads. */

export const StoreLocale = z.enum(['ja', 'zh_TW']);
export type StoreLocale = z.infer<typeof StoreLocale>;

export const Currency = z.enum(['JPY', 'TWD']);
export type Currency = z.infer<typeof Currency>;

export const OrderStatus = z.enum([
  'init',
  'unpaid',
  'undelivered',
  'canceled',
  'delivered',
  'completed',
  'delivering',
  'received',
  'missing',
  'received_return',
  'returned',
  'returning',
  'waiting',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const PaymentStatus = z.enum(['init', 'pending', 'approving', 'paid', 'failed', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** Payment types of an order or checkout. */
export const PaymentType = z.enum(['cash_on_delivery', 'gmo_cvs', 'free', 'gmo_credit']);
export type PaymentType = z.infer<typeof PaymentType>;

/** Store payment settings also use custom_cod (commerce §4). */
export const PaymentSettingType = z.enum([...PaymentType.options, 'custom_cod']);
export type PaymentSettingType = z.infer<typeof PaymentSettingType>;

export const ShippingType = z.enum(['custom', 'virtual', 'self_pick_up', 'custom_cod']);
export type ShippingType = z.infer<typeof ShippingType>;

export const OrderFilterStatus = z.enum(['unpaid', 'undelivered', 'completed', 'canceled']);
export type OrderFilterStatus = z.infer<typeof OrderFilterStatus>;

export const ProductStatus = z.enum(['init', 'selling', 'sold', 'deleted']);
export type ProductStatus = z.infer<typeof ProductStatus>;

export const SalableStatus = z.enum(['on_sell', 'sold_out', 'before_sell', 'end_sell']);
export type SalableStatus = z.infer<typeof SalableStatus>;

export const MarketStatus = z.enum(['available', 'deleted', 'error', 'shortage', 'soldout', 'unknown']);
export type MarketStatus = z.infer<typeof MarketStatus>;

export const AddToCartResultKind = z.enum(['fully', 'partial']);
export type AddToCartResultKind = z.infer<typeof AddToCartResultKind>;

/** Post and source kinds. */
export const SourceKind = z.enum(['streaming', 'replay', 'manual']);
export type SourceKind = z.infer<typeof SourceKind>;

/** Where a cart item was added from; a live post otherwise (added_from null). */
export const AddedFrom = z.enum(['market', 'seller', 'subscription']);
export type AddedFrom = z.infer<typeof AddedFrom>;

export const PostType = z.enum(['formal', 'one_to_one_formal', 'rehearsal']);
export type PostType = z.infer<typeof PostType>;

export const ReplyType = z.enum(['await', 'direct']);
export type ReplyType = z.infer<typeof ReplyType>;

export const LiveStatus = z.enum(['unpublished', 'live', 'live_stopped']);
export type LiveStatus = z.infer<typeof LiveStatus>;

export const ArchiveType = z.enum(['chapters', 'clips', 'raw', 'none']);
export type ArchiveType = z.infer<typeof ArchiveType>;

export const SavedAddressType = z.enum(['custom', 'self_pick_up', 'home_delivery']);
export type SavedAddressType = z.infer<typeof SavedAddressType>;

export const UserStatus = z.enum(['verified', 'verifying']);
export type UserStatus = z.infer<typeof UserStatus>;

/** The two social sign-in providers. */
export const SocialProvider = z.enum(['facebook', 'line']);
export type SocialProvider = z.infer<typeof SocialProvider>;

export const MessageRole = z.enum(['buyer', 'seller']);
export type MessageRole = z.infer<typeof MessageRole>;

export const CartSourceType = z.enum(['kirari', 'guest']);
export type CartSourceType = z.infer<typeof CartSourceType>;

export const RealtimeProvider = z.enum(['ably', 'pubnub']);
export type RealtimeProvider = z.infer<typeof RealtimeProvider>;

export const CommentSource = z.enum(['cms_sdk', 'liveweb', 'sdk']);
export type CommentSource = z.infer<typeof CommentSource>;

export const CommentProvider = z.enum(['facebook', 'line', 'kirari', 'guest']);
export type CommentProvider = z.infer<typeof CommentProvider>;

export const CommentFailureReason = z.enum(['sold_out', 'parse_failed', 'blacklist', 'buy_self', 'not_on_sale']);
export type CommentFailureReason = z.infer<typeof CommentFailureReason>;

export const ViewerType = z.enum(['ghost', 'guest', 'user']);
export type ViewerType = z.infer<typeof ViewerType>;

export const AnimationIcon = z.enum(['heart', 'custom', 'halloween', 'xmas', 'sakura']);
export type AnimationIcon = z.infer<typeof AnimationIcon>;
export const SeasonalIcon = z.enum(['halloween', 'xmas', 'sakura']);
export type SeasonalIcon = z.infer<typeof SeasonalIcon>;

export const PollStatus = z.enum(['init', 'processing', 'done']);
export type PollStatus = z.infer<typeof PollStatus>;

export const VoucherAcquireStatus = z.enum(['ongoing', 'expired']);
export type VoucherAcquireStatus = z.infer<typeof VoucherAcquireStatus>;

export const CouponAcquireStatus = z.enum(['ongoing', 'coming', 'expired']);
export type CouponAcquireStatus = z.infer<typeof CouponAcquireStatus>;

/** Coupon acquire statuses as realtime events carry them (live-room §9). */
export const RealtimeCouponStatus = z.enum(['interrupted', 'coming', 'ongoing', 'expired']);
export type RealtimeCouponStatus = z.infer<typeof RealtimeCouponStatus>;

export const CouponVisibility = z.enum(['public', 'private']);
export type CouponVisibility = z.infer<typeof CouponVisibility>;

export const BlacklistUserType = z.enum(['user', 'guest']);
export type BlacklistUserType = z.infer<typeof BlacklistUserType>;

/** Live mode from the hu_source query parameter (anything else means liveweb). */
export const LiveMode = CommentSource;
export type LiveMode = CommentSource;

/**
 * Convenience stores of the card gateway's CVS payment (GMO codes), the `convenience` of the
 * payment-account call. Not shown in spec: our design.
 */
export const ConvenienceStore = z.enum(['10001', '10002', '10005', '00006', '10008', '00007']);
export type ConvenienceStore = z.infer<typeof ConvenienceStore>;
