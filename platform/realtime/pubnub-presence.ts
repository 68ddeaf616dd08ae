/**
 * pubnub presence, reduced to occupancy: a uuid is present on a channel from its subscribe or
 * heartbeat until it leaves or its heartbeat timeout (the `heartbeat` query, 300 s by default)
 * passes. No join/leave events are published: the storefront does not subscribe to `-pnpres`.
 */
export const DEFAULT_PRESENCE_TIMEOUT_S = 300;
/** Channels tracked; beyond it expired entries are swept, then the least recently touched channel goes. */
export const MAX_PRESENCE_CHANNELS = 10_000;
/** uuids tracked per channel, likewise. */
export const MAX_PRESENCE_UUIDS = 10_000;

export class PresenceTracker {
  /** channel → uuid → expiry (epoch ms). */
  private readonly present = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  touch(uuid: string | null, channels: string[], timeoutSeconds: number = DEFAULT_PRESENCE_TIMEOUT_S): void {
    if (!uuid) return;
    const expires = this.now() + Math.max(1, timeoutSeconds) * 1000;
    for (const channel of channels) {
      const uuids = this.present.get(channel) ?? new Map<string, number>();
      uuids.delete(uuid);
      uuids.set(uuid, expires);
      this.present.delete(channel);
      this.present.set(channel, uuids);
      if (uuids.size > MAX_PRESENCE_UUIDS) this.uuids(channel);
      while (uuids.size > MAX_PRESENCE_UUIDS) uuids.delete(uuids.keys().next().value as string);
    }
    if (this.present.size > MAX_PRESENCE_CHANNELS) this.channels();
    while (this.present.size > MAX_PRESENCE_CHANNELS) this.present.delete(this.present.keys().next().value as string);
  }

  get channelCount(): number {
    return this.present.size;
  }

  leave(uuid: string | null, channels: string[]): void {
    if (!uuid) return;
    for (const channel of channels) this.present.get(channel)?.delete(uuid);
  }

  uuids(channel: string): string[] {
    const uuids = this.present.get(channel);
    if (!uuids) return [];
    const now = this.now();
    for (const [uuid, expires] of uuids) if (expires <= now) uuids.delete(uuid);
    return [...uuids.keys()];
  }

  channels(): string[] {
    const live: string[] = [];
    for (const channel of [...this.present.keys()]) {
      if (this.uuids(channel).length > 0) live.push(channel);
      else this.present.delete(channel); // nobody is on it any more
    }
    return live;
  }

  clear(): void {
    this.present.clear();
  }
}

/** The `heartbeat` query value in seconds, or the default. */
export function heartbeatTimeout(value: string | null): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_PRESENCE_TIMEOUT_S;
}
