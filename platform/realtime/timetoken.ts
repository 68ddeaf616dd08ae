/**
 * pubnub-style 17-digit timetokens (epoch milliseconds × 10 000), strictly increasing.
 *
 * They order every message of the feed for both protocols: pubnub cursors (`tt`) and ably
 * `channelSerial`s are timetokens, so "what did this client miss" is one comparison.
 * BigInt because 1.7e16 is beyond Number's exact integers.
 */
export interface TimetokenClock {
  /** A fresh timetoken, greater than every one issued or observed before. */
  next(): string;
  /** A cursor no later message can equal: messages issued after this call compare greater. */
  current(): string;
}

const TICKS_PER_MS = BigInt(10_000);

export function createTimetokenClock(now: () => number = Date.now): TimetokenClock {
  let last = BigInt(0);
  const fromClock = () => BigInt(Math.floor(now())) * TICKS_PER_MS;
  return {
    next() {
      const candidate = fromClock();
      last = candidate > last ? candidate : last + BigInt(1);
      return last.toString();
    },
    current() {
      const candidate = fromClock();
      if (candidate > last) last = candidate;
      return last.toString();
    },
  };
}

/** Compares two timetokens (decimal strings); unparsable values sort first. */
export function compareTimetokens(a: string, b: string): number {
  const x = parseTimetoken(a);
  const y = parseTimetoken(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

export function parseTimetoken(value: string | null | undefined): bigint {
  return value && /^\d{1,20}$/.test(value) ? BigInt(value) : BigInt(-1);
}

/** Epoch milliseconds of a timetoken (ably timestamps). */
export function timetokenToMillis(value: string): number {
  return Number(parseTimetoken(value) / TICKS_PER_MS);
}

/** The timetoken just before `value`: a cursor after which `value` is the next message. */
export function previousTimetoken(value: string): string {
  const tt = parseTimetoken(value);
  return (tt > BigInt(0) ? tt - BigInt(1) : BigInt(0)).toString();
}
