import { z } from 'zod';
import { dataOf, id, money, nonNegativeInt, nullableString, pagedList, timestamp, urlString } from './common';
import { ProductStatus, SalableStatus } from './enums';

/** A product or SKU picture as the platform sends it. */
export const Image = z.object({
  id,
  url: urlString,
});
export type Image = z.infer<typeof Image>;

/** The shared display shape of commerce §3 (component input, not a wire shape). */
export const ImageDisplay = z.object({
  type: z.enum(['product', 'user', 'channel', 'store']),
  src: z.string().nullish(),
  size: nonNegativeInt.optional(),
  round: z.boolean().optional(),
});
export type ImageDisplay = z.infer<typeof ImageDisplay>;

/** SKU info is not shown in the spec: our design allows text or a key-value object. */
export const SkuInfo = z.union([z.string(), z.record(z.string(), z.unknown())]).nullish();

export const Sku = z.object({
  id,
  name: z.string(),
  price: money,
  original_price: money.nullish(),
  available_quantity: nonNegativeInt,
  salable_quantity: nonNegativeInt.nullish(),
  salable_limit: nonNegativeInt.nullish(),
  info: SkuInfo,
  images: z.array(Image).optional(),
  free_shipping: z.boolean().optional(),
  /** Delivery frequency of a subscription SKU (unit not shown in spec); null for one-off SKUs. */
  subscription_frequency: nonNegativeInt.nullish(),
  note: nullableString.optional(),
  salable_id: id.nullish(),
});
export type Sku = z.infer<typeof Sku>;

export const Product = z.object({
  id,
  name: z.string(),
  description: nullableString.optional(),
  sale_started_at: timestamp,
  sale_ended_at: timestamp,
  min_price: money,
  max_price: money,
  salable_status: SalableStatus,
  available_quantity: nonNegativeInt,
  images: z.array(Image),
  cover_image_id: id.nullish(),
  skus: z.array(Sku),
  adult_warning: z.boolean(),
  is_ticket: z.boolean(),
  status: ProductStatus,
});
export type Product = z.infer<typeof Product>;

/** GET /api/v1/stores/{store}/products */
export const ProductsAnswer = pagedList(Product);
export type ProductsAnswer = z.infer<typeof ProductsAnswer>;

/** GET /api/v1/products/{id} */
export const ProductAnswer = dataOf(Product);
export type ProductAnswer = z.infer<typeof ProductAnswer>;

/** GET /api/v1/tickets/{productId}: a ticket is a product with is_ticket true. */
export const TicketAnswer = dataOf(Product);
export type TicketAnswer = z.infer<typeof TicketAnswer>;
