import type { CartItem, CartItemView, CartPost, MarketStatus, SourceKind } from '@/lib/schemas';
import { TEXT_DEFAULTS } from '@/lib/store-settings';

/**
 * The display mapping of commerce §3: a cart item as the cart page shows it. Pure; the server
 * builds these (pages and server actions) and hands plain data to the client.
 */

/** Where an item came from; one group per post, then the market, seller and subscription groups. */
export type CartSource = 'post' | 'market' | 'seller' | 'subscription';

/** Commerce §9: an item with neither a post nor an added-from kind shows the unpublished-post word. */
export const UNPUBLISHED_POST_WORD = TEXT_DEFAULTS.unpublished_post_word;

/** The spec's display fields, plus what the page needs to group, select and mark an item. */
export interface CartLineView extends CartItemView {
  source: CartSource;
  isTicket: boolean;
  freeShipping: boolean;
  marketStatus: MarketStatus;
  /** The expiry in the store's time zone, formatted on the server; null when it does not expire. */
  expiresLabel: string | null;
  /** Commerce §4 post kind of a live-post item; null for market, seller and subscription items. */
  postKind: SourceKind | null;
}

/**
 * Commerce §4 post kinds: on air is `streaming`; a stopped live whose replay has not expired is
 * `replay`; any other post (an upcoming or expired one the seller sells from) is `manual`.
 */
export function postKindOf(post: Pick<CartPost, 'live' | 'on_air' | 'replay_expired_at'> | null | undefined, now: number): SourceKind | null {
  if (!post) return null;
  if (post.on_air) return 'streaming';
  const replayUntil = post.replay_expired_at ? new Date(post.replay_expired_at).getTime() : Number.NaN;
  if (post.live === false && replayUntil > now) return 'replay';
  return 'manual';
}

export function sourceOf(item: Pick<CartItem, 'added_from' | 'post_id'>): CartSource {
  if (item.added_from) return item.added_from;
  return item.post_id === null || item.post_id === undefined ? 'market' : 'post';
}

/** Commerce §3: market and seller items use that word as the post title; formal and rehearsal come from the post type. */
export function toCartItemView(item: CartItem): CartItemView {
  const addedFrom = item.added_from ?? null;
  const postTitle = addedFrom === 'market' || addedFrom === 'seller' ? addedFrom : (item.post?.title ?? addedFrom ?? UNPUBLISHED_POST_WORD);
  return {
    cartId: item.cart_id,
    id: item.id,
    postId: item.post_id ?? null,
    postTitle,
    postCreatedAt: item.post?.created_at ?? null,
    expiresAt: item.expires_at ?? null,
    imgUrl: item.image?.url ?? null,
    productName: item.product_name,
    skuId: item.sku_id,
    skuName: item.sku_name,
    quantity: item.quantity,
    availableQuantity: item.sku.available_quantity,
    buyerPurchasableLimit: item.buyer_purchasable_limit ?? null,
    price: item.price,
    vendor: item.vendor ?? null,
    adult_warning: item.adult_warning,
    isFormal: item.post?.type === 'formal',
    isRehearsal: item.post?.type === 'rehearsal',
    salableQuantity: item.sku.salable_quantity ?? null,
    purchaseLimit: item.sku.purchase_limit ?? null,
  };
}

export function toCartLine(item: CartItem, marketStatus: MarketStatus, expiresLabel: string | null, now: number = Date.now()): CartLineView {
  const source = sourceOf(item);
  return {
    ...toCartItemView(item),
    source,
    postKind: source === 'post' ? postKindOf(item.post, now) : null,
    isTicket: item.is_ticket,
    freeShipping: item.free_shipping,
    marketStatus,
    expiresLabel,
  };
}

export interface CartGroup {
  /** `post:{id}`, `market`, `seller` or `subscription`. */
  key: string;
  source: CartSource;
  /** The post's title, or the source word (market, seller, subscription) the page translates. */
  title: string;
  postId: number | null;
  isFormal: boolean;
  isRehearsal: boolean;
  postKind: SourceKind | null;
  lines: CartLineView[];
}

const SOURCE_ORDER: Record<CartSource, number> = { post: 0, market: 1, seller: 2, subscription: 3 };

/** Groups by source (live-room §3: a group per post, a market group, a from-seller group). */
export function groupLines(lines: readonly CartLineView[]): CartGroup[] {
  const groups = new Map<string, CartGroup>();
  for (const line of lines) {
    const key = line.source === 'post' ? `post:${line.postId}` : line.source;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        source: line.source,
        title: line.postTitle,
        postId: line.source === 'post' ? line.postId : null,
        isFormal: line.isFormal,
        isRehearsal: line.isRehearsal,
        postKind: line.postKind,
        lines: [],
      };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  // Posts keep the order the cart gave them; the fixed groups follow.
  return [...groups.values()].sort((a, b) => SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source]);
}

/** The items in a group, counted by quantity. */
export const groupQuantity = (group: Pick<CartGroup, 'lines'>) => group.lines.reduce((sum, line) => sum + line.quantity, 0);

/** Live-room §3: the cart's total quantity sums every group (the subscription cart is its own). */
export function totalQuantity(lines: readonly Pick<CartLineView, 'quantity' | 'source'>[]): number {
  return lines.reduce((sum, line) => (line.source === 'subscription' ? sum : sum + line.quantity), 0);
}

/** Line subtotal in the currency's units. */
export const lineAmount = (line: Pick<CartLineView, 'price' | 'quantity'>) => line.price * line.quantity;
