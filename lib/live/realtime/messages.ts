import type { RealtimeEvent } from './types';

/**
 * Channel kinds and the message payload convention (platform/realtime/payload.ts is the other side):
 * - pubnub: the message is `{ name, data }`, `name` being the event type;
 * - ably: the message's own `name` and `data`.
 * Some publishers send the body pre-serialised; a string `data` that is JSON for an object or array
 * is decoded, any other string is kept as is.
 */

export const CHANNEL_PREFIXES = ['cart', 'comment', 'comment-failed', 'notification'] as const;
export type ChannelPrefix = (typeof CHANNEL_PREFIXES)[number];

/** The part of a channel name before `|` (spec live-room §7); the whole name when there is none. */
export function channelPrefix(channel: string): string {
  const bar = channel.indexOf('|');
  return bar === -1 ? channel : channel.slice(0, bar);
}

export function isChannelPrefix(prefix: string): prefix is ChannelPrefix {
  return (CHANNEL_PREFIXES as readonly string[]).includes(prefix);
}

function decodeData(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null;
  const text = data.trim();
  if (!(text.startsWith('{') || text.startsWith('['))) return data;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return data;
  }
}

function event(channel: string, name: string, data: unknown): RealtimeEvent {
  return { channel, prefix: channelPrefix(channel), name, data: decodeData(data) };
}

/** A pubnub message (`event.message`); null when it is not `{ name, data }`. */
export function parsePubnubMessage(channel: string, message: unknown): RealtimeEvent | null {
  const value = decodeData(message);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { name, data } = value as { name?: unknown; data?: unknown };
  return typeof name === 'string' && name ? event(channel, name, data) : null;
}

/** An ably message (already decoded by the SDK); null without a name. */
export function parseAblyMessage(channel: string, name: unknown, data: unknown): RealtimeEvent | null {
  return typeof name === 'string' && name ? event(channel, name, data) : null;
}
