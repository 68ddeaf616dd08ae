/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createFrontCache, FRONT_CACHE_HEADER, PURGE_GRACE_MS, withFrontCache, withoutSharedFailures, type FrontCache } from '@/lib/cache/front/front-cache.mjs';
import { FRONT_CACHE_PURGE, purgeFrontCache } from '@/lib/cache/front/purge.mjs';
import { createForwarder } from '@/lib/load/forward.mjs';
import { openServers } from '../load/open-servers';
import {
  BYPASS_COOKIES,
  BYPASS_HEADER_PREFIXES,
  CDN_CACHE_CONTROL_FIELD,
  cdnCacheControlMayStay,
  BYPASS_HEADERS,
  frontCacheKey,
  isRevalidation,
  KEY_COOKIES,
  KEYED_HEADERS,
  LOCALE_COOKIE,
  matchesEtag,
  PREFETCH_KEYED_HEADERS,
  storableFor,
  UNSHARED_CACHE_CONTROL,
  unsharedCacheControl,
} from '@/lib/cache/front/rules.mjs';
import { GUEST_TOKEN_COOKIE, MEMBER_TOKEN_COOKIE } from '@/lib/identity/cookies';
import { CHANNEL_SOURCE_COOKIE, STORE_NAME_COOKIE, TARGET_PATH_COOKIE } from '@/lib/guards/remember';
import { VIEWER_ID_COOKIE } from '@/lib/live/viewer-id';
import { CDN_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL, SHARED_CACHE_HEADERS } from '@/lib/cache/tags';
import { LOCALE_COOKIE as APP_LOCALE_COOKIE } from '@/lib/i18n/locales';

/** What middleware writes on a shared page, as Node's response headers name them. */
const SHARED = Object.fromEntries(Object.entries(SHARED_CACHE_HEADERS).map(([name, value]) => [name.toLowerCase(), value]));
/** A Cache-Control or CDN-Cache-Control value's directives (`s-maxage=10` → ['s-maxage', '10']). */
const directives = (value: string) => new Map(value.split(',').map((part) => part.trim().toLowerCase().split('=') as [string, string?]).map(([name, seconds]) => [name, seconds ?? '']));

const NAVIGATION = { host: 'shop.example', 'accept-encoding': 'gzip, deflate, br', 'sec-fetch-mode': 'navigate' };
const key = (headers: Record<string, string> = {}, url = '/demo/live/9001', method = 'GET') => frontCacheKey({ method, url, headers: { ...NAVIGATION, ...headers } });

describe('frontCacheKey: who may be answered from the front cache', () => {
  it('keys a plain page GET by URL, host, encoding and the headers middleware reads', () => {
    expect(key()).not.toBeNull();
    expect(key()).toBe(key());
    expect(key({}, '/demo/live/9002')).not.toBe(key());
    expect(key({ host: 'other.example' })).not.toBe(key());
    expect(key({ 'accept-encoding': 'identity' })).not.toBe(key());
    expect(key({ 'sec-fetch-mode': 'no-cors' })).not.toBe(key());
    expect(key({ 'x-forwarded-proto': 'https' })).not.toBe(key());
  });

  it('never keys what the README tells a CDN never to cache: the API and a room entry, per viewer', () => {
    expect(key({}, '/demo/live/9001/entry')).toBeNull();
    expect(key({}, '/demo/live/9001/entry?watchOnly=1')).toBeNull();
    expect(key({}, '/api/revalidate')).toBeNull();
    expect(key({}, '/demo/live/9001')).not.toBeNull();
    expect(key({}, '/demo/live/9001/entryway')).not.toBeNull();
  });

  it('keys by the locale cookie, the only cookie in the key, with the same name the app reads', () => {
    expect(LOCALE_COOKIE).toBe(APP_LOCALE_COOKIE);
    expect(key({ cookie: `${LOCALE_COOKIE}=en` })).not.toBeNull();
    expect(key({ cookie: `${LOCALE_COOKIE}=en` })).not.toBe(key({ cookie: `${LOCALE_COOKIE}=zh-TW` }));
    expect(key({ cookie: `${LOCALE_COOKIE}=en` })).not.toBe(key());
    expect(key({ cookie: `${LOCALE_COOKIE}=${'x'.repeat(40)}` })).toBeNull();
  });

  it('never answers a visitor with a token, whatever else they carry', () => {
    expect(BYPASS_COOKIES).toEqual([MEMBER_TOKEN_COOKIE, GUEST_TOKEN_COOKIE]);
    expect(key({ cookie: `${MEMBER_TOKEN_COOKIE}=abc` })).toBeNull();
    expect(key({ cookie: `${LOCALE_COOKIE}=ja; ${GUEST_TOKEN_COOKIE}=g` })).toBeNull();
    expect(key({ cookie: `${STORE_NAME_COOKIE}=demo; ${MEMBER_TOKEN_COOKIE}` })).toBeNull();
  });

  it('leaves every other cookie out of the key: a returning ghost shares the copy of a new one', () => {
    const returning = `${STORE_NAME_COOKIE}=demo; ${TARGET_PATH_COOKIE}=%2Fdemo%2Fmarket; ${VIEWER_ID_COOKIE}=v-1234abcd; ${CHANNEL_SOURCE_COOKIE}=x; _ga=1`;
    expect(key({ cookie: returning })).toBe(key());
    expect(key({ cookie: `${returning}; ${LOCALE_COOKIE}=en` })).toBe(key({ cookie: `${LOCALE_COOKIE}=en` }));
  });

  it('is the rule the README gives a CDN: the same cookies and headers in the key and in the bypass', () => {
    const readme = readFileSync(resolve(__dirname, '../../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### CDN in front of the public pages'));
    const line = (label: string) => {
      const found = section.split('\n').find((text) => text.startsWith(`- ${label}:`));
      if (!found) throw new Error(`README's CDN section has no "- ${label}:" line`);
      return found;
    };
    const ticked = (text: string, after: string) => [...text.slice(text.indexOf(after) + after.length).split(';')[0].matchAll(/`([^`]+)`/g)].map((match) => match[1].toLowerCase());
    const key = line('key');
    expect(ticked(key, 'request headers')).toEqual([...KEYED_HEADERS]);
    expect(ticked(key, 'cookie')).toEqual([...KEY_COOKIES]);
    const bypass = line('bypass');
    expect(ticked(bypass, 'cookies')).toEqual([...BYPASS_COOKIES]);
    expect(ticked(bypass, 'request headers')).toEqual([...BYPASS_HEADERS, ...BYPASS_HEADER_PREFIXES.map((prefix) => `${prefix}*`)]);
    expect(ticked(line('key of a segment prefetch'), 'plus the request headers')).toEqual([...PREFETCH_KEYED_HEADERS]);
    expect(line('vary')).toMatch(/every header its `Vary` names is one of those keyed/);
    expect(line('every other cookie')).toMatch(/left out of the key/);
  });

  const SEGMENT_PREFETCH = { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree', 'next-url': '/ja/public/demo/live/9001' };

  it('keys a segment prefetch apart from the page and by every header Next varies it on', () => {
    const prefetch = key(SEGMENT_PREFETCH, '/demo/market?_rsc=abc');
    expect(prefetch).not.toBeNull();
    expect(prefetch).not.toBe(key({}, '/demo/market?_rsc=abc'));
    expect(key(SEGMENT_PREFETCH, '/demo/market?_rsc=abc')).toBe(prefetch);
    expect(key({ ...SEGMENT_PREFETCH, 'next-router-segment-prefetch': '/$d$locale/__PAGE__' }, '/demo/market?_rsc=abc')).not.toBe(prefetch);
    expect(key({ ...SEGMENT_PREFETCH, 'next-router-state-tree': '%5B%5D' }, '/demo/market?_rsc=abc')).not.toBe(prefetch);
    expect(key({ ...SEGMENT_PREFETCH, 'next-url': '/ja/public/demo/live/9002' }, '/demo/market?_rsc=abc')).not.toBe(prefetch);
    // A returning ghost's prefetch shares the new one's copy; a token still bypasses.
    expect(key({ ...SEGMENT_PREFETCH, cookie: `${VIEWER_ID_COOKIE}=v-1; ${STORE_NAME_COOKIE}=demo` }, '/demo/market?_rsc=abc')).toBe(prefetch);
    expect(key({ ...SEGMENT_PREFETCH, cookie: `${MEMBER_TOKEN_COOKIE}=t` }, '/demo/market?_rsc=abc')).toBeNull();
  });

  it('leaves every other RSC request to Next: a navigation, a full prefetch, an action, a segment prefetch with credentials', () => {
    expect(key({ rsc: '1', 'next-router-state-tree': '%5B%5D' }, '/demo/market?_rsc=abc')).toBeNull();
    expect(key({ rsc: '1', 'next-router-prefetch': '1' }, '/demo/market?_rsc=abc')).toBeNull();
    expect(key({ ...SEGMENT_PREFETCH, 'next-action': 'abc' }, '/demo/market?_rsc=abc')).toBeNull();
    expect(key({ ...SEGMENT_PREFETCH, authorization: 'Bearer x' }, '/demo/market?_rsc=abc')).toBeNull();
    expect(key({ ...SEGMENT_PREFETCH, 'x-middleware-subrequest': '1' }, '/demo/market?_rsc=abc')).toBeNull();
    expect(key({ ...SEGMENT_PREFETCH, 'next-router-prefetch': '0' }, '/demo/market?_rsc=abc')).toBeNull();
  });

  it('leaves RSC payloads, prefetches, actions, credentials and other methods to Next', () => {
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url', 'authorization', 'content-security-policy', 'x-middleware-subrequest', 'range']) {
      expect({ header, key: key({ [header]: '1' }) }).toEqual({ header, key: null });
    }
    expect(key({}, '/demo/live/9001', 'POST')).toBeNull();
    expect(key({}, '/demo/live/9001', 'HEAD')).toBeNull();
    expect(key({}, `/demo/market?q=${'x'.repeat(3000)}`)).toBeNull();
    expect(key({ host: 'h'.repeat(300) })).toBeNull();
  });

  it('leaves crawlers to Next, which renders pages for them apart', () => {
    expect(key({ 'user-agent': 'Mozilla/5.0 (Linux; Android 10) Chrome/156.0 Mobile Safari/537.36' })).not.toBeNull();
    for (const bot of ['Twitterbot/1.0', 'facebookexternalhit/1.1', 'Mozilla/5.0 (compatible; Googlebot/2.1)', 'Slackbot-LinkExpanding 1.0']) {
      expect({ bot, key: key({ 'user-agent': bot }) }).toEqual({ bot, key: null });
    }
  });
});

describe('the shared page headers (lib/cache/tags.ts SHARED_CACHE_HEADERS)', () => {
  it('give the CDN its rule in CDN-Cache-Control: s-maxage, then stale while it revalidates', () => {
    expect(Object.keys(SHARED_CACHE_HEADERS)).toEqual(['Cache-Control', 'CDN-Cache-Control']);
    expect(CDN_CACHE_CONTROL_FIELD).toBe('cdn-cache-control');
    const cdn = directives(SHARED_CACHE_HEADERS['CDN-Cache-Control']);
    expect(cdn.has('public')).toBe(true);
    expect(cdn.get('s-maxage')).toBe('10');
    expect(cdn.get('stale-while-revalidate')).toBe('60');
  });

  it('let no browser use a kept copy without asking (Firefox serves a stale navigation under stale-while-revalidate)', () => {
    const browser = directives(SHARED_CACHE_HEADERS['Cache-Control']);
    expect(browser.has('stale-while-revalidate')).toBe(false);
    expect(browser.has('stale-if-error')).toBe(false);
    expect(browser.get('max-age')).toBe('0');
    expect(browser.has('must-revalidate')).toBe(true);
    // A shared cache that reads only Cache-Control keeps it as long, and never stale (must-revalidate).
    expect(browser.get('s-maxage')).toBe(directives(CDN_CACHE_CONTROL).get('s-maxage'));
  });
});

describe('storableFor: what a shared cache may keep', () => {
  it('keeps what middleware marks for a CDN, for s-maxage, then serves it stale for stale-while-revalidate', () => {
    expect(storableFor(200, { ...SHARED, 'content-type': 'text/html' })).toEqual({ freshMs: 10_000, staleMs: 60_000 });
    // What Next varies pages and prefetches on: all in a key (or absent from a page's request).
    const nextVary = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';
    expect(storableFor(200, { ...SHARED, vary: nextVary })).toEqual({ freshMs: 10_000, staleMs: 60_000 });
  });

  it('reads CDN-Cache-Control in place of Cache-Control, as a CDN does (RFC 9213), else Cache-Control s-maxage', () => {
    expect(storableFor(200, { 'cache-control': SHARED_CACHE_CONTROL })).toEqual({ freshMs: 10_000, staleMs: 0 });
    expect(storableFor(200, { 'cache-control': CDN_CACHE_CONTROL })).toEqual({ freshMs: 10_000, staleMs: 60_000 });
    expect(storableFor(200, { 'cache-control': 'private, no-store', 'cdn-cache-control': 'public, max-age=30' })).toEqual({ freshMs: 30_000, staleMs: 0 });
    expect(storableFor(200, { 'cache-control': SHARED_CACHE_CONTROL, 'cdn-cache-control': 'private' })).toBeNull();
    expect(storableFor(200, { 'cache-control': SHARED_CACHE_CONTROL, 'cdn-cache-control': 'public, no-cache, s-maxage=10' })).toBeNull();
  });

  it('keeps nothing private, cookie-setting, unsuccessful or without a shared lifetime', () => {
    expect(storableFor(200, { 'cache-control': PRIVATE_CACHE_CONTROL })).toBeNull();
    expect(storableFor(200, { ...SHARED, 'set-cookie': ['a=b'] })).toBeNull();
    expect(storableFor(404, SHARED)).toBeNull();
    expect(storableFor(200, { 'cache-control': 'public, max-age=60' })).toBeNull();
    expect(storableFor(200, { 'cache-control': 'public, s-maxage=0' })).toBeNull();
    expect(storableFor(200, { ...SHARED, vary: '*' })).toBeNull();
    expect(storableFor(200, { ...SHARED, vary: 'Cookie' })).toBeNull();
    expect(storableFor(200, { ...SHARED, vary: 'Accept-Encoding, User-Agent' })).toBeNull();
  });

  it('lets CDN-Cache-Control go out only beside a public Cache-Control', () => {
    expect(cdnCacheControlMayStay(SHARED_CACHE_CONTROL)).toBe(true);
    for (const value of [PRIVATE_CACHE_CONTROL, 'public, no-store', 'no-cache', '', undefined]) expect({ value, stays: cdnCacheControlMayStay(value) }).toEqual({ value, stays: false });
  });

  it('unshares an HTML page Next did not keep (a failure, a per-request render), and nothing else', () => {
    expect(UNSHARED_CACHE_CONTROL).toBe(PRIVATE_CACHE_CONTROL);
    const html = 'text/html; charset=utf-8';
    expect(unsharedCacheControl({ cacheControl: SHARED_CACHE_CONTROL, contentType: html, nextCache: undefined })).toBe(PRIVATE_CACHE_CONTROL);
    for (const nextCache of ['HIT', 'MISS', 'STALE']) expect(unsharedCacheControl({ cacheControl: SHARED_CACHE_CONTROL, contentType: html, nextCache })).toBeNull();
    expect(unsharedCacheControl({ cacheControl: SHARED_CACHE_CONTROL, contentType: 'image/png', nextCache: undefined })).toBeNull();
    expect(unsharedCacheControl({ cacheControl: PRIVATE_CACHE_CONTROL, contentType: html, nextCache: undefined })).toBeNull();
    expect(unsharedCacheControl({ cacheControl: 'public, max-age=31536000, immutable', contentType: 'application/javascript', nextCache: undefined })).toBeNull();
  });

  it('compares entity tags weakly and knows the revalidation endpoint', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc", "def"', '"abc"')).toBe(true);
    expect(matchesEtag('"def"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
    expect(isRevalidation('POST', '/api/revalidate')).toBe(true);
    expect(isRevalidation('GET', '/api/revalidate')).toBe(false);
    expect(isRevalidation('POST', '/api/revalidated')).toBe(false);
  });
});

describe('createFrontCache', () => {
  const response = (body = 'page') => ({ status: 200, headers: { ...SHARED, etag: '"e1"', date: 'x', 'transfer-encoding': 'chunked' }, body: Buffer.from(body) });

  it('is fresh for s-maxage, then lets one request refresh while the others get the stale copy, then forgets', () => {
    let now = 0;
    const cache = createFrontCache({ now: () => now });
    expect(cache.store('k', response(), cache.generation)).toBe(true);
    expect(cache.lookup('k')?.state).toBe('fresh');
    expect(cache.lookup('k')?.entry.headers.map(([name]) => name)).toEqual(['cache-control', 'cdn-cache-control', 'etag']);
    now = 10_000;
    expect(cache.lookup('k')?.state).toBe('refresh');
    expect(cache.lookup('k')?.state).toBe('stale');
    cache.releaseRefresh('k');
    expect(cache.lookup('k')?.state).toBe('refresh');
    now = 70_000;
    expect(cache.lookup('k')).toBeNull();
  });

  it('keeps nothing that began before a purge; after one, refreshes what it holds first and drops it after a grace', () => {
    let now = 0;
    const cache = createFrontCache({ now: () => now });
    const before = cache.generation;
    cache.store('a', response(), before);
    cache.purge();
    expect(cache.store('b', response(), before)).toBe(false);
    expect(cache.lookup('b')).toBeNull();
    // Within the grace: one request renders it anew, the others meanwhile get the copy they had.
    expect(cache.lookup('a')?.state).toBe('refresh');
    expect(cache.lookup('a')?.state).toBe('stale');
    expect(cache.store('a', response('new'), cache.generation)).toBe(true);
    expect(cache.lookup('a')).toMatchObject({ state: 'fresh', entry: { body: Buffer.from('new') } });
    // A refresh that never lands: the old copy is gone once the grace is over.
    cache.purge();
    now = PURGE_GRACE_MS;
    expect(cache.lookup('a')).toBeNull();
  });

  it('holds to its size', () => {
    const cache = createFrontCache({ maxBytes: 4096 });
    cache.store('c', response('x'.repeat(2000)), cache.generation);
    cache.store('d', response('y'.repeat(2000)), cache.generation);
    expect(cache.lookup('c')).toBeNull();
    expect(cache.lookup('d')?.entry.body.length).toBe(2000);
    expect(cache.bytes).toBeLessThanOrEqual(4096);
  });

  it('is emptied through the process-wide hook the Redis cache handler calls', () => {
    const cache = createFrontCache();
    cache.store('a', response(), cache.generation);
    Object.assign(globalThis, { [FRONT_CACHE_PURGE]: () => cache.purge() });
    purgeFrontCache();
    expect(cache.lookup('a')?.state).toBe('refresh');
    Reflect.deleteProperty(globalThis, FRONT_CACHE_PURGE);
  });
});

describe('withFrontCache over HTTP', () => {
  let server: http.Server | null = null;
  /** Every front and Next of the test, and the front's forwarders: all closed after it. */
  const opened = openServers();
  afterEach(() => opened.closeAll());

  /**
   * A stand-in for Next: a gzipped page marked for a CDN (or private with a token), written in two
   * chunks; `rendering` (when given) holds every answer until it settles.
   */
  async function start(cache: FrontCache | null, { rendering, collapseWaitMs }: { rendering?: Promise<void>; collapseWaitMs?: number } = {}) {
    let calls = 0;
    let version = 1;
    const next = async (req: IncomingMessage, res: ServerResponse) => {
      calls += 1;
      await rendering;
      if (req.method === 'POST') {
        version += 1;
        res.statusCode = 200;
        res.end('{}');
        return;
      }
      const personal = (req.headers.cookie ?? '').includes('kirari_token');
      // A page whose platform call failed: Next does not keep it (no x-nextjs-cache), middleware had marked it shared.
      const failed = req.url === '/demo/failed';
      const body = gzipSync(`<html>version ${version}${personal ? ' member' : ''}${failed ? ' failed' : ''}</html>`);
      res.setHeader('cache-control', personal ? PRIVATE_CACHE_CONTROL : SHARED_CACHE_CONTROL);
      if (!personal) res.setHeader('cdn-cache-control', CDN_CACHE_CONTROL);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (!failed) res.setHeader('x-nextjs-cache', 'MISS');
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('etag', `"v${version}"`);
      res.write(body.subarray(0, 5));
      res.end(body.subarray(5));
    };
    // As scripts/serve.mjs composes them: Next in a process (here a server) of its own behind the
    // front's forwarder; null: FRONT_CACHE=off.
    const nextServer = http.createServer(withoutSharedFailures(next) as http.RequestListener);
    await new Promise<void>((resolve) => nextServer.listen(0, '127.0.0.1', () => resolve()));
    const forward = createForwarder({ port: (nextServer.address() as AddressInfo).port });
    server = http.createServer((cache ? withFrontCache(cache, forward, { collapseWaitMs }) : forward) as http.RequestListener);
    opened.track(server, nextServer, forward);
    let received = 0;
    server.on('request', () => (received += 1));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    return { base, calls: () => calls, received: () => received };
  }

  const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('replays the page Next wrote, byte for byte and compressed, without asking Next again', async () => {
    const { base, calls } = await start(createFrontCache());
    const first = await get(`${base}/demo/market`);
    expect(await first.text()).toBe('<html>version 1</html>');
    await settle();
    const second = await get(`${base}/demo/market`);
    expect(second.headers.get(FRONT_CACHE_HEADER)).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
    expect(second.headers.get('cdn-cache-control')).toBe(CDN_CACHE_CONTROL);
    expect(second.headers.get('age')).toBe('0');
    expect(await second.text()).toBe('<html>version 1</html>');
    expect((await get(`${base}/demo/market`, { 'if-none-match': '"v1"' })).status).toBe(304);
    expect(calls()).toBe(1);
  });

  it('renders a page a crowd asks for at once a single time, and answers the others with it', async () => {
    let rendered = () => {};
    const { base, calls, received } = await start(createFrontCache(), { rendering: new Promise<void>((resolve) => (rendered = resolve)) });
    const crowd = Array.from({ length: 20 }, () => get(`${base}/demo/live/9001`));
    // Every request is in (the first at Next, the rest waiting) before the render ends.
    while (received() < 20) await settle();
    rendered();
    const answers = await Promise.all(crowd);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(Array(20).fill('<html>version 1</html>'));
    expect(answers.filter((answer) => answer.headers.get(FRONT_CACHE_HEADER) === 'HIT')).toHaveLength(19);
    expect(calls()).toBe(1);
  });

  it('sends the waiting requests to Next when the first answer cannot be kept, or takes too long', async () => {
    let rendered = () => {};
    const failing = await start(createFrontCache(), { rendering: new Promise<void>((resolve) => (rendered = resolve)) });
    const crowd = Array.from({ length: 3 }, () => get(`${failing.base}/demo/failed`));
    while (failing.received() < 3) await settle();
    expect(failing.calls()).toBe(1);
    rendered();
    expect(await Promise.all((await Promise.all(crowd)).map((answer) => answer.text()))).toEqual(Array(3).fill('<html>version 1 failed</html>'));
    expect(failing.calls()).toBe(3);
    await new Promise<void>((resolve) => server!.close(() => resolve()));

    const slow = await start(createFrontCache(), { rendering: new Promise<void>(() => {}), collapseWaitMs: 30 });
    const first = get(`${slow.base}/demo/market`).catch(() => null);
    while (slow.calls() < 1) await settle();
    void get(`${slow.base}/demo/market`).catch(() => null);
    while (slow.calls() < 2) await settle();
    expect(slow.calls()).toBe(2);
    server!.closeAllConnections();
    await first;
  });

  it('sends a member to Next every time, and keeps nothing of theirs', async () => {
    const { base, calls } = await start(createFrontCache());
    expect(await (await get(`${base}/demo/market`, { cookie: 'kirari_token=t' })).text()).toContain('member');
    await settle();
    const anonymous = await get(`${base}/demo/market`);
    expect(anonymous.headers.get(FRONT_CACHE_HEADER)).toBeNull();
    expect(await anonymous.text()).not.toContain('member');
    expect(calls()).toBe(2);
  });

  it('neither keeps nor lets anyone share a page Next did not keep', async () => {
    const { base, calls } = await start(createFrontCache());
    const failed = await get(`${base}/demo/failed`);
    expect(failed.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(failed.headers.get('cdn-cache-control')).toBeNull();
    expect(await failed.text()).toContain('failed');
    await settle();
    expect((await get(`${base}/demo/failed`)).headers.get(FRONT_CACHE_HEADER)).toBeNull();
    expect(calls()).toBe(2);
  });

  it('makes a page Next did not keep private with the front cache off too, and leaves a kept one shared', async () => {
    const { base } = await start(null);
    const failed = await get(`${base}/demo/failed`);
    expect([failed.headers.get('cache-control'), failed.headers.get('cdn-cache-control')]).toEqual([PRIVATE_CACHE_CONTROL, null]);
    const kept = await get(`${base}/demo/market`);
    expect([kept.headers.get('cache-control'), kept.headers.get('cdn-cache-control')]).toEqual([SHARED_CACHE_CONTROL, CDN_CACHE_CONTROL]);
  });

  it('forgets everything once a revalidation succeeds', async () => {
    const { base } = await start(createFrontCache());
    await (await get(`${base}/demo/market`)).text();
    await settle();
    expect((await get(`${base}/demo/market`)).headers.get(FRONT_CACHE_HEADER)).toBe('HIT');
    await (await fetch(`${base}/api/revalidate`, { method: 'POST' })).text();
    await settle();
    const fresh = await get(`${base}/demo/market`);
    expect(fresh.headers.get(FRONT_CACHE_HEADER)).toBeNull();
    expect(await fresh.text()).toBe('<html>version 2</html>');
  });
});
