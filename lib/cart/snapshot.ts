import { entriesWithIds, recordOf } from '@/lib/format/field';
import type { CartAnswer, CartItem, CartItemMarketStatus, MarketStatus } from '@/lib/schemas';
import { formatDate } from '@/lib/format/date';
import { toCartLine, type CartLineView } from './display';
import { toTrashedView, type TrashedView } from './notices';

/**
 * The cart as the page hands it to the browser: every line mapped for display with its market
 * status, and the trashed items behind the notices. Built on the server (page and refetch action).
 */

export interface CartSnapshot {
  lines: CartLineView[];
  trashed: TrashedView[];
}

export const EXPIRY_FORMAT = 'yyyy/LL/dd HH:mm';

export interface SnapshotInput {
  /** `all`: the cart of live, market and seller items. */
  cart: CartAnswer;
  /** `type=subscription`, when the store sells subscriptions. */
  subscription?: CartAnswer | null;
  /** null when the status call failed: every item is `unknown`. */
  statuses: readonly CartItemMarketStatus[] | null;
  timeZone: string;
  /** For the post kinds (a replay window is time-bound). */
  now?: number;
}

/**
 * The items of a cart answer that can be shown and acted on: those with an id. An answer is used
 * unchanged after a mismatch (commerce §5): null when it has nothing readable (no answer, a cart
 * or item list of another type, or items none of which has an id); no cart yet (data null) is [].
 */
export function readableCartItems(answer: CartAnswer | null | undefined): CartItem[] | null {
  const record = recordOf(answer);
  if (!record) return null;
  if (record.data === null || record.data === undefined) return [];
  const items = recordOf(record.data)?.items;
  if (items === null || items === undefined) return recordOf(record.data) ? [] : null;
  return entriesWithIds(items as CartItem[]);
}

/** Entries with an id, from a list field of any type. */
const withIds = <T>(list: readonly T[] | null | undefined): T[] => entriesWithIds(list) ?? [];

export function buildSnapshot({ cart, subscription, statuses, timeZone, now = Date.now() }: SnapshotInput): CartSnapshot {
  const byId = new Map<number, MarketStatus>(withIds(statuses).map((entry) => [entry.id, entry.status]));
  const status = (id: number): MarketStatus => byId.get(id) ?? 'unknown';
  const items = [...(readableCartItems(cart) ?? []), ...(readableCartItems(subscription) ?? [])];
  const seen = new Set<number>();
  const lines = items
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .map((item) => toCartLine(item, status(item.id), item.expires_at ? formatDate(item.expires_at, timeZone, EXPIRY_FORMAT) || null : null, now));
  const trashedItems = [...withIds(recordOf(cart)?.trashed as CartAnswer['trashed']), ...withIds(subscription?.trashed)];
  const seenTrashed = new Set<number>();
  const trashed = trashedItems.filter((item) => !seenTrashed.has(item.id) && seenTrashed.add(item.id)).map((item) => toTrashedView(item, byId.get(item.id)));
  return { lines, trashed };
}
