import { StoreSetting } from '@/lib/schemas';
import { productsChanged, storeChanged } from '../changes';
import type { PlatformContext } from '../context';
import { bodyOf, error, json, notFound, type Router } from '../http';
import { recount } from '../seed/product-builder';
import { isReply } from './identity';
import { productRecord, storeOf } from './lookup';
import { idParam } from './support';

/**
 * Control API of the catalogue (tests and demos), as the seller's back office would change it:
 * - POST /__control/products/:id/stock `{ available_quantity, sku_id? }`: the stock of one SKU, or of
 *   every SKU of the product (0 sells it out); the salable status follows.
 * - POST /__control/stores/:store/settings `{ name, enable, integer?, string? }`: sets (or adds) one
 *   store setting (commerce §6 flags).
 * - POST /__control/stores/:store/profile `{ name }`: renames the store (a long name in the header).
 * Both tell the storefront which cached pages changed (platform/changes.ts).
 */

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function registerCatalogueControl(router: Router, ctx: PlatformContext): void {
  router.post('/__control/products/:id/stock', (req) => {
    const id = idParam(req);
    const record = id === null ? undefined : productRecord(ctx, id);
    if (!record) return notFound('Product not found');
    const { available_quantity: quantity, sku_id: skuId } = bodyOf(req);
    if (!isCount(quantity)) return error(422, 'available_quantity must be a non-negative integer');
    const skus = skuId === undefined ? record.product.skus : record.product.skus.filter((sku) => sku.id === skuId);
    if (skus.length === 0) return notFound('SKU not found');
    for (const sku of skus) Object.assign(sku, { available_quantity: quantity, salable_quantity: quantity });
    recount(record, ctx.now());
    productsChanged(ctx, [record.product.id]);
    return json({ ok: true, salable_status: record.product.salable_status, skus: skus.map((sku) => ({ id: sku.id, available_quantity: sku.available_quantity })) });
  });

  router.post('/__control/stores/:store/settings', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const body = bodyOf(req);
    const parsed = StoreSetting.safeParse({ integer: null, string: null, ...body });
    if (!parsed.success || !parsed.data.name) return error(422, 'name (a string) and enable (a boolean) are required; integer and string are optional');
    const at = store.settings.findIndex((setting) => setting.name === parsed.data.name);
    if (at === -1) store.settings.push(parsed.data);
    else store.settings[at] = parsed.data;
    storeChanged(ctx, store.slug);
    return json({ ok: true, setting: parsed.data });
  });

  router.post('/__control/stores/:store/profile', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const { name } = bodyOf(req);
    if (typeof name !== 'string' || name.trim() === '') return error(422, 'name must be a non-empty string');
    store.name = name;
    storeChanged(ctx, store.slug);
    return json({ ok: true, name });
  });
}
