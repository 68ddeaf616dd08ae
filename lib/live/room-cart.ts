import { groupLines, totalQuantity, type CartGroup } from '@/lib/cart/display';
import type { TrashedView } from '@/lib/cart/notices';
import type { CartSnapshot } from '@/lib/cart/snapshot';
import { CART_DELETE_THROTTLE_MS, createActionThrottle, type ActionThrottle } from './throttle';

/**
 * The room's cart sheet (live-room §3, §4, §9): groups by live post, the market group and the
 * from-seller group, trashed items, and a total quantity over all groups. Deleting asks first and
 * passes at most one delete per 2 s.
 */

export interface RoomCartView {
  groups: CartGroup[];
  trashed: TrashedView[];
  totalQuantity: number;
}

export function roomCartView(snapshot: CartSnapshot): RoomCartView {
  // The subscription cart is not the room's: it has its own checkout.
  const lines = snapshot.lines.filter((line) => line.source !== 'subscription');
  return { groups: groupLines(lines), trashed: snapshot.trashed, totalQuantity: totalQuantity(lines) };
}

export type DeleteConfirm = { status: 'closed' } | { status: 'asking'; itemId: number } | { status: 'deleting'; itemId: number };

export const CLOSED: DeleteConfirm = { status: 'closed' };

export function createDeleteThrottle(now?: () => number): ActionThrottle {
  return createActionThrottle(CART_DELETE_THROTTLE_MS, now);
}
