/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { BoundedMap, pushBounded } from '@/platform/bounded';

describe('pushBounded', () => {
  it('keeps the newest entries up to the cap, in place', () => {
    const list = [1, 2, 3];
    const same = pushBounded(list, 4, 4, 5);
    expect(same).toBe(list);
    expect(list).toEqual([2, 3, 4, 5]);
  });

  it('keeps everything under the cap', () => {
    expect(pushBounded([1], 3, 2)).toEqual([1, 2]);
  });
});

describe('BoundedMap', () => {
  it('forgets the least recently set entry beyond its size', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 2 });
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(3);
    expect(map.get('c')).toBe(4);
    expect(map.size).toBe(2);
  });

  it('forgets entries past their time to live, and never keeps one longer than the map allows', () => {
    let now = 1000;
    const map = new BoundedMap<string, number>({ maxEntries: 10, ttlMs: 100, now: () => now });
    map.set('short', 1, 10).set('long', 2, 10_000);
    now += 50;
    expect(map.has('short')).toBe(false);
    expect(map.get('long')).toBe(2);
    now += 50;
    expect(map.get('long')).toBeUndefined();
    expect([...map]).toEqual([]);
  });

  it('sweeps expired entries before evicting live ones', () => {
    let now = 0;
    const map = new BoundedMap<string, number>({ maxEntries: 2, ttlMs: 100, now: () => now });
    map.set('live', 1, 100).set('dying', 2, 10);
    now = 20;
    map.set('new', 3);
    expect(map.get('live')).toBe(1);
    expect(map.get('new')).toBe(3);
  });

  it('stays at its size whatever is set', () => {
    const map = new BoundedMap<number, number>({ maxEntries: 100 });
    for (let i = 0; i < 10_000; i++) map.set(i, i);
    expect(map.size).toBe(100);
    expect([...map][0]).toEqual([9900, 9900]);
  });
});
