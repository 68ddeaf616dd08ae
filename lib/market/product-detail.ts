import type { Image, Product, SalableStatus, Sku } from '@/lib/schemas';
import { listOf, trimmedText } from '@/lib/format/field';

/**
 * What the product page derives from a product (commerce §3, decision 12: adult warning and
 * salable status belong to the product; price, stock and subscription frequency to the SKU).
 */

/** A quantity picker never offers more than this, whatever the stock. */
export const MAX_QUANTITY = 99;

/** Stock of a SKU: what the platform checks an add against. */
export function skuStock(sku: Pick<Sku, 'available_quantity'>): number {
  return Math.max(0, sku.available_quantity);
}

/** 1..min(stock, per-buyer limit, 99); 0 when nothing can be bought. A limit of 0 or null is no limit. */
export function maxQuantity(sku: Pick<Sku, 'available_quantity' | 'salable_limit'>): number {
  const limit = sku.salable_limit ? sku.salable_limit : Infinity;
  return Math.min(skuStock(sku), limit, MAX_QUANTITY);
}

export function isOnSale(product: Pick<Product, 'salable_status' | 'status'>): boolean {
  return product.salable_status === 'on_sell' && product.status !== 'deleted';
}

/** The SKU chosen when the page opens: the first one in stock, else the first. */
export function initialSkuId(skus: readonly Pick<Sku, 'id' | 'available_quantity' | 'salable_limit'>[]): number | null {
  const list = listOf(skus);
  return (list.find((sku) => maxQuantity(sku) > 0) ?? list[0])?.id ?? null;
}

/** The gallery: the cover first, then the other pictures in order, without duplicates. */
export function galleryImages(product: Pick<Product, 'images' | 'cover_image_id'>): Image[] {
  // Pictures without a usable URL are left out.
  const images = listOf(product.images).filter((image) => typeof image?.url === 'string' && image.url !== '');
  const cover = images.find((image) => image.id === product.cover_image_id);
  const rest = images.filter((image) => image !== cover);
  const seen = new Set<string>();
  return (cover ? [cover, ...rest] : rest).filter((image) => !seen.has(image.url) && Boolean(seen.add(image.url)));
}

/** Free shipping is a product badge only when every SKU ships free. */
export function shipsFree(product: Pick<Product, 'skus'>): boolean {
  const skus = listOf(product.skus);
  return skus.length > 0 && skus.every((sku) => sku.free_shipping === true);
}

/** schema.org availability (https://schema.org/ItemAvailability) of a product or one SKU. */
export type Availability = 'InStock' | 'OutOfStock' | 'PreOrder' | 'Discontinued';

const STATUS_AVAILABILITY: Record<SalableStatus, Availability> = {
  on_sell: 'InStock',
  sold_out: 'OutOfStock',
  before_sell: 'PreOrder',
  end_sell: 'Discontinued',
};

/** From the product's salable status; a SKU without stock in a product on sale is out of stock. */
export function availabilityOf(status: SalableStatus, sku?: Pick<Sku, 'available_quantity'>): Availability {
  const availability = STATUS_AVAILABILITY[status];
  return availability === 'InStock' && sku && skuStock(sku) === 0 ? 'OutOfStock' : availability;
}

/** A description fit for a meta tag: whitespace collapsed, cut at a word-ish boundary with an ellipsis. */
export function summarize(text: string | null | undefined, max = 160): string {
  const flat = trimmedText(text).replace(/\s+/g, ' ');
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** A product id from the route: a positive integer, else null (the page answers 404). */
export function productIdFromParam(value: string): number | null {
  if (!/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
