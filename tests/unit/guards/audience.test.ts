import { describe, expect, it } from '@jest/globals';
import { audienceOf, internalPath, isAudience, isSharedPage, renderedStorePath } from '@/lib/guards/audience';
import { parseStorePath } from '@/lib/guards/paths';
import { runGuards } from '@/lib/guards/run-guards';

const cookies = (jar: Record<string, string>) => (name: string) => jar[name];
const storeRequest = (url: string) => {
  const parsed = new URL(url, 'https://shop.example');
  const storePath = parseStorePath(parsed.pathname);
  if (!storePath) throw new Error('not a store path');
  return { pathname: parsed.pathname, search: parsed.searchParams, storePath };
};
const shared = (url: string) => {
  const { storePath, search } = storeRequest(url);
  return isSharedPage(storePath, search);
};

describe('audienceOf', () => {
  it('is public without a token cookie, personal with any member or guest token', () => {
    expect(audienceOf(cookies({}))).toBe('public');
    expect(audienceOf(cookies({ kirari_locale: 'en', kirari_store: 'demo' }))).toBe('public');
    expect(audienceOf(cookies({ kirari_token: 'x' }))).toBe('personal');
    expect(audienceOf(cookies({ kirari_guest_token: 'g' }))).toBe('personal');
    expect(audienceOf(cookies({ kirari_token: '' }))).toBe('public');
  });
  it('accepts only the two internal values', () => {
    expect(isAudience('public')).toBe(true);
    expect(isAudience('personal')).toBe(true);
    expect(isAudience('Public')).toBe(false);
    expect(isAudience('ja')).toBe(false);
  });
});

describe('internalPath', () => {
  it('puts store routes under locale and audience, other pages under the locale only', () => {
    expect(internalPath({ pathname: '/demo/market', locale: 'ja', audience: 'public', store: true })).toBe('/ja/public/demo/market');
    expect(internalPath({ pathname: '/demo', locale: 'zh-TW', audience: 'personal', store: true })).toBe('/zh-TW/personal/demo');
    expect(internalPath({ pathname: '/', locale: 'en', audience: 'public', store: false })).toBe('/en');
    expect(internalPath({ pathname: '/member/reset-password', locale: 'ja', audience: 'personal', store: false })).toBe('/ja/member/reset-password');
  });
});

describe('renderedStorePath', () => {
  const rendered = (url: string) => {
    const { pathname, storePath, search } = storeRequest(url);
    return renderedStorePath(pathname, storePath, search);
  };
  it('sends each market kind and page to its cached route', () => {
    expect(rendered('/demo/market')).toBe('/demo/market/list/all/1');
    expect(rendered('/demo/market?kind=ticket&page=3')).toBe('/demo/market/list/ticket/3');
    expect(rendered('/demo/market?kind=bogus&page=-2')).toBe('/demo/market/list/all/1');
    expect(rendered('/My-Shop_2/market?page=50')).toBe('/My-Shop_2/market/list/all/50');
  });
  it('sends each lobby page to its cached route, pages past them as they are', () => {
    const cases = [
      ['/demo/live-lobby', '/demo/live-lobby/list/1'],
      ['/demo/live-lobby?page=2', '/demo/live-lobby/list/2'],
      ['/demo/live-lobby/?page=x', '/demo/live-lobby/list/1'],
      ['/demo/live-lobby?page=51', '/demo/live-lobby'],
      ['/live-lobby/live-lobby?page=3', '/live-lobby/live-lobby/list/3'],
    ];
    expect(cases.map(([url]) => [url, rendered(url)])).toEqual(cases);
  });
  it('leaves searches, pages past the cached ones and every other path as they are', () => {
    expect(rendered('/demo/market?keyword=tea&kind=product')).toBe('/demo/market');
    expect(rendered('/demo/market?page=51')).toBe('/demo/market');
    expect(rendered('/demo/market/info')).toBe('/demo/market/info');
    expect(rendered('/demo/market/product/101?page=2')).toBe('/demo/market/product/101');
    expect(rendered('/demo/live/9001')).toBe('/demo/live/9001');
  });
});

describe('isSharedPage', () => {
  it('shares market, product, room, recording, lobby and the store information, not a keyword search', () => {
    for (const url of ['/demo', '/demo/market', '/demo/market?page=2&kind=ticket', '/demo/market/product/101', '/demo/live', '/demo/live/9001', '/demo/record/9003', '/demo/market/info', '/demo/jpcommercial', '/demo/og-image', '/demo/live/9001/og-image', '/demo/market/product/101/og-image', '/demo/live-lobby/og-image', '/demo/one-to-one/o2o-demo-Kx7pQ2mVn9Rt', '/demo/live-lobby', '/demo/live-lobby?page=3']) expect({ url, shared: shared(url) }).toEqual({ url, shared: true });
    for (const url of ['/demo/market?keyword=tea', '/demo/shopping', '/demo/order', '/demo/member', '/demo/login', '/demo/live/9001/calendar', '/demo/record/9003/x', '/demo/market/product/101/x', '/demo/sitemap.xml', '/demo/one-to-one', '/demo/one-to-one/o2o-demo-Kx7pQ2mVn9Rt/x', '/demo/live-lobby/list/1']) expect({ url, shared: shared(url) }).toEqual({ url, shared: false });
  });
});

describe('runGuards on a shared page', () => {
  const request = (url: string, jar: Record<string, string> = {}) => {
    const parsed = new URL(url, 'https://shop.example');
    return { pathname: parsed.pathname, search: parsed.searchParams, host: 'shop.example', cookie: cookies(jar), shared: true };
  };
  const found = { store: { kind: 'found' as const, store: { slug: 'demo', name: 'Demo', region: 'JP' } } };

  it('writes no visit cookie (the page remembers it in the browser), only a fresh locale', () => {
    const plain = runGuards(request('/demo/market?source=ig&source_id=7'), found);
    expect(plain.kind === 'continue' && plain.cookies).toEqual([]);
    const localized = runGuards(request('/demo/market?locale=en'), found);
    expect(localized.kind === 'continue' && localized.cookies.map((cookie) => cookie.name)).toEqual(['kirari_locale']);
  });
  it('remembers no visit for a preview image, even for a visitor with a token (whose pages are not shared)', () => {
    const image = runGuards({ ...request('/demo/live/9001/og-image?source=ig', { kirari_token: 't' }), shared: false }, found);
    expect(image.kind === 'continue' && image.cookies).toEqual([]);
    const page = runGuards({ ...request('/demo/live/9001?source=ig', { kirari_token: 't' }), shared: false }, found);
    expect(page.kind === 'continue' && page.cookies.length).toBeGreaterThan(0);
  });
  it('remembers no visit for a room’s entry, even opened as a document by a visitor with a token', () => {
    const entry = runGuards({ ...request('/demo/live/9001/entry?source=ig', { kirari_token: 't' }), shared: false }, found);
    expect(entry.kind === 'continue' && entry.cookies).toEqual([]);
    const localized = runGuards({ ...request('/demo/live/9001/entry?locale=en'), shared: false }, found);
    expect(localized.kind === 'continue' && localized.cookies.map((cookie) => cookie.name)).toEqual(['kirari_locale']);
  });
});
