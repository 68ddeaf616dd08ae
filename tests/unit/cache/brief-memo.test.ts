/**
 * @jest-environment node
 */
import { describe, expect, it, jest } from '@jest/globals';
import { briefMemo } from '@/lib/cache/brief-memo';
import { onTagsRevalidated } from '@/lib/cache/revalidated.mjs';
import useCacheHandler from '@/lib/cache/redis/next-use-cache.mjs';

function memoOf(read: (slug: string) => Promise<string>, options: { ttlMs?: number; maxEntries?: number } = {}) {
  let clock = 1_000;
  let clear = () => {};
  const memo = briefMemo(read, { ttlMs: options.ttlMs ?? 250, maxEntries: options.maxEntries ?? 8, now: () => clock, clearOn: (each) => (clear = each) });
  return { memo, advance: (ms: number) => (clock += ms), revalidate: () => clear() };
}

describe('briefMemo', () => {
  it('answers the same arguments from one read within its time, and reads again after it', async () => {
    const read = jest.fn(async (slug: string) => `room of ${slug}`);
    const { memo, advance } = memoOf(read);
    const [first, second] = [memo('demo'), memo('demo')];
    expect(second).toBe(first); // a read on its way is shared, not repeated
    expect(await first).toBe('room of demo');
    advance(249);
    await memo('demo');
    expect(read).toHaveBeenCalledTimes(1);
    advance(1);
    await memo('demo');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps arguments apart', async () => {
    const read = jest.fn(async (slug: string) => `room of ${slug}`);
    const { memo } = memoOf(read);
    expect(await memo('demo')).toBe('room of demo');
    expect(await memo('tea')).toBe('room of tea');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets everything on a revalidation', async () => {
    const read = jest.fn(async (slug: string) => `room of ${slug}`);
    const { memo, revalidate } = memoOf(read);
    await memo('demo');
    revalidate();
    await memo('demo');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed read at once', async () => {
    let fail = true;
    const read = jest.fn(async (slug: string) => {
      if (fail) throw new Error('platform down');
      return `room of ${slug}`;
    });
    const { memo } = memoOf(read);
    await expect(memo('demo')).rejects.toThrow('platform down');
    fail = false;
    expect(await memo('demo')).toBe('room of demo');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const read = jest.fn(async (slug: string) => `room of ${slug}`);
    const { memo } = memoOf(read, { maxEntries: 2 });
    await memo('a');
    await memo('b');
    await memo('c');
    await memo('c');
    await memo('b');
    expect(read).toHaveBeenCalledTimes(3);
    await memo('a');
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("is told of this process's revalidations by the 'use cache' handler", async () => {
    const told = jest.fn();
    const stop = onTagsRevalidated(told);
    await useCacheHandler.updateTags(['post:9001'], { expire: 0 });
    stop();
    expect(told).toHaveBeenCalledTimes(1);
  });
});
