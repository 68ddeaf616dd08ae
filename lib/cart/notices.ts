import type { CartItem, MarketStatus } from '@/lib/schemas';

/**
 * The cart notices of commerce §4: shortage (a quantity was cut to stock; the platform lists the
 * removed units as a trashed item whose market status is shortage) and deleted (trashed or
 * expired items). Confirming a notice sends its trashed ids to PUT /api/v1/carts/confirmation.
 */

export type NoticeKind = 'shortage' | 'deleted';

export interface TrashedView {
  id: number;
  kind: NoticeKind;
  productName: string;
  skuName: string;
  /** Units removed (shortage) or held when the item was removed (deleted). */
  quantity: number;
}

export function toTrashedView(item: Pick<CartItem, 'id' | 'product_name' | 'sku_name' | 'quantity'>, status: MarketStatus | undefined): TrashedView {
  return {
    id: item.id,
    kind: status === 'shortage' ? 'shortage' : 'deleted',
    productName: item.product_name,
    skuName: item.sku_name,
    quantity: item.quantity,
  };
}

export interface CartNotice {
  kind: NoticeKind;
  items: TrashedView[];
  /** What the confirmation call sends. */
  itemIds: number[];
}

/** At most one notice per kind, shortage first; none without trashed items. */
export function cartNotices(trashed: readonly TrashedView[]): CartNotice[] {
  return (['shortage', 'deleted'] as const).flatMap((kind) => {
    const items = trashed.filter((item) => item.kind === kind);
    return items.length ? [{ kind, items, itemIds: items.map((item) => item.id) }] : [];
  });
}

export function withoutTrashed(trashed: readonly TrashedView[], ids: readonly number[]): TrashedView[] {
  return trashed.filter((item) => !ids.includes(item.id));
}
