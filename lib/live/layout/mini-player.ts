/**
 * The mini-player's rules (issue 26 part 3), pure: on which pages it shows and where it snaps.
 */

/** Checkout and payment end the mini-player (the buyer is paying); the room itself shows the full player. */
const ENDS_ON = [/\/checkout(\/|$)/, /\/payment(\/|$)/, /\/choose-payment(\/|$)/];

export function miniPlayerShown(path: string | null, roomHref: string): boolean {
  if (!path) return false;
  if (path === roomHref || path.startsWith(`${roomHref}/`)) return false;
  return !ENDS_ON.some((pattern) => pattern.test(path));
}

export function miniPlayerEnds(path: string | null): boolean {
  return Boolean(path && ENDS_ON.some((pattern) => pattern.test(path)));
}

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/** The corner nearest to where a drag ended (the player's centre in a viewport). */
export function snapCorner(centre: { x: number; y: number }, viewport: { width: number; height: number }): Corner {
  const vertical = centre.y < viewport.height / 2 ? 'top' : 'bottom';
  const horizontal = centre.x < viewport.width / 2 ? 'left' : 'right';
  return `${vertical}-${horizontal}`;
}

/** The product card the mini-player keeps: the room's promoted product, followed by realtime. */
export interface MiniProduct {
  id: number;
  name: string;
  price: string | null;
  image: string | null;
  status: 'on_sell' | 'sold_out' | 'before_sell' | 'end_sell';
  /** Stock per SKU, for sku.sold. */
  stock: Record<number, number>;
}

export type MiniEvent =
  | { type: 'products.salable_status'; productId: number; salableStatus: MiniProduct['status'] }
  | { type: 'sku.sold'; skuId: number; productId: number | null; availableQuantity: number | null }
  | { type: string };

/** The card after a realtime event of the live: a status change or a sale that empties the stock. */
export function miniProductAfter(product: MiniProduct, event: MiniEvent): MiniProduct {
  if (event.type === 'products.salable_status' && 'salableStatus' in event && event.productId === product.id) return { ...product, status: event.salableStatus };
  if (event.type === 'sku.sold' && 'skuId' in event && event.skuId in product.stock && event.availableQuantity !== null) {
    const stock = { ...product.stock, [event.skuId]: event.availableQuantity };
    const left = Object.values(stock).reduce((sum, n) => sum + Math.max(0, n), 0);
    return { ...product, stock, status: left === 0 && product.status === 'on_sell' ? 'sold_out' : product.status };
  }
  return product;
}

/** A product as the room's refresh answers it: its status and stock per SKU. */
export interface FreshProduct {
  id: number;
  salable_status: MiniProduct['status'];
  skus: ReadonlyArray<{ id: number; available_quantity: number }>;
}

/**
 * The card after a fresh read of the live's products (when the mini-player's own subscription
 * opens): what changed between the room leaving and that subscription is caught up, never lost.
 * A product the answer no longer lists keeps its card as it was.
 */
export function miniProductFrom(product: MiniProduct, fresh: readonly FreshProduct[]): MiniProduct {
  const found = fresh.find((p) => p.id === product.id);
  if (!found) return product;
  return { ...product, status: found.salable_status, stock: Object.fromEntries(found.skus.map((sku) => [sku.id, sku.available_quantity])) };
}

/**
 * The card after a fresh read that was on its way while `heard` events arrived: the answer may be
 * older than they are (a sold-out published just after the read went out), so they apply again over it.
 */
export function miniProductRefreshed(product: MiniProduct, fresh: readonly FreshProduct[], heard: readonly MiniEvent[]): MiniProduct {
  return heard.reduce(miniProductAfter, miniProductFrom(product, fresh));
}

const STATUSES: ReadonlySet<string> = new Set(['on_sell', 'sold_out', 'before_sell', 'end_sell']);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The live's products as the products route answers them (app/…/live/[id]/products), checked by
 * hand (no zod in the browser): entries that do not fit are left out; anything else is null.
 */
export function freshProductsOf(answer: unknown): FreshProduct[] | null {
  const list = (answer as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) return null;
  return list.flatMap((entry: unknown) => {
    const p = entry as { id?: unknown; salable_status?: unknown; skus?: unknown } | null;
    if (!p || !isId(p.id) || typeof p.salable_status !== 'string' || !STATUSES.has(p.salable_status) || !Array.isArray(p.skus)) return [];
    const skus = p.skus.flatMap((sku: unknown) => {
      const s = sku as { id?: unknown; available_quantity?: unknown } | null;
      return s && isId(s.id) && typeof s.available_quantity === 'number' ? [{ id: s.id, available_quantity: s.available_quantity }] : [];
    });
    return [{ id: p.id, salable_status: p.salable_status as MiniProduct['status'], skus }];
  });
}

interface ProductLike {
  id: number;
  salable_status: MiniProduct['status'];
}

/** The product the room promotes: the one being sold now, else the first on sale. */
export function promotedOf<P extends ProductLike>(products: readonly P[], sellingId: number | null): P | null {
  return products.find((p) => p.id === sellingId) ?? products.find((p) => p.salable_status === 'on_sell') ?? null;
}
