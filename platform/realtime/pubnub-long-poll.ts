import { json, send, type PlatformRequest } from '../http';
import type { Feed, FeedMessage } from './feed';
import { subscribeAnswer } from './pubnub-wire';

/**
 * Held pubnub subscribe requests. A long-poll is answered as soon as a message for one of its
 * channels exists after its cursor (possibly already buffered), or empty after `holdMs` (below the
 * SDK's 310 s subscribe timeout) with a fresh cursor. Messages published in one tick are sent in one
 * answer: completion waits for `setImmediate`.
 */

/** pubnub sends at most 100 messages per subscribe answer; the client asks again for the rest. */
export const MAX_MESSAGES_PER_ANSWER = 100;

interface PendingPoll {
  subscriptionOf: Map<string, string>;
  after: string;
  scheduled: boolean;
  finish(): void;
  drop(): void;
}

/** Long-polls held at once. */
export const MAX_HELD_POLLS = 5_000;

export class LongPolls {
  private readonly pending = new Set<PendingPoll>();
  private readonly unlisten: () => void;

  constructor(
    private readonly feed: Feed,
    private readonly subscribeKey: string,
    private readonly holdMs: number,
  ) {
    this.unlisten = feed.listen((message) => this.onMessage(message));
  }

  /** Answers now when messages are waiting, else holds the request. Returns null: it owns the response. */
  serve(req: PlatformRequest, subscriptionOf: Map<string, string>, after: string): null {
    const waiting = this.collect(subscriptionOf, after);
    if (waiting.length > 0) {
      this.answer(req, subscriptionOf, waiting);
      return null;
    }
    const poll: PendingPoll = {
      subscriptionOf,
      after,
      scheduled: false,
      finish: () => {
        if (!this.pending.delete(poll)) return;
        clearTimeout(timer);
        this.answer(req, subscriptionOf, this.collect(subscriptionOf, after));
      },
      drop: () => {
        if (this.pending.delete(poll)) clearTimeout(timer);
        req.raw.socket.destroy();
      },
    };
    this.pending.add(poll);
    // Each held poll is an open socket: past the cap the oldest is answered now (its client polls again).
    if (this.pending.size > MAX_HELD_POLLS) this.pending.values().next().value?.finish();
    const timer = setTimeout(poll.finish, this.holdMs);
    // The client gave up (unsubscribe, page closed, its own timeout): forget the poll.
    req.res.on('close', () => {
      if (this.pending.delete(poll)) clearTimeout(timer);
    });
    return null;
  }

  get size(): number {
    return this.pending.size;
  }

  /** Cuts every held poll's connection, as a network failure would (control API, reconnect tests). */
  drop(): number {
    const count = this.pending.size;
    for (const poll of [...this.pending]) poll.drop();
    return count;
  }

  /** Answers every held poll (with whatever is waiting) and stops listening. */
  close(): void {
    for (const poll of [...this.pending]) poll.finish();
    this.unlisten();
  }

  private collect(subscriptionOf: Map<string, string>, after: string): FeedMessage[] {
    return this.feed.since(subscriptionOf.keys(), after, MAX_MESSAGES_PER_ANSWER);
  }

  private answer(req: PlatformRequest, subscriptionOf: Map<string, string>, messages: FeedMessage[]): void {
    const body = subscribeAnswer(
      messages,
      this.subscribeKey,
      (channel) => subscriptionOf.get(channel) ?? channel,
      this.feed.clock.current(),
    );
    send(req.res, json(body), { ...req.cors, 'Cache-Control': 'no-cache' });
  }

  private onMessage(message: FeedMessage): void {
    for (const poll of this.pending) {
      if (poll.scheduled || !poll.subscriptionOf.has(message.channel)) continue;
      poll.scheduled = true;
      setImmediate(poll.finish);
    }
  }
}
