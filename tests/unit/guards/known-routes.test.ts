import { describe, expect, it } from '@jest/globals';
import { isKnownStoreRoute, isStoreRouteHandler, productIdOfPath } from '@/lib/guards/known-routes';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

describe('isKnownStoreRoute', () => {
  it('knows every store route, with ids in their valid form and trailing slashes ignored', () => {
    const known = ['/', '/market', '/market/', '/market/info', '/market/product/101', '/live', '/live/9001', '/live/9001/calendar', '/live/9001/realtime-token', '/login', '/login/social', '/login/social/return', '/member', '/member/address', '/member/change-password', '/member/email', '/member/email-verify', '/member/update', '/member/subscription', '/member/shipping/freight/custom', '/member/shipping/freight/self_pick_up', '/order', '/order/50001', '/order/50001/payment', '/order/50001/choose-payment', '/order/50001/message', '/shopping', '/shopping/checkout', '/shopping/checkout/abc', '/shopping/subscription', '/jpcommercial', '/sitemap.xml', '/live-lobby', '/live-lobby/'];
    for (const rest of known) expect({ rest, known: isKnownStoreRoute(rest) }).toEqual({ rest, known: true });
  });
  it('refuses unknown paths, malformed ids and unknown freight types', () => {
    const unknown = ['/nope', '/nope/x', '/market/product/abc', '/market/product/0', '/market/product/0101', '/market/product/1234567890123456', '/market/product/101/more', '/live/abc', '/order/-1', '/member/shipping/freight/drone', '/market/%E0%A4%A', '/login/social/return/x', '/live-lobby/list/1', '/live-lobby/2'];
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

describe('isStoreRouteHandler', () => {
  const STORE_TREE = join(process.cwd(), 'app/[locale]/[audience]/[store]');
  /** Every route.ts under the store segment, as a path after the slug (ids filled in). */
  const handlerPaths = (dir: string, prefix: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isFile()) return entry.name === 'route.ts' ? [prefix || '/'] : [];
      const segment = /^\[.+\]$/.test(entry.name) ? '7' : entry.name;
      return handlerPaths(join(dir, entry.name), `${prefix}/${segment}`);
    });

  it('knows every route handler of the store tree (they get the locale in a header)', () => {
    const paths = handlerPaths(STORE_TREE, '');
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const path of paths) expect({ path, handler: isStoreRouteHandler(path) }).toEqual({ path, handler: true });
  });
  it('is false for pages', () => {
    for (const path of ['/', '/market', '/live/7', '/login', '/market/product/7', '/live/7/calendar/x']) expect({ path, handler: isStoreRouteHandler(path) }).toEqual({ path, handler: false });
  });
});
