import type { HostCommandType, HostPayload, RoomMessageType, RoomPayload, RoomStateSnapshot } from '@/lib/live/embed/protocol';

/** One valid payload of every room message type (typed by the protocol, so tsc keeps them current). */
export const VALID_ROOM_PAYLOADS: { [T in RoomMessageType]: RoomPayload<T> } = {
  'token-update': { kind: 'member', id: '42', nickname: 'Aki' },
  'realtime-id': { id: 'rt-8f2c' },
  'sku-sold': { skuId: 1001, productId: 101, quantity: 2, availableQuantity: 8 },
  'products-changed': { products: [{ id: 101, name: 'Linen shirt', salableStatus: 'on_sell', soldOut: false }] },
  lifecycle: { phase: 'started', postId: 9001, mode: 'live' },
  'promoting-product': { productId: 101 },
  'salable-status': { productId: 101, status: 'sold_out' },
  audio: { muted: true },
  'play-status': { status: 'playing' },
  clip: { clipId: 'clip-2', title: 'Autumn coats', start: 120, end: 300.5 },
  'video-time': { currentTime: 12.5, duration: null, live: true },
  'force-reload': { inSeconds: 7, reason: 'live-started' },
  'video-element-bound': { engine: 'native', live: true },
  'fingerprint-id': { id: null },
  heartbeat: { seq: 3, intervalMs: 5000 },
  navigate: { url: 'http://localhost:3000/demo/product/101', target: 'product' },
  ack: { commandId: 'abc-1', command: 'mute' },
  error: { commandId: 'abc-2', command: 'seek', code: 'not-supported', message: 'A live cannot seek' },
};

/** Other valid shapes: nulls where allowed, empty lists, a result on an ack. */
export const MORE_VALID_PAYLOADS: { [T in RoomMessageType]?: RoomPayload<T>[] } = {
  'token-update': [{ kind: 'ghost', id: null, nickname: null }],
  'sku-sold': [{ skuId: 0, productId: null, quantity: null, availableQuantity: null }],
  'products-changed': [{ products: [] }],
  'promoting-product': [{ productId: null }],
  clip: [{ clipId: null, title: null, start: null, end: null }],
  'video-time': [{ currentTime: 0, duration: 3600, live: false }],
  navigate: [{ url: 'HTTPS://shop.example/cart', target: 'cart' }],
  ack: [{ commandId: 'x', command: 'get-state', result: { anything: [1, 2] } }],
  error: [{ commandId: null, command: null, code: 'invalid-message', message: '' }],
};

/** Payloads that break one rule each. */
export const INVALID_ROOM_PAYLOADS: { [T in RoomMessageType]: unknown[] } = {
  'token-update': [{ kind: 'admin', id: null, nickname: null }, { kind: 'guest', id: 1, nickname: null }, { kind: 'guest', nickname: null }],
  'realtime-id': [{ id: '' }, {}],
  'sku-sold': [{ skuId: -1, productId: 1, quantity: 1, availableQuantity: 1 }, { skuId: 1.5, productId: 1, quantity: 1, availableQuantity: 1 }, { skuId: 1, productId: 1, quantity: 1 }],
  'products-changed': [{ products: [{ id: 1, name: 'x', salableStatus: null }] }, { products: {} }],
  lifecycle: [{ phase: 'paused', postId: 1, mode: 'live' }, { phase: 'ready', postId: '9001', mode: 'live' }],
  'promoting-product': [{ productId: '101' }, {}],
  'salable-status': [{ productId: 101, status: 'gone' }],
  audio: [{ muted: 'yes' }, null],
  'play-status': [{ status: 'stopped' }],
  clip: [{ clipId: 'c', title: 't', start: -1, end: 2 }],
  'video-time': [{ currentTime: Number.NaN, duration: null, live: true }, { currentTime: Infinity, duration: null, live: true }],
  'force-reload': [{ inSeconds: 3, reason: 'because' }],
  'video-element-bound': [{ engine: 'hls.js', live: true }],
  'fingerprint-id': [{ id: 7 }],
  heartbeat: [{ seq: 0, intervalMs: 5000 }, { seq: 1, intervalMs: 0 }],
  navigate: [{ url: 'javascript:alert(1)', target: 'product' }, { url: '/demo/cart', target: 'cart' }, { url: 'http://x', target: 'home' }],
  ack: [{ commandId: '', command: 'mute' }, { commandId: 'x'.repeat(65), command: 'mute' }],
  error: [{ commandId: 'a', command: 'seek', code: 'oops', message: 'x' }, { commandId: 'a', command: 'seek', code: 'failed' }],
};

export const VALID_HOST_PAYLOADS: { [T in HostCommandType]: HostPayload<T> } = {
  hello: { delegateNavigation: true },
  mute: {},
  unmute: {},
  play: {},
  pause: {},
  seek: { seconds: 300 },
  'get-state': {},
  heartbeat: { seq: 1 },
  configure: { delegateNavigation: false },
};

export const STATE: RoomStateSnapshot = {
  postId: 9001,
  mode: 'live',
  phase: 'started',
  muted: true,
  playStatus: 'playing',
  currentTime: 42,
  duration: null,
  promotingProductId: 101,
  viewer: { kind: 'guest', id: 'g-1', nickname: 'Guest 1' },
  delegateNavigation: false,
  rejectedMessages: 0,
};

export const roomMessage = (type: string, payload: unknown, id = `m-${type}`) => ({ source: 'kirari', version: 1, id, type, payload });
