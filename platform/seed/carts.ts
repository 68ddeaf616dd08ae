import type { AddedFrom } from '@/lib/schemas';
import { DAY, HOUR } from './clock';
import { POST_IDS } from './posts';
import { STORE_IDS } from './stores';
import { DEMO_MEMBER_ID } from './users';

/**
 * Carts hold lines by SKU id; answers join the product's current price and stock, so market
 * status (available, shortage, soldout …) follows stock as it moves.
 */

export interface CartRecord {
  id: number;
  storeId: number;
  userId: number | null;
  guestId: number | null;
}

export interface CartLine {
  id: number;
  cartId: number;
  productId: number;
  skuId: number;
  quantity: number;
  /** null: added from the market or by the seller (see addedFrom). */
  postId: number | null;
  addedFrom: AddedFrom | null;
  /** ms; lines from a live post are held for a while, then trashed. */
  expiresAtMs: number | null;
  /** ms; set when the seller removed the line or it expired: a trashed line. */
  deletedAtMs: number | null;
  referralCode: string | null;
}

export const DEMO_CART_ID = 6001;

export function seedCarts(): CartRecord[] {
  return [{ id: DEMO_CART_ID, storeId: STORE_IDS.demo, userId: DEMO_MEMBER_ID, guestId: null }];
}

export function seedCartLines(now: number): CartLine[] {
  const line = (id: number, productId: number, skuId: number, quantity: number, extra: Partial<CartLine> = {}): CartLine => ({
    id,
    cartId: DEMO_CART_ID,
    productId,
    skuId,
    quantity,
    postId: null,
    addedFrom: 'market',
    expiresAtMs: null,
    deletedAtMs: null,
    referralCode: null,
    ...extra,
  });
  const fromLive = { postId: POST_IDS.live, addedFrom: null, expiresAtMs: now + 2 * HOUR };
  return [
    line(60001, 101, 1011, 2, fromLive),
    // 2 wanted, 1 left: market status shortage.
    line(60002, 106, 1062, 2, fromLive),
    // Another vendor (さくら工房): selecting it deselects the others.
    line(60003, 111, 1111, 1),
    line(60004, 107, 1072, 1, { addedFrom: 'seller' }),
    // Stock 0: market status soldout.
    line(60006, 103, 1033, 1, { postId: POST_IDS.replay, addedFrom: null, expiresAtMs: now + DAY }),
    // A ticket: selecting it deselects every other item.
    line(60007, 109, 1091, 1),
    // Trashed by the seller (sold out): the cart's "deleted" notice.
    line(60005, 104, 1042, 1, { postId: POST_IDS.replay, addedFrom: null, deletedAtMs: now - HOUR }),
  ];
}
