/**
 * When a realtime event reaches the screen (issue 29). The socket delivers within ~10 ms of publishing;
 * the picture runs seconds behind. Events about what the seller shows on camera wait for the frame
 * carrying their moment; events about state the buyer acts on apply at once, so buying is never refused
 * after the viewer was told it was possible, or the other way round. Pure, with an injected clock.
 */

export type EventTiming = 'at-once' | 'at-frame';

/** What the seller shows or says on camera: held until its frame (docs/adr/0013). */
const AT_FRAME: ReadonlySet<string> = new Set(['products.selling', 'poll.show', 'poll.result', 'pin.message.changed', 'coupon.distribute']);

/** Every other event (sku.sold, products.salable_status, products.changed, coupon.status_changed, live.stopped, force.refresh, kicks, blacklist, comments…) applies at once. */
export function timingOf(eventType: string): EventTiming {
  return AT_FRAME.has(eventType) ? 'at-frame' : 'at-once';
}

/** The longest an event is held: the live window (4 × 2 s). A picture further behind jumps to the edge anyway. */
export const MAX_HOLD_MS = 8_000;

/** The picture as the timing rule sees it. */
export interface PictureClock {
  /** Program date-time (ms, the server's clock) of the frame on screen; null when unknown or before the first frame. */
  frameMs: number | null;
  /** Frames are moving: not paused, stalled or before the first one. */
  playing: boolean;
}

/**
 * Whether an event published at `publishedMs` (the server's clock: Ably's `timestamp`, PubNub's
 * timetoken) and received at `receivedMs` (ours) shows now. Without a publish time, or with a picture
 * that does not move, it shows at once; otherwise when its frame is on screen, or after the cap.
 */
export function isDue(publishedMs: number | null, receivedMs: number, nowMs: number, picture: PictureClock, maxHoldMs = MAX_HOLD_MS): boolean {
  if (publishedMs === null || !picture.playing || picture.frameMs === null) return true;
  return picture.frameMs >= publishedMs || nowMs - receivedMs >= maxHoldMs;
}

export interface EventHold<T> {
  /** An event arrives: answers the items to apply now, in order (possibly none, possibly earlier held ones too). */
  offer(eventType: string, publishedMs: number | null, item: T): T[];
  /** A look at the picture (a few times a second, and when it starts or stops): the held items now due, in order. */
  due(): T[];
  /** Everything held, in order (the room is left, or the stream ends). */
  flush(): T[];
  /** The publish time of the oldest held event, for the next look. */
  readonly held: number;
}

/**
 * The queue of events waiting for their frame. Held events keep their order: one due behind one not
 * yet due waits with it (publish times only grow on a channel, so this costs nothing in practice).
 */
export function createEventHold<T>({ now, picture, maxHoldMs = MAX_HOLD_MS }: { now: () => number; picture: () => PictureClock; maxHoldMs?: number }): EventHold<T> {
  let queue: { publishedMs: number | null; receivedMs: number; item: T }[] = [];
  const release = (): T[] => {
    const at = now();
    const clock = picture();
    let count = 0;
    while (count < queue.length && isDue(queue[count].publishedMs, queue[count].receivedMs, at, clock, maxHoldMs)) count += 1;
    if (count === 0) return [];
    const out = queue.slice(0, count).map((entry) => entry.item);
    queue = queue.slice(count);
    return out;
  };
  return {
    offer(eventType, publishedMs, item) {
      if (timingOf(eventType) === 'at-once') return [item];
      queue.push({ publishedMs, receivedMs: now(), item });
      return release();
    },
    due: release,
    flush() {
      const out = queue.map((entry) => entry.item);
      queue = [];
      return out;
    },
    get held() {
      return queue.length;
    },
  };
}

/** PubNub's timetoken (a 17-digit count of 100 ns since the epoch, as a string) in ms; null if not one. */
export function timetokenMs(timetoken: unknown): number | null {
  if (typeof timetoken !== 'string' && typeof timetoken !== 'number') return null;
  const text = String(timetoken);
  if (!/^\d{15,19}$/.test(text)) return null;
  // Dropping the last 4 digits keeps the arithmetic exact (a 17-digit number exceeds 2^53).
  return Number(text.slice(0, -4));
}

/**
 * Replays: where an archived event lands on the replay's timeline (seconds). The same rule as live:
 * an at-frame event at the second of its frame, `recordStartMs` being the PDT of the replay's first
 * frame; an at-once event where it was received (its publish time too: the replay has no socket lag).
 */
export function replayPosition(publishedMs: number, recordStartMs: number): number {
  return Math.max(0, (publishedMs - recordStartMs) / 1000);
}
