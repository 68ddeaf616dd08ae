/**
 * The live that keeps playing while the buyer browses the store (issue 26 part 3): client state
 * only (never in a cached render). The room sets it; the store layout's host shows the mini-player
 * for it on every other store page until the buyer closes it, checks out or loads a page in full.
 */
import type { MiniProduct } from '@/lib/live/layout/mini-player';
import type { RealtimeInfo } from '../useRoomRealtime';

export interface MiniSession {
  postId: number;
  roomHref: string;
  /** The stream the room plays (HLS playlist or MP4). */
  src: string;
  title: string;
  poster: string | null;
  labels: { region: string; back: string; stop: string; pip: string; selling: string; status: Record<Exclude<MiniProduct['status'], 'on_sell'>, string> };
  /** The room's realtime subscription, kept so sales and stock still reach the card. */
  realtime: { info: RealtimeInfo; userId: string; tokenPath: string } | null;
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
