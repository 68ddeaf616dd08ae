import type { Product } from '@/lib/schemas';
import { appPath, type SafeHref } from '@/lib/url/safe-href';
import { dataList, entriesWithIds, listOf, textOrNull } from '@/lib/format/field';

/** What a product card shows, derived from the product (commerce §3, decision 12). */
export type ProductBadge = 'soldOut' | 'beforeSell' | 'endSell' | 'adultWarning' | 'freeShipping';

export interface ProductCard {
  id: number;
  name: string;
  href: SafeHref;
  imageUrl: string | null;
  minPrice: number;
  maxPrice: number;
  badges: ProductBadge[];
}

const STATUS_BADGE: Partial<Record<Product['salable_status'], ProductBadge>> = {
  sold_out: 'soldOut',
  before_sell: 'beforeSell',
  end_sell: 'endSell',
};

export function coverImageUrl(product: Pick<Product, 'images' | 'cover_image_id'>): string | null {
  const images = listOf(product.images);
  const cover = images.find((image) => image.id === product.cover_image_id) ?? images[0];
  return textOrNull(cover?.url);
}

export function toProductCard(product: Product, storeSlug: string): ProductCard {
  const badges: ProductBadge[] = [];
  const statusBadge = STATUS_BADGE[product.salable_status];
  if (statusBadge) badges.push(statusBadge);
  if (product.adult_warning) badges.push('adultWarning');
  const skus = listOf(product.skus);
  if (skus.length > 0 && skus.every((sku) => sku.free_shipping === true)) badges.push('freeShipping');
  return {
    id: product.id,
    name: product.name,
    href: appPath(storeSlug, 'market', 'product', product.id),
    imageUrl: coverImageUrl(product),
    minPrice: product.min_price,
    maxPrice: product.max_price,
    badges,
  };
}

/** Deleted products never show in the market. */
export function visibleProducts(products: Product[]): Product[] {
  return products.filter((product) => product.status !== 'deleted');
}

/**
 * The products of a list answer a card can link to, deleted ones left out; null when the answer
 * has no list or none of its products has an id (used unchanged after a mismatch, commerce §5).
 */
export function readableProducts(answer: { data?: Product[] | null } | null): Product[] | null {
  const products = entriesWithIds(dataList(answer));
  return products ? visibleProducts(products) : null;
}

/** A page number from the query: a positive integer, else 1. */
export function pageFromQuery(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A trimmed keyword of at most 100 characters, or undefined. */
export function keywordFromQuery(value: string | string[] | undefined): string | undefined {
  const keyword = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100);
  return keyword ? keyword : undefined;
}
