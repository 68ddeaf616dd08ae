import { describe, expect, it } from '@jest/globals';
import { isKnownStoreRoute, isOgImagePath, isRoomEntryPath, isStoreRouteHandler, oneToOneHashOfPath, productIdOfPath, recordIdOfPath, STORE_NOT_FOUND_PATHS, storeNotFoundPath } from '@/lib/guards/known-routes';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

describe('isKnownStoreRoute', () => {
  it('knows every store route, with ids in their valid form and trailing slashes ignored', () => {
    const known = ['/', '/market', '/market/', '/market/info', '/market/product/101', '/live', '/live/9001', '/live/9001/calendar', '/live/9001/realtime-token', '/record/9003', '/login', '/login/frame-complete', '/login/social', '/login/social/return', '/member', '/member/address', '/member/change-password', '/member/email', '/member/email-verify', '/member/update', '/member/subscription', '/member/shipping/freight/custom', '/member/shipping/freight/self_pick_up', '/order', '/order/50001', '/order/50001/payment', '/order/50001/choose-payment', '/order/50001/message', '/shopping', '/shopping/checkout', '/shopping/checkout/abc', '/shopping/subscription', '/jpcommercial', '/sitemap.xml', '/one-to-one/o2o-demo-Kx7pQ2mVn9Rt', '/live-lobby', '/live-lobby/'];
    for (const rest of known) expect({ rest, known: isKnownStoreRoute(rest) }).toEqual({ rest, known: true });
  });
  it('refuses unknown paths, malformed ids and unknown freight types', () => {
    const unknown = ['/nope', '/nope/x', '/market/product/abc', '/market/product/0', '/market/product/0101', '/market/product/1234567890123456', '/market/product/101/more', '/live/abc', '/record', '/record/abc', '/record/9003/x', '/order/-1', '/member/shipping/freight/drone', '/market/%E0%A4%A', '/login/social/return/x', '/one-to-one', '/one-to-one/short', '/one-to-one/bad.hash.value.00000', '/one-to-one/o2o-demo-Kx7pQ2mVn9Rt/x', '/live-lobby/list/1', '/live-lobby/2'];
    for (const rest of unknown) expect({ rest, known: isKnownStoreRoute(rest) }).toEqual({ rest, known: false });
  });
});

describe('productIdOfPath', () => {
  it('reads the id of a product page only', () => {
    expect(productIdOfPath('/market/product/101')).toBe(101);
    expect(productIdOfPath('/market/product/101/')).toBe(101);
    expect(productIdOfPath('/market/product/abc')).toBeNull();
    expect(productIdOfPath('/market')).toBeNull();
    expect(productIdOfPath('/market/product/101/x')).toBeNull();
  });
});

describe('recordIdOfPath', () => {
  it('reads the id of a recording page only', () => {
    expect(recordIdOfPath('/record/9003')).toBe(9003);
    expect(recordIdOfPath('/record/9003/')).toBe(9003);
    expect(recordIdOfPath('/record/abc')).toBeNull();
    expect(recordIdOfPath('/live/9003')).toBeNull();
  });
});

describe('oneToOneHashOfPath', () => {
  it('reads the hash of a one-to-one entrance in its valid form only', () => {
    expect(oneToOneHashOfPath('/one-to-one/o2o-demo-Kx7pQ2mVn9Rt')).toBe('o2o-demo-Kx7pQ2mVn9Rt');
    expect(oneToOneHashOfPath('/one-to-one/o2o-demo-Kx7pQ2mVn9Rt/')).toBe('o2o-demo-Kx7pQ2mVn9Rt');
    expect(oneToOneHashOfPath('/one-to-one/short')).toBeNull();
    expect(oneToOneHashOfPath('/live/o2o-demo-Kx7pQ2mVn9Rt')).toBeNull();
    expect(oneToOneHashOfPath('/one-to-one/o2o-demo-Kx7pQ2mVn9Rt/x')).toBeNull();
  });
});

describe('storeNotFoundPath', () => {
  it('answers the missing page of its kind: room, one-to-one entrance, else the store', () => {
    expect(storeNotFoundPath('/live/abc')).toBe(STORE_NOT_FOUND_PATHS.live);
    expect(storeNotFoundPath('/record/1')).toBe(STORE_NOT_FOUND_PATHS.live);
    expect(storeNotFoundPath('/one-to-one/short')).toBe(STORE_NOT_FOUND_PATHS.oneToOne);
    expect(storeNotFoundPath('/nope')).toBe(STORE_NOT_FOUND_PATHS.store);
  });
});

describe('isStoreRouteHandler', () => {
  const STORE_TREE = join(process.cwd(), 'app/[locale]/[audience]/[store]');
  /** Every route.ts under the store segment, as a path after the slug (ids filled in). */
  const handlerPaths = (dir: string, prefix: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isFile()) return entry.name === 'route.ts' ? [prefix || '/'] : [];
      const segment = /^\[.+\]$/.test(entry.name) ? '7' : entry.name;
      return handlerPaths(join(dir, entry.name), `${prefix}/${segment}`);
    });

  it('knows every route handler of the store tree (they get the locale in a header; preview images read it from their segment)', () => {
    const paths = handlerPaths(STORE_TREE, '');
    expect(paths.length).toBeGreaterThanOrEqual(9);
    for (const path of paths) expect({ path, handler: isStoreRouteHandler(path) || isOgImagePath(path) }).toEqual({ path, handler: true });
    for (const path of paths) expect({ path, known: isKnownStoreRoute(path) }).toEqual({ path, known: true });
  });
});

describe('isOgImagePath', () => {
  it('names the preview image of the store, a product, a post and the lobby only', () => {
    for (const rest of ['/og-image', '/market/product/101/og-image', '/live/9001/og-image', '/live-lobby/og-image']) {
      expect({ rest, image: isOgImagePath(rest), known: isKnownStoreRoute(rest) }).toEqual({ rest, image: true, known: true });
    }
    for (const rest of ['/market/og-image', '/live/abc/og-image', '/market/product/0/og-image', '/live/9001/og-image/x', '/live/9001']) {
      expect({ rest, image: isOgImagePath(rest) }).toEqual({ rest, image: false });
    }
  });
  it('is false for pages', () => {
    for (const path of ['/', '/market', '/live/7', '/login', '/market/product/7', '/live/7/calendar/x']) expect({ path, handler: isStoreRouteHandler(path) }).toEqual({ path, handler: false });
  });
});

describe('isRoomEntryPath', () => {
  it('names the room’s entry only', () => {
    expect(isRoomEntryPath('/live/9001/entry')).toBe(true);
    for (const rest of ['/live/9001', '/live/abc/entry', '/live/0/entry', '/live/9001/entry/x', '/live/9001/calendar', '/record/9001/entry']) expect({ rest, entry: isRoomEntryPath(rest) }).toEqual({ rest, entry: false });
  });
});
