import type { Image, Product, ProductStatus, SalableStatus, Sku } from '@/lib/schemas';
import { imagePath, initials, type ImageShape } from '../images';

/** Builds products from a compact description; ids, prices and statuses are derived here. */

export interface Vendor {
  id: number;
  name: string;
}

export interface SkuSpec {
  name: string;
  price: number;
  original_price?: number;
  stock: number;
  /** Per-buyer purchasable limit (`salable_limit`). */
  limit?: number;
  free_shipping?: boolean;
  /** Months between deliveries of a subscription SKU. */
  frequency?: number;
  note?: string;
  /** What a viewer types in a live comment to order this SKU. */
  keyword?: string;
}

export interface ProductSpec {
  id: number;
  name: string;
  description: string;
  skus: SkuSpec[];
  /** Label drawn on the generated picture; initials of the name otherwise. */
  label?: string;
  adult?: boolean;
  ticket?: boolean;
  /** Offsets from now (ms); absent means always on sale. */
  saleStart?: number;
  saleEnd?: number;
  deleted?: boolean;
  /** Listed on the market page; false for products sold only in live posts. */
  onMarket?: boolean;
  vendor?: Vendor;
  keyword?: string;
  imageCount?: number;
  /** Orientation of each picture by position (square when absent), so pages meet every shape. */
  shapes?: ImageShape[];
}

/** A product as the platform keeps it: the wire entity plus what the catalogue filters need. */
export interface ProductRecord {
  storeId: number;
  vendor: Vendor;
  onMarket: boolean;
  keyword: string | null;
  /** Comment keyword per SKU id (e.g. 1011 → "A1"), for the live post's product list. */
  skuKeywords: Record<number, string>;
  /** Sale window in ms, kept to re-derive salable_status when stock changes. */
  saleStartMs: number | null;
  saleEndMs: number | null;
  product: Product;
}

export const skuId = (productId: number, index: number) => productId * 10 + index + 1;

function images(spec: ProductSpec, label: string): Image[] {
  return Array.from({ length: spec.imageCount ?? 2 }, (_, n) => ({
    id: spec.id * 100 + n + 1,
    url: imagePath('product', `p${spec.id}-${n + 1}`, label, 'l', spec.shapes?.[n]),
  }));
}

function sku(spec: ProductSpec, s: SkuSpec, index: number, label: string): Sku {
  return {
    id: skuId(spec.id, index),
    name: s.name,
    price: s.price,
    original_price: s.original_price ?? null,
    available_quantity: s.stock,
    salable_quantity: s.stock,
    salable_limit: s.limit ?? null,
    info: null,
    images: [{ id: spec.id * 100 + 50 + index, url: imagePath('product', `p${spec.id}-sku${index + 1}`, label, 'm') }],
    free_shipping: s.free_shipping ?? false,
    subscription_frequency: s.frequency ?? null,
    note: s.note ?? null,
    salable_id: null,
  };
}

/** Sale window first, then stock: a product before its sale is before_sell even with stock. */
export function salableStatusOf(record: ProductRecord, now: number): SalableStatus {
  if (record.saleStartMs !== null && now < record.saleStartMs) return 'before_sell';
  if (record.saleEndMs !== null && now >= record.saleEndMs) return 'end_sell';
  return record.product.skus.some((s) => s.available_quantity > 0) ? 'on_sell' : 'sold_out';
}

/** Re-derives the product's totals and statuses from its SKUs (after stock moves). */
export function recount(record: ProductRecord, now: number): void {
  const { product } = record;
  const prices = product.skus.map((s) => s.price);
  product.min_price = prices.length ? Math.min(...prices) : 0;
  product.max_price = prices.length ? Math.max(...prices) : 0;
  product.available_quantity = product.skus.reduce((sum, s) => sum + s.available_quantity, 0);
  product.salable_status = salableStatusOf(record, now);
  if (product.status !== 'deleted') product.status = statusOf(product.salable_status);
}

const statusOf = (salable: SalableStatus): ProductStatus =>
  salable === 'sold_out' ? 'sold' : salable === 'before_sell' ? 'init' : 'selling';

export function buildProduct(storeId: number, spec: ProductSpec, now: number, defaultVendor: Vendor): ProductRecord {
  const label = spec.label ?? initials(spec.name);
  const iso = (offset: number | undefined) => (offset === undefined ? null : new Date(now + offset).toISOString());
  const pictures = images(spec, label);
  const record: ProductRecord = {
    storeId,
    vendor: spec.vendor ?? defaultVendor,
    onMarket: spec.onMarket ?? true,
    keyword: spec.keyword ?? null,
    skuKeywords: Object.fromEntries(spec.skus.flatMap((s, i) => (s.keyword ? [[skuId(spec.id, i), s.keyword]] : []))),
    saleStartMs: spec.saleStart === undefined ? null : now + spec.saleStart,
    saleEndMs: spec.saleEnd === undefined ? null : now + spec.saleEnd,
    product: {
      id: spec.id,
      name: spec.name,
      description: spec.description,
      sale_started_at: iso(spec.saleStart),
      sale_ended_at: iso(spec.saleEnd),
      min_price: 0,
      max_price: 0,
      salable_status: 'on_sell',
      available_quantity: 0,
      images: pictures,
      cover_image_id: pictures[0]?.id ?? null,
      skus: spec.skus.map((s, i) => sku(spec, s, i, label)),
      adult_warning: spec.adult ?? false,
      is_ticket: spec.ticket ?? false,
      status: spec.deleted ? 'deleted' : 'selling',
    },
  };
  recount(record, now);
  return record;
}
