import { embedView } from './view-fixture';
import { describe, expect, it } from '@jest/globals';
import { actionMessages, effectMessages, envelope, phaseOf, stateMessages } from '@/lib/live/embed/outbound';
import { RoomMessage } from '@/lib/live/embed/protocol';
import { clipViewOf, viewerIdentityOf } from '@/lib/live/embed/view';
import type { PostProduct } from '@/lib/schemas';

const view = embedView;
const product = (id: number, over: Partial<PostProduct> = {}) => ({ id, name: `P${id}`, salable_status: 'on_sell', available_quantity: 3, skus: [], ...over }) as unknown as PostProduct;
const types = (drafts: { type: string }[]) => drafts.map(({ type }) => type);

describe('what the room tells its host', () => {
  it('starts with the identity, then the phase when past ready, then the promotion', () => {
    const drafts = stateMessages(null, view({ stage: 'streaming', promotingProductId: 101, viewer: { kind: 'guest', id: '7', nickname: 'Aki' }, fingerprint: 'f1' }));
    expect(drafts).toEqual([
      { type: 'token-update', payload: { kind: 'guest', id: '7', nickname: 'Aki' } },
      { type: 'fingerprint-id', payload: { id: 'f1' } },
      { type: 'lifecycle', payload: { phase: 'started', postId: 9001, mode: 'live' } },
      { type: 'promoting-product', payload: { productId: 101 } },
    ]);
    expect(types(stateMessages(null, view()))).toEqual(['token-update', 'fingerprint-id']);
  });

  it('tells only what changed', () => {
    const products = [product(101)];
    const before = view({ stage: 'streaming', products });
    expect(stateMessages(before, { ...before })).toEqual([]);
    expect(stateMessages(before, { ...before, products: [product(101, { salable_status: 'sold_out', available_quantity: 0 })] })).toEqual([
      { type: 'products-changed', payload: { products: [{ id: 101, name: 'P101', salableStatus: 'sold_out', soldOut: true }] } },
    ]);
    expect(types(stateMessages(before, { ...before, stage: 'end' }))).toEqual(['lifecycle']);
    expect(stateMessages(before, { ...before, kicked: true })[0]).toEqual({ type: 'lifecycle', payload: { phase: 'ended', postId: 9001, mode: 'live' } });
    expect(stateMessages(before, { ...before, promotingProductId: 102 })).toEqual([{ type: 'promoting-product', payload: { productId: 102 } }]);
    expect(types(stateMessages(before, { ...before, viewer: { kind: 'member', id: '1', nickname: 'Mei' } }))).toEqual(['token-update']);
    const clip = { clipId: 'clip-1', title: 'Opening', start: 0, end: 60 };
    expect(stateMessages(before, { ...before, clip })).toEqual([{ type: 'clip', payload: clip }]);
  });

  it('names the phase: ready before the live, started while it streams or a replay plays, ended after', () => {
    expect(phaseOf({ mode: 'upcoming', stage: 'waiting', kicked: false })).toBe('ready');
    expect(phaseOf({ mode: 'live', stage: 'streaming', kicked: false })).toBe('started');
    expect(phaseOf({ mode: 'replay', stage: 'end', kicked: false })).toBe('ended');
    expect(phaseOf({ mode: 'replay', stage: 'unpublished', kicked: false })).toBe('started');
    expect(phaseOf({ mode: 'ended', stage: 'waiting', kicked: false })).toBe('ended');
  });

  it('maps sales and stock events, and scheduled reloads', () => {
    expect(actionMessages({ type: 'realtime', event: { type: 'sku.sold', skuId: 5, productId: 101, quantity: 1, availableQuantity: 2 } })).toEqual([
      { type: 'sku-sold', payload: { skuId: 5, productId: 101, quantity: 1, availableQuantity: 2 } },
    ]);
    expect(actionMessages({ type: 'realtime', event: { type: 'products.salable_status', productId: 101, salableStatus: 'sold_out' } })).toEqual([
      { type: 'salable-status', payload: { productId: 101, status: 'sold_out' } },
    ]);
    expect(actionMessages({ type: 'realtime', event: { type: 'summary.like', count: 3 } })).toEqual([]);
    expect(effectMessages([{ type: 'reload', delayMs: 12_345, reason: 'force.refresh' }])).toEqual([{ type: 'force-reload', payload: { inSeconds: 12.3, reason: 'force-refresh' } }]);
    expect(effectMessages([{ type: 'reload', delayMs: 1_000, reason: 'live.started' }])[0].payload).toEqual({ inSeconds: 1, reason: 'live-started' });
  });

  it('builds messages the contract accepts', () => {
    const drafts = [
      ...stateMessages(null, view({ stage: 'streaming', promotingProductId: 1, viewer: { kind: 'member', id: '1', nickname: 'Mei' } })),
      ...stateMessages(view({ products: [] }), view({ products: [product(1)], clip: { clipId: 'c', title: 't', start: 1, end: 2 } })),
      ...actionMessages({ type: 'realtime', event: { type: 'sku.sold', skuId: 5, productId: null, quantity: null, availableQuantity: null } }),
      ...effectMessages([{ type: 'reload', delayMs: 0, reason: 'force.refresh' }]),
    ];
    for (const [index, draft] of drafts.entries()) expect(RoomMessage.safeParse(envelope(`r-${index}`, draft)).success).toBe(true);
  });

  it('tells who watches without any token, and the clip at the playhead', () => {
    expect(viewerIdentityOf({ id: 1, name: 'Mei Tanaka', nickname: 'mei' }, null)).toEqual({ kind: 'member', id: '1', nickname: 'mei' });
    expect(viewerIdentityOf({ id: 1, name: 'Mei Tanaka', nickname: null }, null)).toEqual({ kind: 'member', id: '1', nickname: 'Mei Tanaka' });
    expect(viewerIdentityOf(null, { id: 9, name: null, groupStreamName: 'Aki' })).toEqual({ kind: 'guest', id: '9', nickname: 'Aki' });
    expect(viewerIdentityOf(null, null)).toEqual({ kind: 'ghost', id: null, nickname: null });
    const post = { archive: { type: 'clips' as const, clips: [{ id: 'clip-1', title: 'Opening', started_time: 0, ended_time: 60, promoting_product_ids: [101] }] }, replayable_clip_ids: null };
    expect(clipViewOf(post as never, true, 30)).toEqual({ clipId: 'clip-1', title: 'Opening', start: 0, end: 60 });
    expect(clipViewOf(post as never, true, 90).clipId).toBeNull();
    expect(clipViewOf(post as never, false, 30).clipId).toBeNull();
  });
});
