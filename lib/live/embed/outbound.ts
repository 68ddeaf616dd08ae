import type { PostProduct } from '@/lib/schemas';
import type { RoomAction } from '@/lib/live/room/reducer';
import type { RoomEffect } from '@/lib/live/room/effects';
import type { RoomStage } from '@/lib/live/room/state';
import type { RoomMessage, RoomMessageType, RoomPayload } from './protocol';
import { EMBED_PROTOCOL_VERSION, ROOM_SOURCE } from './constants';

/**
 * What the room tells its host, as pure functions of the room's actions, effects and state (the
 * React side, components/live/embed, only posts what these return).
 */

export type Draft = { [T in RoomMessageType]: { type: T; payload: RoomPayload<T> } }[RoomMessageType];

const draft = <T extends RoomMessageType>(type: T, payload: RoomPayload<T>) => ({ type, payload }) as Draft;

/** Message ids: a per-page prefix (so two rooms on one host never share ids) and a counter. */
export function createMessageIds(prefix: string): () => string {
  let next = 0;
  return () => `${prefix}-${++next}`;
}

export function envelope(id: string, { type, payload }: Draft): RoomMessage {
  return { source: ROOM_SOURCE, version: EMBED_PROTOCOL_VERSION, id, type, payload } as RoomMessage;
}

/** The realtime events a host hears of as they come (the state-derived ones are in stateMessages). */
export function actionMessages(action: RoomAction): Draft[] {
  if (action.type !== 'realtime') return [];
  const event = action.event;
  switch (event.type) {
    case 'sku.sold':
      return [draft('sku-sold', { skuId: event.skuId, productId: event.productId, quantity: event.quantity, availableQuantity: event.availableQuantity })];
    case 'products.salable_status':
      return [draft('salable-status', { productId: event.productId, status: event.salableStatus })];
    default:
      return [];
  }
}

/** A reload the room scheduled (live.started, force.refresh). */
export function effectMessages(effects: readonly RoomEffect[]): Draft[] {
  return effects.flatMap((effect) =>
    effect.type === 'reload' ? [draft('force-reload', { inSeconds: Math.round(effect.delayMs / 100) / 10, reason: effect.reason === 'live.started' ? 'live-started' : 'force-refresh' })] : [],
  );
}

export type ViewerIdentity = RoomPayload<'token-update'>;
export type RoomModeName = RoomPayload<'lifecycle'>['mode'];

/** The slice of the room's state a host is told about when it changes. */
export interface EmbedView {
  postId: number;
  mode: RoomModeName;
  stage: RoomStage;
  kicked: boolean;
  promotingProductId: number | null;
  products: readonly PostProduct[];
  viewer: ViewerIdentity;
  /** The session's fingerprint (lib/identity/watch-fingerprint); null for a ghost. */
  fingerprint: string | null;
  clip: RoomPayload<'clip'>;
}

/** A live's phase: started while it streams (or a replay plays), ended once it stops or the viewer is kicked. */
export function phaseOf(view: Pick<EmbedView, 'mode' | 'stage' | 'kicked'>): 'ready' | 'started' | 'ended' {
  if (view.kicked || view.mode === 'ended' || view.stage === 'end') return 'ended';
  if (view.mode === 'replay' || view.stage === 'streaming') return 'started';
  return 'ready';
}

export function productSummary(products: readonly PostProduct[]): RoomPayload<'products-changed'>['products'] {
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    salableStatus: product.salable_status,
    soldOut: product.salable_status === 'sold_out' || product.available_quantity === 0,
  }));
}

const sameIdentity = (a: ViewerIdentity, b: ViewerIdentity) => a.kind === b.kind && a.id === b.id && a.nickname === b.nickname;
const sameClip = (a: EmbedView['clip'], b: EmbedView['clip']) => a.clipId === b.clipId;

/**
 * What changed between two views, in the order a host expects: `previous` null is the room's first
 * view after `ready` (identity, then the phase when past ready, then what is on sale).
 */
export function stateMessages(previous: EmbedView | null, next: EmbedView): Draft[] {
  const out: Draft[] = [];
  if (!previous || !sameIdentity(previous.viewer, next.viewer)) out.push(draft('token-update', next.viewer));
  if (!previous || previous.fingerprint !== next.fingerprint) out.push(draft('fingerprint-id', { id: next.fingerprint }));
  const phase = phaseOf(next);
  const before = previous ? phaseOf(previous) : 'ready';
  if (phase !== before) out.push(draft('lifecycle', { phase, postId: next.postId, mode: next.mode }));
  if ((!previous && next.promotingProductId !== null) || (previous && previous.promotingProductId !== next.promotingProductId)) {
    out.push(draft('promoting-product', { productId: next.promotingProductId }));
  }
  if (previous && previous.products !== next.products) out.push(draft('products-changed', { products: productSummary(next.products) }));
  if (previous ? !sameClip(previous.clip, next.clip) : next.clip.clipId !== null) out.push(draft('clip', next.clip));
  return out;
}
