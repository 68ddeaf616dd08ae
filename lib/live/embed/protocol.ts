import { z } from 'zod';
import { EMBED_PROTOCOL_VERSION, HOST_SOURCE, ROOM_SOURCE } from './constants';

/**
 * The embedding protocol (issue 15, live-room §7 "Embedding-page messaging"): what the room posts to
 * the page that frames it, and the commands that page may send back. This file is the contract:
 * docs/embedding.md documents it, tests parse every message the room builds with these schemas,
 * and the two browser-side checkers (lib/live/embed/inbound.ts in the room, public/embed.js on the
 * host) are tested against them. Browser code never imports zod: only `import type` from here.
 *
 * Envelopes: room → host `{ source: 'kirari', version, id, type, payload }`;
 * host → room `{ source: 'kirari-host', version, id, type, payload }`.
 */

export { EMBED_PROTOCOL_VERSION, HOST_SOURCE, ROOM_SOURCE };

const messageId = z.string().min(1).max(64);
const productId = z.number().int().nonnegative();
const seconds = z.number().finite().nonnegative();

const SalableStatus = z.enum(['on_sell', 'sold_out', 'before_sell', 'end_sell']);
export const ViewerKind = z.enum(['ghost', 'guest', 'member']);
export const PlayStatus = z.enum(['playing', 'paused', 'waiting', 'ended']);
export const RoomPhase = z.enum(['ready', 'started', 'ended']);
export const RoomModeName = z.enum(['upcoming', 'live', 'ended', 'replay']);
export const NavigationTarget = z.enum(['product', 'cart', 'checkout', 'other']);

/** Each kind of message the room posts, with its payload. */
export const RoomPayloads = {
  /** The viewer's identity changed. Never a token: kind, id and nickname only. */
  'token-update': z.object({ kind: ViewerKind, id: z.string().nullable(), nickname: z.string().nullable() }),
  /** The id the viewer has on the realtime service (comments, reactions and presence carry it). */
  'realtime-id': z.object({ id: z.string().min(1) }),
  'sku-sold': z.object({ skuId: productId, productId: productId.nullable(), quantity: z.number().int().nonnegative().nullable(), availableQuantity: z.number().int().nonnegative().nullable() }),
  'products-changed': z.object({
    products: z.array(z.object({ id: productId, name: z.string(), salableStatus: SalableStatus, soldOut: z.boolean() })),
  }),
  /** ready once per page (the room can take commands); started and ended as the live goes. */
  lifecycle: z.object({ phase: RoomPhase, postId: productId, mode: RoomModeName }),
  /** The product the seller is promoting now (null: none). */
  'promoting-product': z.object({ productId: productId.nullable() }),
  'salable-status': z.object({ productId, status: SalableStatus }),
  audio: z.object({ muted: z.boolean() }),
  'play-status': z.object({ status: PlayStatus }),
  /** A replay's clip at the playhead (null when between clips). */
  clip: z.object({ clipId: z.string().nullable(), title: z.string().nullable(), start: seconds.nullable(), end: seconds.nullable() }),
  /** At most once a second while the video advances. */
  'video-time': z.object({ currentTime: seconds, duration: seconds.nullable(), live: z.boolean() }),
  /** The room will reload itself in `inSeconds` (a live starting, or the seller's force refresh). */
  'force-reload': z.object({ inSeconds: seconds, reason: z.enum(['live-started', 'force-refresh']) }),
  /** The room's <video> exists and plays through this engine. */
  'video-element-bound': z.object({ engine: z.enum(['native', 'videojs']), live: z.boolean() }),
  /** The fingerprint of the watching session (the duplicate-watch check's key; null for a ghost). */
  'fingerprint-id': z.object({ id: z.string().nullable() }),
  /** Every few seconds while the room runs; `seq` counts up from 1. */
  heartbeat: z.object({ seq: z.number().int().positive(), intervalMs: z.number().int().positive() }),
  /** A link the host asked to handle itself (configure { delegateNavigation: true }). http(s) only: a host may assign it to location. */
  navigate: z.object({ url: z.url({ protocol: /^https?$/ }), target: NavigationTarget }),
  /** A command succeeded; `result` is the room's state for get-state and hello. */
  ack: z.object({ commandId: messageId, command: z.string(), result: z.unknown().optional() }),
  error: z.object({
    commandId: messageId.nullable(),
    command: z.string().nullable(),
    code: z.enum(['unknown-command', 'invalid-message', 'not-supported', 'not-ready', 'failed']),
    message: z.string(),
  }),
} as const;

export type RoomMessageType = keyof typeof RoomPayloads;
export const ROOM_MESSAGE_TYPES = Object.keys(RoomPayloads) as RoomMessageType[];
export type RoomPayload<T extends RoomMessageType> = z.infer<(typeof RoomPayloads)[T]>;

const envelope = <S extends string>(source: S) => ({ source: z.literal(source), version: z.literal(EMBED_PROTOCOL_VERSION), id: messageId });

/** Any message the room posts. */
export const RoomMessage = z.discriminatedUnion(
  'type',
  ROOM_MESSAGE_TYPES.map((type) => z.object({ ...envelope(ROOM_SOURCE), type: z.literal(type), payload: RoomPayloads[type] })) as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<RoomMessageType> }>,
    ...z.ZodObject<{ type: z.ZodLiteral<RoomMessageType> }>[],
  ],
);
export type RoomMessage = { [T in RoomMessageType]: { source: typeof ROOM_SOURCE; version: typeof EMBED_PROTOCOL_VERSION; id: string; type: T; payload: RoomPayload<T> } }[RoomMessageType];

/** Each command the host may send, with its payload. */
export const HostPayloads = {
  /** The host is listening (embed.js sends it on load); answered with the state. */
  hello: z.object({ delegateNavigation: z.boolean().optional() }),
  mute: z.object({}),
  unmute: z.object({}),
  play: z.object({}),
  pause: z.object({}),
  /** Replays only: a live cannot seek. */
  seek: z.object({ seconds }),
  'get-state': z.object({}),
  heartbeat: z.object({ seq: z.number().int().positive() }),
  /** delegateNavigation: the room posts `navigate` instead of opening product, cart and checkout links. */
  configure: z.object({ delegateNavigation: z.boolean() }),
} as const;

export type HostCommandType = keyof typeof HostPayloads;
export const HOST_COMMAND_TYPES = Object.keys(HostPayloads) as HostCommandType[];
export type HostPayload<T extends HostCommandType> = z.infer<(typeof HostPayloads)[T]>;
export type HostCommand = { [T in HostCommandType]: { source: typeof HOST_SOURCE; version: typeof EMBED_PROTOCOL_VERSION; id: string; type: T; payload: HostPayload<T> } }[HostCommandType];

export const HostMessage = z.discriminatedUnion(
  'type',
  HOST_COMMAND_TYPES.map((type) => z.object({ ...envelope(HOST_SOURCE), type: z.literal(type), payload: HostPayloads[type] })) as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<HostCommandType> }>,
    ...z.ZodObject<{ type: z.ZodLiteral<HostCommandType> }>[],
  ],
);

/** What get-state and hello answer with. */
export const RoomStateSnapshot = z.object({
  postId: productId,
  mode: RoomModeName,
  phase: RoomPhase,
  muted: z.boolean(),
  playStatus: PlayStatus.nullable(),
  currentTime: seconds.nullable(),
  duration: seconds.nullable(),
  promotingProductId: productId.nullable(),
  viewer: RoomPayloads['token-update'],
  delegateNavigation: z.boolean(),
  /** Inbound messages ignored because their origin is not the allowed parent. */
  rejectedMessages: z.number().int().nonnegative(),
});
export type RoomStateSnapshot = z.infer<typeof RoomStateSnapshot>;
