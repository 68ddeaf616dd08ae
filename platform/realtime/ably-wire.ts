import type { FeedMessage } from './feed';
import { toAblyData } from './payload';
import { timetokenToMillis } from './timetoken';

/**
 * Ably's realtime protocol (v2, JSON format) as ably-js 2.28 speaks it; numbers from
 * node_modules/ably/src/common/lib/types/protocolmessagecommon.ts. Pure builders and a parser.
 */

export const ACTION = {
  HEARTBEAT: 0,
  ACK: 1,
  NACK: 2,
  CONNECTED: 4,
  DISCONNECTED: 6,
  CLOSE: 7,
  CLOSED: 8,
  ERROR: 9,
  ATTACH: 10,
  ATTACHED: 11,
  DETACH: 12,
  DETACHED: 13,
  PRESENCE: 14,
  MESSAGE: 15,
  AUTH: 17,
  OBJECT: 19,
  ANNOTATION: 21,
} as const;

export const FLAG = {
  RESUMED: 1 << 2,
  PRESENCE: 1 << 16,
  PUBLISH: 1 << 17,
  SUBSCRIBE: 1 << 18,
  PRESENCE_SUBSCRIBE: 1 << 19,
} as const;

/** The channel-mode bits (16 and up) a client may request in ATTACH flags. */
const MODE_MASK = ~((1 << 16) - 1);
const DEFAULT_MODES = FLAG.PRESENCE | FLAG.PUBLISH | FLAG.SUBSCRIBE | FLAG.PRESENCE_SUBSCRIBE;

/** Client → server actions that carry a msgSerial and expect an ACK. */
export const ACKED_ACTIONS: ReadonlySet<number> = new Set([ACTION.MESSAGE, ACTION.PRESENCE, ACTION.OBJECT, ACTION.ANNOTATION]);

export const CONNECTION_DETAILS = {
  maxIdleInterval: 15_000,
  connectionStateTtl: 120_000,
  maxMessageSize: 65_536,
  maxFrameSize: 524_288,
  maxInboundRate: 250,
  serverId: 'kirari-platform',
};

/** How often the server sends a HEARTBEAT; below maxIdleInterval so the client never times out. */
export const HEARTBEAT_INTERVAL_MS = 10_000;

export interface WireError {
  message: string;
  code: number;
  statusCode: number;
}

export interface InboundMessage {
  name?: string;
  data?: unknown;
  encoding?: string;
  clientId?: string;
}

/** The fields of a client frame this server reads. */
export interface InboundFrame {
  action: number;
  id?: string;
  channel?: string;
  channelSerial?: string;
  msgSerial?: number;
  flags?: number;
  /** ATTACH: the channel's params (`rewind` is the one this server reads). */
  params?: Record<string, string>;
  messages?: InboundMessage[];
  accessToken?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined);
const stringValues = (record: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

function inboundMessage(value: unknown): InboundMessage | null {
  if (!isRecord(value)) return null;
  return {
    name: optionalString(value.name),
    data: value.data,
    encoding: optionalString(value.encoding),
    clientId: optionalString(value.clientId),
  };
}

/** Parses one JSON text frame; null for anything that is not a protocol message. */
export function parseFrame(text: string): InboundFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.action !== 'number') return null;
  const auth = isRecord(value.auth) ? value.auth : {};
  const params = isRecord(value.params) ? stringValues(value.params) : undefined;
  return {
    action: value.action,
    id: optionalString(value.id),
    channel: optionalString(value.channel),
    channelSerial: optionalString(value.channelSerial),
    msgSerial: typeof value.msgSerial === 'number' ? value.msgSerial : undefined,
    flags: typeof value.flags === 'number' ? value.flags : undefined,
    ...(params ? { params } : {}),
    messages: Array.isArray(value.messages)
      ? value.messages.map(inboundMessage).filter((m): m is InboundMessage => m !== null)
      : undefined,
    accessToken: optionalString(auth.accessToken),
  };
}

export function connectedFrame(connectionId: string, connectionKey: string, clientId: string | undefined, error?: WireError) {
  return {
    action: ACTION.CONNECTED,
    connectionId,
    connectionKey,
    connectionDetails: { ...CONNECTION_DETAILS, connectionKey, ...(clientId ? { clientId } : {}) },
    ...(error ? { error } : {}),
  };
}

/**
 * ATTACHED grants the modes asked for (all of them when none were asked) that the capability allows,
 * echoes the channel's params, and carries an error that did not stop the attach (a rewind cut short).
 */
export function attachedFrame(
  channel: string,
  channelSerial: string,
  requestedFlags: number | undefined,
  resumed: boolean,
  allowedModes: number = DEFAULT_MODES,
  extra: { params?: Record<string, string>; error?: WireError } = {},
) {
  const modes = ((requestedFlags ?? 0) & MODE_MASK || DEFAULT_MODES) & allowedModes;
  return { action: ACTION.ATTACHED, channel, channelSerial, flags: modes | (resumed ? FLAG.RESUMED : 0), ...extra };
}

/** Ably's rewind replays at most this many messages; past it ATTACHED carries BACKLOG_TOO_LARGE. */
export const REWIND_LIMIT = 100;
export const BACKLOG_TOO_LARGE: WireError = { message: 'Unable to recover channel (message limit exceeded)', code: 90004, statusCode: 404 };

const REWIND_UNIT_MS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000 };

/** The `rewind` channel param: a count of messages (`"10"`), or a time back from now (`"15s"`, `"2m"`, `"1h"`); null otherwise. */
export function parseRewind(value: string | undefined): { count: number } | { ms: number } | null {
  const match = value === undefined ? null : /^(\d{1,9})([smh])?$/.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2] ? { ms: amount * REWIND_UNIT_MS[match[2]] } : { count: amount };
}

export const detachedFrame = (channel: string) => ({ action: ACTION.DETACHED, channel });
export const ackFrame = (msgSerial: number, count: number) => ({ action: ACTION.ACK, msgSerial, count });
export const nackFrame = (msgSerial: number, count: number, error: WireError) => ({ action: ACTION.NACK, msgSerial, count, error });
export const heartbeatFrame = (id?: string) => ({ action: ACTION.HEARTBEAT, ...(id ? { id } : {}) });
export const closedFrame = () => ({ action: ACTION.CLOSED });
export const errorFrame = (error: WireError, channel?: string) => ({ action: ACTION.ERROR, error, ...(channel ? { channel } : {}) });

/**
 * One MESSAGE frame per feed message. The channelSerial is the message's timetoken, so a client
 * re-attaching with it gets exactly what followed. An ably client's own data/encoding is relayed as is.
 */
export function messageFrame(message: FeedMessage) {
  const payload = message.ablyPayload ?? toAblyData(message.data);
  const timestamp = timetokenToMillis(message.timetoken);
  return {
    action: ACTION.MESSAGE,
    id: message.id.replace(/:0$/, ''),
    channel: message.channel,
    channelSerial: message.timetoken,
    timestamp,
    ...(message.originConnectionId ? { connectionId: message.originConnectionId } : {}),
    messages: [
      {
        id: message.id,
        name: message.name,
        ...(payload.data !== undefined ? { data: payload.data } : {}),
        ...(payload.encoding ? { encoding: payload.encoding } : {}),
        timestamp,
        ...(message.ablyPayload?.clientId ? { clientId: message.ablyPayload.clientId } : {}),
      },
    ],
  };
}
