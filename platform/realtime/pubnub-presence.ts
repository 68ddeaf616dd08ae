/**
 * pubnub presence, reduced to occupancy: a uuid is present on a channel from its subscribe or
 * heartbeat until it leaves or its heartbeat timeout (the `heartbeat` query, 300 s by default)
 * passes. No join/leave events are published: the storefront does not subscribe to `-pnpres`.
 */
export const DEFAULT_PRESENCE_TIMEOUT_S = 300;

export class PresenceTracker {
  /** channel → uuid → expiry (epoch ms). */
  private readonly present = new Map<string, Map<string, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  touch(uuid: string | null, channels: string[], timeoutSeconds: number = DEFAULT_PRESENCE_TIMEOUT_S): void {
    if (!uuid) return;
    const expires = this.now() + Math.max(1, timeoutSeconds) * 1000;
    for (const channel of channels) {
      const uuids = this.present.get(channel) ?? new Map<string, number>();
      uuids.set(uuid, expires);
      this.present.set(channel, uuids);
    }
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
    return [...this.present.keys()].filter((channel) => this.uuids(channel).length > 0);
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
