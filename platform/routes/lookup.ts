import type { Store } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import type { PlatformRequest, Reply } from '../http';
import type { StoreCommerce } from '../seed/store-commerce';
import type { ProductRecord } from '../seed/product-builder';
import { storeNotFound } from './support';

/** Finding seeded things by the keys the calls use. */

export function storeBySlug(ctx: PlatformContext, slug: string): Store | undefined {
  return ctx.state.stores.find((store) => store.slug === slug);
}

/** The store of the `:store` path segment (a slug; a numeric id is accepted too), or its 404. */
export function storeOf(ctx: PlatformContext, req: PlatformRequest, param = 'store'): Store | Reply {
  const key = req.params[param] ?? '';
  const store = ctx.state.stores.find((s) => s.slug === key || String(s.id) === key);
  return store ?? storeNotFound(key);
}

export function commerceOf(ctx: PlatformContext, storeId: number): StoreCommerce | undefined {
  return ctx.state.commerce.find((c) => c.storeId === storeId);
}

export function productRecord(ctx: PlatformContext, productId: number): ProductRecord | undefined {
  return ctx.state.products.find((record) => record.product.id === productId);
}

/** The product holding a SKU id, with the SKU. */
export function skuRecord(ctx: PlatformContext, skuId: number) {
  for (const record of ctx.state.products) {
    const sku = record.product.skus.find((s) => s.id === skuId);
    if (sku) return { record, sku };
  }
  return undefined;
}
