import { z } from 'zod';
import { dataOf, id, listOf, money, nonNegativeInt, nullableString, positiveInt, successAnswer, timestamp, urlString } from './common';
import { AddedFrom, AddToCartResultKind, CartSourceType, MarketStatus, PostType } from './enums';
import { Image, SkuInfo } from './product';

/** The SKU as a cart item holds it. */
export const CartSku = z.object({
  id,
  name: z.string(),
  price: money,
  info: SkuInfo,
  available_quantity: nonNegativeInt,
  salable_quantity: nonNegativeInt.nullish(),
  purchase_limit: nonNegativeInt.nullish(),
});
export type CartSku = z.infer<typeof CartSku>;

/** The post a cart item came from (what the display mapping reads). */
export const CartPost = z.object({
  id,
  title: z.string(),
  type: PostType,
  created_at: timestamp,
  /** What the commerce spec's post carries for its kind (streaming, replay, manual): absent on older answers. */
  live: z.boolean().optional(),
  on_air: z.boolean().optional(),
  replay_expired_at: timestamp.optional(),
});
export type CartPost = z.infer<typeof CartPost>;

/** The seller a cart item belongs to; items of different vendors are not checked out together. */
export const Vendor = z.object({ id, name: z.string() });
export type Vendor = z.infer<typeof Vendor>;

export const CartItem = z.object({
  id,
  cart_id: id,
  post_id: id.nullish(),
  product_name: z.string(),
  sku_id: id,
  sku_name: z.string(),
  sku: CartSku,
  quantity: positiveInt,
  price: money,
  image: Image.nullish(),
  post: CartPost.nullish(),
  channel: z.object({ id, name: z.string() }).nullish(),
  expires_at: timestamp,
  deleted_at: timestamp,
  free_shipping: z.boolean(),
  is_ticket: z.boolean(),
  adult_warning: z.boolean(),
  buyer_purchasable_limit: nonNegativeInt.nullish(),
  /** null: added from a live post. */
  added_from: AddedFrom.nullish(),
  vendor: Vendor.nullish(),
  referral_code: nullableString.optional(),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({
  id,
  items: z.array(CartItem),
  source_id: id.nullish(),
  source_name: nullableString.optional(),
  source_type: CartSourceType.nullish(),
  store_id: id,
  user_id: id.nullish(),
});
export type Cart = z.infer<typeof Cart>;

/** GET /api/v1/stores/{store}/carts/buyer: the cart (null before the first add) and trashed items. */
export const CartAnswer = z.object({ data: Cart.nullable(), trashed: z.array(CartItem) });
export type CartAnswer = z.infer<typeof CartAnswer>;

export const AddToCartResult = z.object({
  result: AddToCartResultKind,
  added_quantity: nonNegativeInt,
  request_quantity: nonNegativeInt,
});
export type AddToCartResult = z.infer<typeof AddToCartResult>;

/** POST /api/v1/posts/{post}/carts/buyer and POST /api/v1/stores/{store}/carts */
export const AddToCartAnswer = dataOf(AddToCartResult);
export type AddToCartAnswer = z.infer<typeof AddToCartAnswer>;

export const CartItemMarketStatus = z.object({ id, status: MarketStatus });
export type CartItemMarketStatus = z.infer<typeof CartItemMarketStatus>;

/** GET /api/v1/stores/{store}/carts/market/status: one entry per cart item id. */
export const MarketStatusAnswer = listOf(CartItemMarketStatus);
export type MarketStatusAnswer = z.infer<typeof MarketStatusAnswer>;

/** DELETE and PUT /api/v1/cart-items/{id}, PUT /api/v1/carts/confirmation */
export const CartItemAnswer = successAnswer;
export const CartConfirmationAnswer = successAnswer;

/** A path on the storefront itself (`/demo/shopping/checkout?…`): one leading slash, never `//host`. */
const storefrontPath = z.string().regex(/^\/(?![/\\])/, 'Not a storefront path');

/**
 * POST /api/v1/stores/{store}/carts/subscription: where to continue the purchase, an absolute URL
 * or a path on the storefront (the platform does not always know the storefront's host).
 */
export const SubscriptionCartAnswer = successAnswer.extend({ url: z.union([urlString, storefrontPath]).nullish() });
export type SubscriptionCartAnswer = z.infer<typeof SubscriptionCartAnswer>;

/** A cart item as mapped for display (commerce §3); built by lib/cart, not sent by the platform. */
export const CartItemView = z.object({
  cartId: id,
  id,
  postId: id.nullable(),
  postTitle: z.string(),
  postCreatedAt: z.union([z.string(), z.number(), z.date()]).nullable(),
  expiresAt: z.union([z.string(), z.number(), z.date()]).nullable(),
  imgUrl: z.string().nullable(),
  productName: z.string(),
  skuId: id,
  skuName: z.string(),
  quantity: positiveInt,
  availableQuantity: nonNegativeInt,
  buyerPurchasableLimit: nonNegativeInt.nullable(),
  price: money,
  vendor: Vendor.nullable(),
  adult_warning: z.boolean(),
  isFormal: z.boolean(),
  isRehearsal: z.boolean(),
  salableQuantity: nonNegativeInt.nullable(),
  purchaseLimit: nonNegativeInt.nullable(),
});
export type CartItemView = z.infer<typeof CartItemView>;
