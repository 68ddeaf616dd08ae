/**
 * Keys and channel names of the platform's realtime feed.
 *
 * The keys are fixed, public, loopback-only values: the SDKs need something key-shaped, and the
 * emulator checks them so a misconfigured client fails loudly instead of silently receiving nothing.
 */

export type RealtimeProviderType = 'ably' | 'pubnub';

export const PUBNUB_PUBLISH_KEY = 'pub-c-kirari-local';
export const PUBNUB_SUBSCRIBE_KEY = 'sub-c-kirari-local';

/** Ably API keys are `<keyName>:<secret>`; the key name is what token requests name. */
export const ABLY_KEY_NAME = 'kirari.local';
export const ABLY_KEY_SECRET = 'secret';
export const ABLY_KEY = `${ABLY_KEY_NAME}:${ABLY_KEY_SECRET}`;

/** Spec live-room §7: a channel's kind is the part before `|`. */
export const CHANNEL_PREFIXES = ['cart', 'comment', 'comment-failed', 'notification'] as const;
export type ChannelPrefix = (typeof CHANNEL_PREFIXES)[number];

export interface PostChannels {
  cart: string;
  comment: string;
  commentFailed: string;
  notification: string;
}

export function channelFor(prefix: ChannelPrefix, postId: number | string): string {
  return `${prefix}|${postId}`;
}

export function channelsForPost(postId: number | string): PostChannels {
  return {
    cart: channelFor('cart', postId),
    comment: channelFor('comment', postId),
    commentFailed: channelFor('comment-failed', postId),
    notification: channelFor('notification', postId),
  };
}

export function channelListForPost(postId: number | string): string[] {
  return CHANNEL_PREFIXES.map((prefix) => channelFor(prefix, postId));
}

/**
 * The pubnub channel group of a post. The pubnub emulator resolves these names to
 * `channelListForPost(id)` without registration, so a client may subscribe by group or by channels.
 */
const GROUP_PREFIX = 'kirari-post-';

export function pubnubGroupForPost(postId: number | string): string {
  return `${GROUP_PREFIX}${postId}`;
}

/** The post id of an implicit post group, or null for any other group name. */
export function postIdOfGroup(group: string): string | null {
  if (!group.startsWith(GROUP_PREFIX)) return null;
  const id = group.slice(GROUP_PREFIX.length);
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : null;
}

export function occupancyChannelForPost(postId: number | string): string {
  return `occupancy|${postId}`;
}

/** The realtime part of a stream-info / replay-info answer (spec live-room §3). */
export interface StreamInfoRealtimeFields {
  realtime_service_provider: {
    type: RealtimeProviderType;
    channel_list: string[];
    /**
     * pubnub: the subscribe key; ably: a token that may only subscribe to `channel_list` (never the
     * API key: whoever holds that can publish into any room).
     */
    subscribe_key: string;
  };
  pubnub_group_name: string;
  pubnub_subscribe_key: string;
  pubnub_occupancy_channel: string;
}

/**
 * For the platform's stream-info routes: which provider a post uses is the caller's choice.
 * `subscribeToken` mints the ably credential (platform/realtime/ably-auth.ts), only for ably posts.
 */
export function streamInfoRealtimeFields(
  provider: RealtimeProviderType,
  postId: number | string,
  subscribeToken: (channels: readonly string[]) => string,
): StreamInfoRealtimeFields {
  const channels = channelListForPost(postId);
  return {
    realtime_service_provider: {
      type: provider,
      channel_list: channels,
      subscribe_key: provider === 'ably' ? subscribeToken(channels) : PUBNUB_SUBSCRIBE_KEY,
    },
    pubnub_group_name: pubnubGroupForPost(postId),
    pubnub_subscribe_key: PUBNUB_SUBSCRIBE_KEY,
    pubnub_occupancy_channel: occupancyChannelForPost(postId),
  };
}
