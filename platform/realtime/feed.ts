import { compareTimetokens, createTimetokenClock, type TimetokenClock } from './timetoken';

/**
 * The feed both protocols share: every published message gets a timetoken, is kept for a while per
 * channel, and is handed to live listeners. The buffer is what lets a pubnub long-poll that arrives
 * with an older cursor, or an ably channel re-attaching with its last channelSerial, receive what it
 * missed between two requests.
 */

export interface FeedMessage {
  channel: string;
  /** Event type, e.g. `comment`, `live.stopped`. */
  name: string;
  /** The decoded payload (any JSON value). */
  data: unknown;
  timetoken: string;
  /** Epoch milliseconds. */
  timestamp: number;
  /** Ably message id; unique across the feed. */
  id: string;
  /** pubnub `i`: the publishing uuid / ably clientId, or the platform itself. */
  publisher: string;
  /** The ably connection that published it, so `echo=false` connections can skip their own. */
  originConnectionId?: string;
  /** The exact `d` a pubnub client published, relayed verbatim to pubnub subscribers. */
  pubnubPayload?: unknown;
  /** The exact data/encoding (and clientId) an ably client published, relayed verbatim to ably subscribers. */
  ablyPayload?: { data?: unknown; encoding?: string; clientId?: string };
}

export type FeedInput = Omit<FeedMessage, 'timetoken' | 'timestamp' | 'id' | 'publisher'> & { publisher?: string };

export type FeedListener = (message: FeedMessage) => void;

export interface FeedOptions {
  /** Messages kept per channel. */
  maxPerChannel: number;
  /** Messages older than this are dropped (ms). */
  maxAgeMs: number;
  /** Messages kept over all channels; beyond it the least recently published channel loses its oldest. */
  maxTotal: number;
  now: () => number;
}

export const PLATFORM_PUBLISHER = 'kirari-platform';

const DEFAULTS: FeedOptions = { maxPerChannel: 500, maxAgeMs: 5 * 60_000, maxTotal: 5000, now: Date.now };

interface ChannelLog {
  messages: FeedMessage[];
  /** Timetoken of the newest message dropped from the buffer ('0' when none). */
  floor: string;
}

export class Feed {
  readonly clock: TimetokenClock;
  private readonly options: FeedOptions;
  private readonly logs = new Map<string, ChannelLog>();
  private readonly listeners = new Set<FeedListener>();
  private total = 0;
  /** The newest floor of the logs forgotten (see forgetEmptyLogs). */
  private forgottenFloor = '0';

  constructor(options: Partial<FeedOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.clock = createTimetokenClock(this.options.now);
  }

  append(input: FeedInput): FeedMessage {
    const timetoken = this.clock.next();
    const message: FeedMessage = {
      ...input,
      publisher: input.publisher ?? PLATFORM_PUBLISHER,
      timetoken,
      timestamp: this.options.now(),
      id: `kirari:${timetoken}:0`,
    };
    const log = this.logOf(message.channel);
    log.messages.push(message);
    this.total += 1;
    this.prune(log);
    this.enforceTotal();
    for (const listener of this.listeners) listener(message);
    return message;
  }

  /** Buffered messages on any of `channels` newer than `after`, oldest first, at most `limit`. */
  since(channels: Iterable<string>, after: string, limit = Infinity): FeedMessage[] {
    const found: FeedMessage[] = [];
    for (const channel of new Set(channels)) {
      const log = this.logs.get(channel);
      if (!log) continue;
      this.prune(log);
      for (const message of log.messages) if (compareTimetokens(message.timetoken, after) > 0) found.push(message);
    }
    found.sort((a, b) => compareTimetokens(a.timetoken, b.timetoken));
    return found.slice(0, limit);
  }

  /**
   * Ably's rewind: the channel's buffered messages of the last `ms`, or its last `count`, oldest
   * first; at most `limit` of them, the newest (`truncated` when there were more).
   */
  rewind(channel: string, back: { count: number } | { ms: number }, limit: number): { messages: FeedMessage[]; truncated: boolean } {
    const log = this.logs.get(channel);
    if (!log) return { messages: [], truncated: false };
    this.prune(log);
    const since = 'ms' in back ? this.options.now() - back.ms : 0;
    const all = 'count' in back ? log.messages.slice(Math.max(0, log.messages.length - back.count)) : log.messages.filter((m) => m.timestamp >= since);
    return { messages: all.slice(Math.max(0, all.length - limit)), truncated: all.length > limit };
  }

  /** Whether the buffer still holds every message of `channel` after `after` (nothing was pruned). */
  covers(channel: string, after: string): boolean {
    const log = this.logs.get(channel);
    if (!log) return this.forgottenFloor === '0' || compareTimetokens(after, this.forgottenFloor) >= 0;
    return compareTimetokens(after, log.floor) >= 0;
  }

  /** The newest timetoken on a channel, else a fresh cursor. */
  latest(channel: string): string {
    const messages = this.logs.get(channel)?.messages;
    return messages?.length ? messages[messages.length - 1].timetoken : this.clock.current();
  }

  listen(listener: FeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Channels with a log (for tests of the caps). */
  get channelCount(): number {
    return this.logs.size;
  }

  get messageCount(): number {
    return this.total;
  }

  /**
   * Forgets every buffered message but keeps the listeners and the clock: a platform reset, after
   * which post ids (and so channels) come again and must replay nothing of the old state's rooms.
   */
  forget(): void {
    this.logs.clear();
    this.total = 0;
    this.forgottenFloor = this.clock.current();
  }

  clear(): void {
    this.logs.clear();
    this.listeners.clear();
    this.total = 0;
    this.forgottenFloor = '0';
  }

  /** The channel's log, moved to the end of the map: the map's order is least recently published first. */
  private logOf(channel: string): ChannelLog {
    const log = this.logs.get(channel) ?? { messages: [], floor: '0' };
    this.logs.delete(channel);
    this.logs.set(channel, log);
    return log;
  }

  private enforceTotal(): void {
    for (const log of this.logs.values()) {
      if (this.total <= this.options.maxTotal) break;
      const drop = Math.min(log.messages.length, this.total - this.options.maxTotal);
      if (drop > 0) {
        log.floor = log.messages[drop - 1].timetoken;
        log.messages.splice(0, drop);
        this.total -= drop;
      }
    }
    this.forgetEmptyLogs();
  }

  /** Empty logs keep only a floor; beyond maxTotal of them the oldest go, their floor kept as one. */
  private forgetEmptyLogs(): void {
    if (this.logs.size <= this.options.maxTotal) return;
    for (const [channel, log] of this.logs) {
      if (this.logs.size <= this.options.maxTotal) return;
      if (log.messages.length > 0) continue;
      if (compareTimetokens(log.floor, this.forgottenFloor) > 0) this.forgottenFloor = log.floor;
      this.logs.delete(channel);
    }
  }

  private prune(log: ChannelLog): void {
    const oldest = this.options.now() - this.options.maxAgeMs;
    let drop = Math.max(0, log.messages.length - this.options.maxPerChannel);
    while (drop < log.messages.length && log.messages[drop].timestamp < oldest) drop += 1;
    if (drop === 0) return;
    log.floor = log.messages[drop - 1].timetoken;
    log.messages.splice(0, drop);
    this.total -= drop;
  }
}
