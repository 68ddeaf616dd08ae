import type { FeedMessage } from './feed';
import { toPubnubPayload } from './payload';

/**
 * pubnub's REST wire format as the pubnub 11 SDK reads it (verified against the SDK's parsers in
 * node_modules/pubnub/lib/core/endpoints). Pure builders, no I/O.
 */

/** pubnub answers with region 1 for a single-region origin. */
export const REGION = 1;

/** A message envelope of a subscribe answer. */
export interface PubnubEnvelope {
  /** Message type; "4" is an ordinary published message. */
  a: string;
  f: number;
  /** Publisher uuid. */
  i: string;
  /** Publish timetoken. */
  p: { t: string; r: number };
  k: string;
  /** Actual channel. */
  c: string;
  d: unknown;
  /** What the client subscribed to: the channel itself, or the channel group it came through. */
  b: string;
}

export interface SubscribeAnswer {
  t: { t: string; r: number };
  m: PubnubEnvelope[];
}

export function envelopeOf(message: FeedMessage, subscribeKey: string, subscription: string): PubnubEnvelope {
  return {
    a: '4',
    f: 0,
    i: message.publisher,
    p: { t: message.timetoken, r: REGION },
    k: subscribeKey,
    c: message.channel,
    d: message.pubnubPayload !== undefined ? message.pubnubPayload : toPubnubPayload(message.name, message.data),
    b: subscription,
  };
}

/**
 * The subscribe answer for some messages. The cursor is the newest delivered timetoken, or
 * `idleCursor` when there is nothing, so the next long-poll asks for exactly what follows.
 */
export function subscribeAnswer(
  messages: FeedMessage[],
  subscribeKey: string,
  subscriptionOf: (channel: string) => string,
  idleCursor: string,
): SubscribeAnswer {
  const cursor = messages.length ? messages[messages.length - 1].timetoken : idleCursor;
  return {
    t: { t: cursor, r: REGION },
    m: messages.map((message) => envelopeOf(message, subscribeKey, subscriptionOf(message.channel))),
  };
}

/** Channel names from a path segment (`a,b`; `,` alone means none, when only groups are used). */
export function splitNames(segment: string | undefined | null): string[] {
  return (segment ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** A handshake has no cursor yet (`tt` absent or 0). */
export function isHandshake(tt: string | null): boolean {
  return !tt || tt === '0';
}

export const publishAnswer = (timetoken: string): [number, string, string] => [1, 'Sent', timetoken];

/** Error bodies in the shape the SDK reports as a status (`message`, `status`, `error`). */
export function serviceError(status: number, message: string, service = 'Access Manager') {
  return { status, error: true, message, service };
}

export const presenceOk = (extra: Record<string, unknown> = {}) => ({
  status: 200,
  message: 'OK',
  ...extra,
  service: 'Presence',
});

export const channelRegistryOk = (payload?: Record<string, unknown>) => ({
  status: 200,
  message: 'OK',
  ...(payload ? { payload } : {}),
  service: 'channel-registry',
  error: false,
});
