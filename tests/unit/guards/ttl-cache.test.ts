import { describe, expect, it } from '@jest/globals';
import { createTtlCache } from '@/lib/guards/ttl-cache';

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('createTtlCache', () => {
  it('keeps values for the TTL', () => {
    const c = clock();
    const cache = createTtlCache<string>({ ttlMs: 1000, now: c.now });
    cache.set('demo', 'A');
    c.advance(999);
    expect(cache.get('demo')).toBe('A');
    c.advance(1);
    expect(cache.get('demo')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
  it('drops the oldest entries beyond the bound', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3); // refreshed, so b is now oldest
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });
  it('loads once for concurrent lookups and keeps only what keep() accepts', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, now: () => 0 });
    let calls = 0;
    const load = async () => `v${++calls}`;
    const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect([a, b, calls]).toEqual(['v1', 'v1', 1]);
    expect(await cache.getOrLoad('k', load)).toBe('v1');
    expect(await cache.getOrLoad('x', load, () => false)).toBe('v2');
    expect(await cache.getOrLoad('x', load, () => false)).toBe('v3');
  });
  it('does not cache a rejected load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, now: () => 0 });
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', async () => 'ok')).toBe('ok');
  });
  it('supports delete, clear and a per-entry ttl', () => {
    const c = clock();
    const cache = createTtlCache<number>({ ttlMs: 1000, now: c.now });
    cache.set('short', 1, 10);
    cache.set('never', 2, 0);
    cache.set('gone', 3);
    cache.delete('gone');
    c.advance(10);
    expect([cache.get('short'), cache.get('never'), cache.get('gone')]).toEqual([undefined, undefined, undefined]);
    cache.set('a', 1);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
