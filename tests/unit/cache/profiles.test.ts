import { describe, expect, it } from '@jest/globals';
import { CACHE_PROFILES } from '@/lib/cache/profiles.mjs';
import { BUILD_SAMPLE_ID, BUILD_SAMPLE_STORE, isBuildSampleStore, storeSampleParams } from '@/lib/cache/build-samples';
import { parseStorePath } from '@/lib/guards/paths';
import { productIdOfPath } from '@/lib/guards/known-routes';

describe('cache profiles', () => {
  // Next leaves entries with stale < 30 s or expire < 5 min out of prerenders: a page reading one
  // would render per request (the room did, with a post profile of stale 15).
  it('keeps every data profile in prerenders', () => {
    for (const [name, profile] of Object.entries(CACHE_PROFILES)) {
      // roomFeed is read by the room's entry route handler only, never by a prerendered page.
      if (name === 'failure' || name === 'roomFeed') continue;
      expect({ name, stale: profile.stale >= 30, expire: profile.expire >= 300, ordered: profile.revalidate <= profile.expire }).toEqual({ name, stale: true, expire: true, ordered: true });
    }
  });
  it('keeps a failure out of prerenders and for a second at most', () => {
    expect(CACHE_PROFILES.failure.stale).toBeLessThan(30);
    expect(CACHE_PROFILES.failure.expire).toBeLessThanOrEqual(1);
  });
});

describe('build samples', () => {
  it('are no route a request can reach', () => {
    expect(parseStorePath(`/${BUILD_SAMPLE_STORE}/market`)).toBeNull();
    expect(productIdOfPath(`/market/product/${BUILD_SAMPLE_ID}`)).toBeNull();
    expect(isBuildSampleStore(BUILD_SAMPLE_STORE)).toBe(true);
    expect(isBuildSampleStore('demo')).toBe(false);
  });
  it('give each audience of the store layout a sample', () => {
    expect(storeSampleParams()).toEqual([
      { audience: 'public', store: BUILD_SAMPLE_STORE },
      { audience: 'personal', store: BUILD_SAMPLE_STORE },
    ]);
  });
});
