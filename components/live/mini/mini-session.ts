/**
 * The live that keeps playing while the buyer browses the store (issue 26 part 3): client state
 * only (never in a cached render). The room sets it; the store layout's host shows the mini-player
 * for it on every other store page until the buyer closes it, checks out or loads a page in full.
 */
import type { SafeHref } from '@/lib/url/safe-href';
import type { FreshProduct, MiniProduct } from '@/lib/live/layout/mini-player';
import type { ComponentType } from 'react';
import type { RealtimeInfo } from '../useRoomRealtime';

/** The mini-player's view: it decides by the path whether it shows (not in its room) or ends (checkout). */
export type MiniPlayerView = ComponentType<{ session: MiniSession; path: string | null }>;

export interface MiniSession {
  postId: number;
  roomHref: SafeHref;
  /** The stream the room plays (HLS playlist or MP4). */
  src: string;
  title: string;
  poster: string | null;
  labels: { region: string; back: string; stop: string; pip: string; selling: string; status: Record<Exclude<MiniProduct['status'], 'on_sell'>, string> };
  /** The room's realtime subscription, kept so sales and stock still reach the card. */
  realtime: { info: RealtimeInfo; userId: string; tokenPath: string } | null;
  /** Reads the live's products again (the products route): the card catches up once the mini-player's subscription opens. */
  refresh: (() => Promise<readonly FreshProduct[] | null>) | null;
  /** Loads the mini-player's code (from the room's bundle, so the store pages carry no loader for it). */
  load: () => Promise<MiniPlayerView>;
  /** The promoted product when the buyer left. */
  product: MiniProduct | null;
}

let current: MiniSession | null = null;
const listeners = new Set<() => void>();

export function setMiniSession(session: MiniSession | null): void {
  current = session;
  for (const listener of listeners) listener();
}

export const miniSession = () => current;

export function subscribeMini(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
