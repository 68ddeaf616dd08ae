/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { FRONT_CACHE_HEADER } from '@/lib/cache/front/front-cache.mjs';
import { immutableFileKey, isImmutableAnswer, withImmutableFiles } from '@/lib/cache/front/immutable-files.mjs';
import { createForwarder } from '@/lib/load/forward.mjs';
import { openServers } from '../load/open-servers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHUNK = '/_next/static/chunks/0abc.js';

describe('immutableFileKey: which requests are for the build’s own files', () => {
  const key = (url: string, headers: Record<string, string> = {}, method = 'GET') => immutableFileKey({ method, url, headers: { 'accept-encoding': 'gzip, br', ...headers } });

  it('keys a GET or HEAD under /_next/static/ by URL and Accept-Encoding, whatever the cookies', () => {
    expect(key(CHUNK)).toBe(key(CHUNK, {}, 'HEAD'));
    expect(key(CHUNK, { cookie: 'kirari_token=t' })).toBe(key(CHUNK));
    expect(key(CHUNK, { 'accept-encoding': 'identity' })).not.toBe(key(CHUNK));
    expect(key('/_next/static/chunks/0abd.js')).not.toBe(key(CHUNK));
  });

  it('leaves everything else to Next: pages, other methods, partial reads, climbs out of the folder, over-long values', () => {
    expect(key('/demo/market')).toBeNull();
    expect(key('/_next/image?url=x')).toBeNull();
    expect(key(CHUNK, {}, 'POST')).toBeNull();
    expect(key(CHUNK, { range: 'bytes=0-10' })).toBeNull();
    expect(key(CHUNK, { 'if-range': '"x"' })).toBeNull();
    expect(key('/_next/static/../../server/app.js')).toBeNull();
    expect(key(`/_next/static/${'a'.repeat(2100)}`)).toBeNull();
    expect(key(CHUNK, { 'accept-encoding': 'x'.repeat(300) })).toBeNull();
  });
});

describe('isImmutableAnswer: what may be kept for good', () => {
  it('keeps a public, immutable 200 that sets no cookie and varies on Accept-Encoding at most', () => {
    expect(isImmutableAnswer(200, { 'cache-control': IMMUTABLE, vary: 'Accept-Encoding' })).toBe(true);
    expect(isImmutableAnswer(200, { 'cache-control': IMMUTABLE })).toBe(true);
  });

  it('keeps nothing else: errors, lifetimes without immutable, private answers, cookies, other Vary', () => {
    expect(isImmutableAnswer(404, { 'cache-control': IMMUTABLE })).toBe(false);
    expect(isImmutableAnswer(200, { 'cache-control': 'public, max-age=31536000' })).toBe(false);
    expect(isImmutableAnswer(200, { 'cache-control': 'private, max-age=31536000, immutable' })).toBe(false);
    expect(isImmutableAnswer(200, { 'cache-control': IMMUTABLE, 'set-cookie': ['a=b'] })).toBe(false);
    expect(isImmutableAnswer(200, { 'cache-control': IMMUTABLE, vary: 'Accept-Encoding, Cookie' })).toBe(false);
  });
});

describe('withImmutableFiles: the build’s files from the front process', () => {
  const opened = openServers();
  afterEach(() => opened.closeAll());

  /** Next behind the front's forwarder, as scripts/serve.mjs composes them; `calls` counts what reached Next. */
  async function start(answer: (req: IncomingMessage, res: ServerResponse) => void) {
    let calls = 0;
    const nextServer = http.createServer((req, res) => {
      calls += 1;
      answer(req, res);
    });
    await new Promise<void>((resolve) => nextServer.listen(0, '127.0.0.1', () => resolve()));
    const forward = createForwarder({ port: (nextServer.address() as AddressInfo).port });
    const server = http.createServer(withImmutableFiles(forward) as http.RequestListener);
    opened.track(server, nextServer, forward);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const script = (req: IncomingMessage, res: ServerResponse) => {
    const gzip = (req.headers['accept-encoding'] ?? '').includes('gzip');
    const body = gzip ? gzipSync('console.log(1)') : Buffer.from('console.log(1)');
    res.setHeader('cache-control', IMMUTABLE);
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('content-type', 'application/javascript; charset=UTF-8');
    res.setHeader('etag', 'W/"c1"');
    if (gzip) res.setHeader('content-encoding', 'gzip');
    res.write(body.subarray(0, 4));
    res.end(body.subarray(4));
  };
  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });

  it('answers a file Next served once from memory, with Next’s headers and compressed body, per encoding', async () => {
    const { base, calls } = await start(script);
    const first = await get(`${base}${CHUNK}`, { 'accept-encoding': 'gzip' });
    expect(first.headers[FRONT_CACHE_HEADER]).toBeUndefined();
    await settle();
    const again = await get(`${base}${CHUNK}`, { 'accept-encoding': 'gzip', cookie: 'kirari_token=member' });
    expect(again.headers[FRONT_CACHE_HEADER]).toBe('HIT');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(again.body).toString()).toBe('console.log(1)');
    expect(calls()).toBe(1);
    // Another encoding is another answer of Next's, kept apart.
    const plain = await get(`${base}${CHUNK}`, { 'accept-encoding': 'identity' });
    expect(plain.body.toString()).toBe('console.log(1)');
    expect(calls()).toBe(2);
    expect((await get(`${base}${CHUNK}`, { 'accept-encoding': 'gzip', 'if-none-match': 'W/"c1"' })).status).toBe(304);
    const head = await get(`${base}${CHUNK}`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, String(again.body.length), 0]);
    expect(calls()).toBe(2);
  });

  it('asks Next again for what it did not answer as an immutable file', async () => {
    let status = 404;
    const { base, calls } = await start((req, res) => {
      if (status === 200) return script(req, res);
      res.statusCode = status;
      res.setHeader('cache-control', 'no-store');
      res.end('missing');
    });
    expect((await get(`${base}${CHUNK}`)).status).toBe(404);
    await settle();
    status = 200;
    expect((await get(`${base}${CHUNK}`)).status).toBe(200);
    await settle();
    expect((await get(`${base}${CHUNK}`)).headers[FRONT_CACHE_HEADER]).toBe('HIT');
    expect(calls()).toBe(2);
    // A page never goes through it.
    await get(`${base}/demo/market`);
    await get(`${base}/demo/market`);
    expect(calls()).toBe(4);
  });
});
