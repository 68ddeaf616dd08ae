import { channelListForPost, postIdOfGroup } from './config';

/**
 * pubnub channel groups. A post's group (`kirari-post-<id>`, the stream info's `pubnub_group_name`)
 * resolves to the post's channels without registration; other groups are what clients registered
 * through the channel-registration API.
 */
/** Groups registered, and channels per group (pubnub allows 2000); beyond them an add is refused. */
export const MAX_GROUPS = 1_000;
export const MAX_CHANNELS_PER_GROUP = 2_000;

export class ChannelGroups {
  private readonly registered = new Map<string, Set<string>>();

  channelsOf(group: string): string[] {
    const own = this.registered.get(group);
    const postId = postIdOfGroup(group);
    const implicit = postId === null ? [] : channelListForPost(postId);
    return [...new Set([...implicit, ...(own ?? [])])];
  }

  /** False (nothing added) when the group or the number of groups would pass its cap. */
  add(group: string, channels: string[]): boolean {
    const set = this.registered.get(group) ?? new Set<string>();
    if (!this.registered.has(group) && this.registered.size >= MAX_GROUPS) return false;
    if (new Set([...set, ...channels]).size > MAX_CHANNELS_PER_GROUP) return false;
    channels.forEach((channel) => set.add(channel));
    this.registered.set(group, set);
    return true;
  }

  remove(group: string, channels: string[]): void {
    const set = this.registered.get(group);
    channels.forEach((channel) => set?.delete(channel));
  }

  delete(group: string): void {
    this.registered.delete(group);
  }

  groups(): string[] {
    return [...this.registered.keys()];
  }

  /**
   * Which subscription each channel is delivered under: explicit channels as themselves, channels
   * reached only through a group under the group's name (pubnub's envelope `b`).
   */
  resolve(channels: string[], groups: string[]): Map<string, string> {
    const subscriptionOf = new Map<string, string>();
    for (const group of groups) for (const channel of this.channelsOf(group)) subscriptionOf.set(channel, group);
    for (const channel of channels) subscriptionOf.set(channel, channel);
    return subscriptionOf;
  }

  clear(): void {
    this.registered.clear();
  }
}
