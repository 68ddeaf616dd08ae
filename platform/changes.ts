import type { PlatformContext } from './context';
import type { PostRecord } from './seed/posts';
import type { PlatformState } from './state';

/**
 * Which of the storefront's cached public data a platform change touches, as cache tags, and the
 * notice (platform/revalidate.ts). The storefront tags its public reads `store:{slug}`,
 * `products:{slug}` (the market and product pages), `product:{id}`, `post:{id}` (a post with its
 * products and live state) and `vod:{slug}` (the store's replay list). Comments, viewer counts,
 * polls, carts and anything per buyer are read fresh, so changing them sends nothing.
 */

const slugOf = (state: PlatformState, storeId: number): string | undefined => state.stores.find((store) => store.id === storeId)?.slug;

/** A product's own page, its store's lists, and every post that shows it (a post answer joins current stock). */
export function productTags(state: PlatformState, productIds: Iterable<number>): string[] {
  const tags = new Set<string>();
  for (const id of productIds) {
    const record = state.products.find((r) => r.product.id === id);
    if (!record) continue;
    tags.add(`product:${id}`);
    const slug = slugOf(state, record.storeId);
    if (slug) tags.add(`products:${slug}`);
    for (const post of state.posts) if (post.products.some((p) => p.productId === id)) tags.add(`post:${post.post.id}`);
  }
  return [...tags];
}

export interface PostChange {
  /** The store's replay list changes too: a post appears, goes on air, ends or becomes a replay. */
  list?: boolean;
  /** The products attached to the post changed. */
  products?: boolean;
}

export function postTags(state: PlatformState, record: PostRecord, change: PostChange = {}): string[] {
  const tags = [`post:${record.post.id}`];
  const slug = slugOf(state, record.post.store_id);
  if (slug && change.list) tags.push(`vod:${slug}`);
  if (slug && change.products) tags.push(`products:${slug}`);
  return tags;
}

/** Every tag the state can answer for: a reset replaces all of it. */
export function stateTags(state: PlatformState): string[] {
  return [
    ...state.stores.flatMap((store) => [`store:${store.slug}`, `products:${store.slug}`, `vod:${store.slug}`]),
    ...state.products.map((record) => `product:${record.product.id}`),
    ...state.posts.map((record) => `post:${record.post.id}`),
  ];
}

export function productsChanged(ctx: PlatformContext, productIds: Iterable<number>): void {
  ctx.revalidate.notify(productTags(ctx.state, productIds));
}

export function postChanged(ctx: PlatformContext, record: PostRecord, change: PostChange = {}): void {
  ctx.revalidate.notify(postTags(ctx.state, record, change));
}

export function storeChanged(ctx: PlatformContext, slug: string): void {
  ctx.revalidate.notify([`store:${slug}`]);
}
