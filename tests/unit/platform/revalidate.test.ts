/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { MAX_TAGS, REVALIDATE_TAG as STOREFRONT_TAG } from '@/lib/cache/revalidate-request';
import { createRevalidator, MAX_TAGS_PER_CALL, REVALIDATE_TAG, revalidateTarget, type SetTimer } from '@/platform/revalidate';

/** The platform's change notice (platform/revalidate.ts), with a hand-driven clock and a recording fetch. */

const TARGET = { storefrontUrl: 'http://storefront.test', secret: 's3cret' };

/** Timers that fire only when the test says so. */
function manualClock() {
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const setTimer: SetTimer = (run, ms) => {
    const timer = { run, ms, cancelled: false };
    timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  const live = () => timers.filter((t) => !t.cancelled);
  /** Fires every live timer of this length once. */
  const fire = (ms: number) => {
    for (const timer of live().filter((t) => t.ms === ms)) {
      timer.cancelled = true;
      timer.run();
    }
  };
  return { setTimer, live, fire };
}

interface Call {
  url: string;
  authorization: string | null;
  tags: string[];
  signal: AbortSignal | null;
}

function recordingFetch(answer: (call: Call) => Promise<Response> = async () => new Response('{}', { status: 200 })) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call = { url: String(input), authorization: headers.get('authorization'), tags: (JSON.parse(String(init?.body)) as { tags: string[] }).tags, signal: init?.signal ?? null };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('revalidateTarget', () => {
  it('needs both STOREFRONT_URL and REVALIDATE_SECRET', () => {
    expect(revalidateTarget({})).toBeNull();
    expect(revalidateTarget({ STOREFRONT_URL: 'http://localhost:3000' })).toBeNull();
    expect(revalidateTarget({ REVALIDATE_SECRET: 'x' })).toBeNull();
    expect(revalidateTarget({ STOREFRONT_URL: ' ', REVALIDATE_SECRET: 'x' })).toBeNull();
    expect(revalidateTarget({ STOREFRONT_URL: 'http://localhost:3000/', REVALIDATE_SECRET: 'x' })).toEqual({ storefrontUrl: 'http://localhost:3000', secret: 'x' });
  });

  it('uses the storefront route’s own tag rule and limit', () => {
    expect(REVALIDATE_TAG.source).toBe(STOREFRONT_TAG.source);
    expect(MAX_TAGS_PER_CALL).toBe(MAX_TAGS);
  });
});

describe('createRevalidator', () => {
  it('sends nothing without a target', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const clock = manualClock();
    const revalidator = createRevalidator({ target: null, fetch: fetchImpl, setTimer: clock.setTimer });
    revalidator.notify(['product:101']);
    await revalidator.flush();
    expect(clock.live()).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('coalesces the changes of one window into one call with the bearer secret', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const clock = manualClock();
    const revalidator = createRevalidator({ target: TARGET, fetch: fetchImpl, setTimer: clock.setTimer, windowMs: 50 });
    revalidator.notify(['product:101', 'products:demo']);
    revalidator.notify(['product:102', 'products:demo']);
    expect(calls).toHaveLength(0);
    clock.fire(50);
    expect(calls).toEqual([{ url: 'http://storefront.test/api/revalidate', authorization: 'Bearer s3cret', tags: ['product:101', 'products:demo', 'product:102'], signal: expect.any(AbortSignal) }]);
    // A later change opens a new window.
    revalidator.notify(['store:demo']);
    clock.fire(50);
    expect(calls.map((c) => c.tags)).toEqual([['product:101', 'products:demo', 'product:102'], ['store:demo']]);
    await revalidator.flush();
  });

  it('splits more than 50 tags into calls of 50', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const clock = manualClock();
    const revalidator = createRevalidator({ target: TARGET, fetch: fetchImpl, setTimer: clock.setTimer });
    revalidator.notify(Array.from({ length: 120 }, (_, n) => `product:${n}`));
    await revalidator.flush();
    expect(calls.map((c) => c.tags.length)).toEqual([50, 50, 20]);
    expect(new Set(calls.flatMap((c) => c.tags)).size).toBe(120);
  });

  it('leaves out tags the storefront would refuse, and logs that once', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const logs: string[] = [];
    const revalidator = createRevalidator({ target: TARGET, fetch: fetchImpl, setTimer: manualClock().setTimer, log: (m) => logs.push(m) });
    revalidator.notify(['store:demo', 'store:a b', 'cart:1']);
    await revalidator.flush();
    expect(calls.map((c) => c.tags)).toEqual([['store:demo']]);
    expect(logs).toHaveLength(1);
  });

  it('never throws to the caller and logs each kind of failure once', async () => {
    let mode: 'down' | 'refused' = 'down';
    const { calls, fetchImpl } = recordingFetch(async () => {
      if (mode === 'down') throw new TypeError('fetch failed');
      return new Response('{"message":"a valid bearer secret is required"}', { status: 401 });
    });
    const logs: string[] = [];
    const revalidator = createRevalidator({ target: TARGET, fetch: fetchImpl, setTimer: manualClock().setTimer, log: (m) => logs.push(m) });
    for (let n = 0; n < 3; n += 1) {
      expect(() => revalidator.notify([`product:${n}`])).not.toThrow();
      await expect(revalidator.flush()).resolves.toBeUndefined();
    }
    mode = 'refused';
    for (let n = 0; n < 3; n += 1) {
      revalidator.notify([`product:${n}`]);
      await revalidator.flush();
    }
    expect(calls).toHaveLength(6);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toContain('could not be reached');
    expect(logs[1]).toContain('401');
  });

  it('gives up on a storefront that does not answer after the timeout', async () => {
    const clock = manualClock();
    // Answers only when aborted, as fetch does.
    const { calls, fetchImpl } = recordingFetch(
      (call) => new Promise<Response>((_, reject) => call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const logs: string[] = [];
    const revalidator = createRevalidator({ target: TARGET, fetch: fetchImpl, setTimer: clock.setTimer, timeoutMs: 2_000, log: (m) => logs.push(m) });
    revalidator.notify(['post:9001']);
    const flushed = revalidator.flush();
    expect(calls).toHaveLength(1);
    clock.fire(2_000);
    await flushed;
    expect(calls[0].signal?.aborted).toBe(true);
    expect(logs).toEqual([expect.stringContaining('no answer within 2000 ms')]);
  });

  it('gives up after the timeout even when fetch ignores the abort (the control API hang of issue 28)', async () => {
    const clock = manualClock();
    // A fetch that never settles and misses its abort, as undici's after a GC broke the abort's
    // chain: before the fix flush() waited for it forever, and so did every control call.
    const { calls, fetchImpl } = recordingFetch(() => new Promise<Response>(() => {}));
    const logs: string[] = [];
    const revalidator = createRevalidator({ target: TARGET, fetch: fetchImpl, setTimer: clock.setTimer, timeoutMs: 2_000, log: (m) => logs.push(m) });
    revalidator.notify(['post:9001']);
    let flushed = false;
    const flushing = revalidator.flush().then(() => (flushed = true));
    expect(calls).toHaveLength(1);
    await Promise.resolve();
    expect(flushed).toBe(false);
    clock.fire(2_000);
    await flushing;
    expect(flushed).toBe(true);
    expect(logs).toEqual([expect.stringContaining('no answer within 2000 ms')]);
  });

  it('gives up when the answer’s body never ends and its read ignores the abort', async () => {
    const clock = manualClock();
    const stalled = { ok: true, status: 200, arrayBuffer: () => new Promise<ArrayBuffer>(() => {}) } as unknown as Response;
    const { fetchImpl } = recordingFetch(async () => stalled);
    const revalidator = createRevalidator({ target: TARGET, fetch: fetchImpl, setTimer: clock.setTimer, timeoutMs: 2_000, log: () => {} });
    revalidator.notify(['post:9001']);
    const flushing = revalidator.flush();
    // Let the fetch answer and the body read start.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    clock.fire(2_000);
    await expect(flushing).resolves.toBeUndefined();
  });

  it('a logger that throws does not reach the caller either', async () => {
    const { fetchImpl } = recordingFetch(async () => new Response('', { status: 500 }));
    const revalidator = createRevalidator({ target: TARGET, fetch: fetchImpl, setTimer: manualClock().setTimer, log: () => { throw new Error('log down'); } });
    revalidator.notify(['store:demo']);
    await expect(revalidator.flush()).resolves.toBeUndefined();
  });

  it('close drops what is queued and sends nothing after', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const clock = manualClock();
    const revalidator = createRevalidator({ target: TARGET, fetch: fetchImpl, setTimer: clock.setTimer });
    revalidator.notify(['store:demo']);
    revalidator.close();
    revalidator.notify(['store:taiwan']);
    clock.fire(50);
    await revalidator.flush();
    expect(calls).toHaveLength(0);
  });
});
