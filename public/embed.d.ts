/**
 * Types of /embed.js (Kirari embed, protocol version 1), written by hand from
 * lib/live/embed/protocol.ts; tests/unit/embed/embed-types.test.ts checks they stay equal.
 * Use: copy this file next to your code, then `KirariEmbed.create({ … })` (a global).
 */

export type ViewerKind = 'ghost' | 'guest' | 'member';
export type PlayStatus = 'playing' | 'paused' | 'waiting' | 'ended';
export type RoomPhase = 'ready' | 'started' | 'ended';
export type RoomModeName = 'upcoming' | 'live' | 'ended' | 'replay';
export type NavigationTarget = 'product' | 'cart' | 'checkout' | 'other';
export type SalableStatus = 'on_sell' | 'sold_out' | 'before_sell' | 'end_sell';
export type RoomErrorCode = 'unknown-command' | 'invalid-message' | 'not-supported' | 'not-ready' | 'failed';

export interface Viewer {
  kind: ViewerKind;
  id: string | null;
  nickname: string | null;
}

/** Each message the room posts, by type: its payload. */
export interface RoomPayloads {
  'token-update': Viewer;
  'realtime-id': { id: string };
  'sku-sold': { skuId: number; productId: number | null; quantity: number | null; availableQuantity: number | null };
  'products-changed': { products: { id: number; name: string; salableStatus: SalableStatus; soldOut: boolean }[] };
  lifecycle: { phase: RoomPhase; postId: number; mode: RoomModeName };
  'promoting-product': { productId: number | null };
  'salable-status': { productId: number; status: SalableStatus };
  audio: { muted: boolean };
  'play-status': { status: PlayStatus };
  clip: { clipId: string | null; title: string | null; start: number | null; end: number | null };
  'video-time': { currentTime: number; duration: number | null; live: boolean };
  'force-reload': { inSeconds: number; reason: 'live-started' | 'force-refresh' };
  'video-element-bound': { engine: 'native' | 'videojs'; live: boolean };
  'fingerprint-id': { id: string | null };
  heartbeat: { seq: number; intervalMs: number };
  navigate: { url: string; target: NavigationTarget };
  ack: { commandId: string; command: string; result?: unknown };
  error: { commandId: string | null; command: string | null; code: RoomErrorCode; message: string };
}
export type RoomMessageType = keyof RoomPayloads;

/** Each command the host sends, by type: its payload. */
export interface HostPayloads {
  hello: { delegateNavigation?: boolean };
  mute: Record<string, never>;
  unmute: Record<string, never>;
  play: Record<string, never>;
  pause: Record<string, never>;
  seek: { seconds: number };
  'get-state': Record<string, never>;
  heartbeat: { seq: number };
  configure: { delegateNavigation: boolean };
}
export type HostCommandType = keyof HostPayloads;

export type RoomMessage = {
  [T in RoomMessageType]: { source: 'kirari'; version: 1; id: string; type: T; payload: RoomPayloads[T] };
}[RoomMessageType];

/** What hello and get-state answer with. */
export interface RoomStateSnapshot {
  postId: number;
  mode: RoomModeName;
  phase: RoomPhase;
  muted: boolean;
  playStatus: PlayStatus | null;
  currentTime: number | null;
  duration: number | null;
  promotingProductId: number | null;
  viewer: Viewer;
  delegateNavigation: boolean;
  /** Inbound messages the room ignored because their origin was not its allowed parent. */
  rejectedMessages: number;
}

/** Events of embed.js itself, besides the room's messages. */
export interface HostEvents {
  /** The room answered hello (after each load of the frame): commands go through from now on. */
  ready: (state: RoomStateSnapshot) => void;
  /** A message arrived after silence (or for the first time). */
  alive: () => void;
  /** Nothing from the room for 3 heartbeat intervals (15 s by default). */
  stale: (info: { silentMs: number }) => void;
  /** A message from the room's frame and origin that does not fit the protocol; dropped. */
  invalid: (info: { reason: string; data: unknown }) => void;
  /** Every valid room message. */
  '*': (message: RoomMessage) => void;
}

export type RoomHandler<T extends RoomMessageType> = (payload: RoomPayloads[T], message: Extract<RoomMessage, { type: T }>) => void;

export interface CreateOptions {
  /** The element to fill, or a selector of it. */
  container: Element | string;
  /** The store's slug, such as "demo". */
  store: string;
  /** The live's post id. */
  post: number | string;
  /** The storefront's origin; defaults to the origin embed.js was loaded from. */
  origin?: string;
  /** The room's hu_source (default "sdk"; "cms_sdk" for CMS plug-ins). */
  source?: string;
  /** Ask the room to post `navigate` instead of opening product, cart and checkout links. */
  delegateNavigation?: boolean;
  /** How long a command waits for its answer (default 5000). */
  commandTimeoutMs?: number;
  /** The frame's accessible title (default "Live shopping room"). */
  title?: string;
  /** Watch the room's heartbeat and send ours (default true). */
  heartbeat?: boolean;
}

export interface KirariEmbedError extends Error {
  name: 'KirariEmbedError';
  /** The room's error code, or 'timeout' | 'destroyed' from embed.js itself. */
  code: RoomErrorCode | 'timeout' | 'destroyed';
  command: string | null;
  commandId: string | null;
}

export interface EmbeddedRoom {
  readonly iframe: HTMLIFrameElement;
  readonly origin: string;
  /** True between the room's hello answer and the frame's next load. */
  readonly ready: boolean;
  readonly status: 'connecting' | 'alive' | 'stale';
  on<T extends RoomMessageType>(type: T, handler: RoomHandler<T>): () => void;
  on<E extends keyof HostEvents>(type: E, handler: HostEvents[E]): () => void;
  off<T extends RoomMessageType>(type: T, handler: RoomHandler<T>): void;
  off<E extends keyof HostEvents>(type: E, handler: HostEvents[E]): void;
  mute(): Promise<unknown>;
  unmute(): Promise<unknown>;
  play(): Promise<unknown>;
  pause(): Promise<unknown>;
  /** Replays only; a live answers `not-supported`. */
  seek(seconds: number): Promise<unknown>;
  getState(): Promise<RoomStateSnapshot>;
  configure(config: { delegateNavigation: boolean }): Promise<unknown>;
  /** Removes the frame and the listener; pending commands reject with code 'destroyed'. */
  destroy(): void;
}

export interface KirariEmbedStatic {
  readonly version: 1;
  create(options: CreateOptions): EmbeddedRoom;
  /** The check embed.js applies to every message from the room. */
  parseRoomMessage(data: unknown): { ok: true; message: RoomMessage } | { ok: false; reason: string };
  parseStateSnapshot(value: unknown): RoomStateSnapshot | null;
  readonly KirariEmbedError: new (code: string, message: string, command: string | null, commandId: string | null) => KirariEmbedError;
  readonly ROOM_MESSAGE_TYPES: readonly RoomMessageType[];
  readonly HOST_COMMAND_TYPES: readonly HostCommandType[];
}

declare global {
  var KirariEmbed: KirariEmbedStatic;
}
