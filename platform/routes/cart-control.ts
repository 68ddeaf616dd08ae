import { productsChanged } from '../changes';
import type { PlatformContext } from '../context';
import { bodyOf, error, json, notFound, type Router } from '../http';
import { recount } from '../seed/product-builder';
import { skuRecord } from './lookup';
import { idParam } from './support';

/**
 * Test hooks for the cart (control API): move a cart line's stock, or trash a line as the seller
 * would. The cart answers then follow the spec's rules on the next read (a shortage cuts the line
 * to stock and shows the notice; a trashed line shows the deleted notice).
 */
export function registerCartControl(router: Router, ctx: PlatformContext): void {
  /** `{ available_quantity }`: the stock of the line's SKU (for every cart holding it). */
  router.post('/__control/cart-items/:id/stock', (req) => {
    const line = ctx.state.cartLines.find((l) => l.id === idParam(req));
    if (!line) return notFound('Cart item not found');
    const { available_quantity: quantity } = bodyOf(req);
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0) {
      return error(422, 'available_quantity must be a non-negative integer');
    }
    const found = skuRecord(ctx, line.skuId);
    if (!found) return notFound('SKU not found');
    found.sku.available_quantity = quantity;
    found.sku.salable_quantity = quantity;
    recount(found.record, ctx.now());
    productsChanged(ctx, [found.record.product.id]);
    return json({ ok: true, sku_id: found.sku.id, available_quantity: quantity });
  });

  /** The seller removes the line: it becomes a trashed item (the deleted notice). */
  router.post('/__control/cart-items/:id/trash', (req) => {
    const line = ctx.state.cartLines.find((l) => l.id === idParam(req));
    if (!line) return notFound('Cart item not found');
    line.deletedAtMs ??= ctx.now();
    return json({ ok: true });
  });
}
