'use client';

import type { SafeHref } from '@/lib/url/safe-href';
import { useEffect } from 'react';
import { freshProductsOf, type FreshProduct, type MiniProduct } from '@/lib/live/layout/mini-player';
import { setMiniSession, type MiniSession } from './mini-session';

/** The mini-player's chunk, fetched when the buyer first leaves the room with the live on. */
const loadMiniPlayer = () => import('./MiniPlayer').then((loaded) => loaded.default);

/**
 * The room hands its live to the store layout's mini-player host while it is open, so leaving the
 * room view by a client navigation (market, product, a chat link, minimize) keeps the show on.
 * Only a live that plays counts; the room's close button ends it (setMiniSession(null)).
 */
export function useMiniSession(session: Omit<MiniSession, 'product' | 'load'> | null, product: MiniProduct | null): void {
  const key = session ? `${session.postId}|${session.src}` : '';
  const productKey = product ? `${product.id}|${product.status}` : '';
  useEffect(() => {
    setMiniSession(session ? { ...session, product, load: loadMiniPlayer } : null);
    // key and productKey stand for session and product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, productKey]);
}

/** The live's products again (app/…/live/[id]/products/route.ts): same-origin JSON, checked by hand. */
function fetchLiveProducts(store: string, postId: number): Promise<FreshProduct[] | null> {
  return fetch(`/${encodeURIComponent(store)}/live/${postId}/products`, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then(freshProductsOf)
    .catch(() => null);
}

interface RoomLike {
  /** The store's slug. */
  store: string;
  postId: number;
  roomHref: SafeHref;
  title: string;
  poster: string | null;
  /** The live's first source while it plays; null otherwise (replays, waiting, ended, kicked). */
  src: string | null;
  realtime: MiniSession['realtime'];
  labels: MiniSession['labels'] | null;
  product: { id: number; name: string; images: ReadonlyArray<{ url: string }>; salable_status: MiniProduct['status']; skus: ReadonlyArray<{ id: number; available_quantity: number }> } | null;
  price: string | null;
}

/** The room's side: what it plays now and its promoted product, as the mini-player's session. */
export function useRoomMiniSession(room: RoomLike): void {
  const { src, labels, product } = room;
  useMiniSession(
    src && labels ? { postId: room.postId, roomHref: room.roomHref, src, title: room.title, poster: room.poster, labels, realtime: room.realtime, refresh: () => fetchLiveProducts(room.store, room.postId) } : null,
    product
      ? { id: product.id, name: product.name, price: room.price, image: product.images[0]?.url ?? null, status: product.salable_status, stock: Object.fromEntries(product.skus.map((sku) => [sku.id, sku.available_quantity])) }
      : null,
  );
}
