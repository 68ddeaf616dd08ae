/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gzipSync } from 'node:zlib';
import { WebSocket } from 'ws';
import { startPlatform, type RunningPlatform } from '@/platform/server';
import { ABLY_KEY } from '@/platform/realtime/config';
import { rawRequest, requestText } from './robustness-helpers';

/**
 * Issue 11 §6: no request shape stops or wedges the platform. Each case sends one bad shape to a
 * real platform on loopback, checks the answer, then that the platform still serves its health
 * check and a normal API call on both ports.
 */

let platform: RunningPlatform;
let api: string;
let apiPort: number;
let interactionPort: number;

beforeAll(async () => {
  platform = await startPlatform({ port: 0, interactionPort: 0, quiet: true, simulation: false });
  api = platform.ctx.options.publicUrl;
  apiPort = platform.ctx.options.port;
  interactionPort = platform.ctx.options.interactionPort;
});

afterAll(() => platform.close());

async function expectAlive(): Promise<void> {
  const health = await fetch(`${api}/__control/health`);
  expect(health.status).toBe(200);
  const stores = await fetch(`${api}/api/v1/stores/demo/posts/latest`);
  expect(stores.status).toBe(200);
  const comment = await fetch(`${platform.ctx.options.interactionUrl}/comment`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  expect(comment.status).toBe(401);
}

const jsonPost = (path: string, body: string | Buffer, headers: Record<string, string> = {}) =>
  fetch(`${api}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : new Uint8Array(body) });

describe('malformed request targets', () => {
  it.each([
    ['GET /% HTTP/1.1', [400]],
    ['GET /%zz HTTP/1.1', [400]],
    ['GET /api/v2/stores/%E0%A4%A HTTP/1.1', [400]],
    ['GET /media/vod/..%2f..%2fetc%2fpasswd HTTP/1.1', [400, 404]],
    ['GET /media/vod/%2e%2e%2f%2e%2e%2fetc%2fpasswd.mp4 HTTP/1.1', [400, 404]],
    ['GET /media/live/..%5c..%5cetc/seg-1.ts HTTP/1.1', [400, 404]],
    ['GET /media/vod/%2Fetc%2Fpasswd/index.m3u8 HTTP/1.1', [400, 404]],
    ['GET /images/product/..%2f..%2f..%2fetc%2fpasswd HTTP/1.1', [400, 404]],
    ['GET /images/..%2fmedia/%2fetc%2fpasswd.svg HTTP/1.1', [400, 404]],
    ['GET /images/product/..\\..\\etc\\passwd.svg HTTP/1.1', [400, 404]],
    ['GET /../../etc/passwd HTTP/1.1', [400, 404]],
    ['GET http://evil.example/__control/health HTTP/1.1', [200]],
    ['GET http://[::1 HTTP/1.1', [400]],
    ['OPTIONS * HTTP/1.1', [400]],
    ['GET * HTTP/1.1', [400]],
    ['GET //evil.example/x HTTP/1.1', [404]],
    ['GET //__control/health HTTP/1.1', [200]],
    ['GET relative HTTP/1.1', [400]],
  ])('%s answers %j and the platform stays up', async (line, statuses) => {
    const answer = await rawRequest(apiPort, requestText(line as string));
    expect(statuses).toContain(answer.status);
    expect(answer.body).not.toContain('root:');
    await expectAlive();
  });

  it('serves no file outside the assets for a traversal in a media or image path', async () => {
    for (const path of ['/media/vod/..%2f..%2fpackage.json', '/images/product/..%2f..%2f..%2fpackage.json', '/media/vod/%2e%2e%2f%2e%2e%2fpackage.json']) {
      const response = await fetch(`${api}${path}`);
      expect([400, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('"dependencies"');
    }
    await expectAlive();
  });

  it('answers the same on the interaction port', async () => {
    const answer = await rawRequest(interactionPort, requestText('GET /% HTTP/1.1'));
    expect(answer.status).toBe(400);
    await expectAlive();
  });
});

describe('bad JSON', () => {
  it('answers invalid JSON with a JSON 422', async () => {
    const response = await jsonPost('/api/v2/auth/user/login', '{"email":');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    await expectAlive();
  });

  it('refuses "[" nested 10,000 deep, open or closed, with a JSON error', async () => {
    for (const body of ['['.repeat(10_000), `${'['.repeat(10_000)}${']'.repeat(10_000)}`]) {
      const response = await jsonPost('/api/v2/auth/user/login', body);
      expect([400, 422]).toContain(response.status);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    await expectAlive();
  });

  it('answers wrong types (an array, a string, a number where an object is expected) with 422', async () => {
    for (const body of ['[1,2,3]', '"text"', '42', 'null', '{"email":["a"],"password":{"x":1}}']) {
      const response = await jsonPost('/api/v2/auth/user/login', body);
      expect(response.status).toBe(422);
    }
    const comment = await fetch(`${platform.ctx.options.interactionUrl}/comment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Guest-Authorization': 'Bearer x' },
      body: '[{"post_id":[]}]',
    });
    expect([401, 422]).toContain(comment.status);
    await expectAlive();
  });
});

describe('body size', () => {
  it('answers a 2 MiB body with 413', async () => {
    const response = await jsonPost('/api/v2/auth/user/login', JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    await expectAlive();
  });

  it('answers a 2 MiB body sent in chunks without a length with 413', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const chunked = `${Array.from({ length: 32 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('')}0\r\n\r\n`;
    const head = ['POST /api/v2/auth/user/login HTTP/1.1', 'Host: 127.0.0.1', 'Connection: close', 'Content-Type: application/json', 'Transfer-Encoding: chunked'].join('\r\n');
    const answer = await rawRequest(apiPort, `${head}\r\n\r\n${chunked}`);
    expect(answer.status).toBe(413);
    await expectAlive();
  });

  it('answers a 100 KiB gzip body that inflates past 1 MiB with 413', async () => {
    // 100 gzip members of 1 MiB of spaces each: ~100 KiB that inflates to 100 MiB, made in milliseconds.
    const member = gzipSync(Buffer.alloc(1024 * 1024, ' '));
    const bomb = Buffer.concat(Array.from({ length: 100 }, () => member));
    expect(bomb.length).toBeGreaterThan(90 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const response = await jsonPost('/api/v2/auth/user/login', bomb, { 'Content-Encoding': 'gzip' });
    expect(response.status).toBe(413);
    await expectAlive();
  });

  it('answers a deflated pubnub publish that inflates past 1 MiB with 413, and a small one normally', async () => {
    const { deflateSync } = await import('node:zlib');
    const { PUBNUB_PUBLISH_KEY, PUBNUB_SUBSCRIBE_KEY } = await import('@/platform/realtime/config');
    const path = `/publish/${PUBNUB_PUBLISH_KEY}/${PUBNUB_SUBSCRIBE_KEY}/0/comment%7C1/0`;
    const big = await jsonPost(path, deflateSync(Buffer.alloc(4 * 1024 * 1024, ' ')), { 'Content-Encoding': 'deflate' });
    expect(big.status).toBe(413);
    const small = await jsonPost(path, deflateSync(JSON.stringify({ name: 'comment', data: { n: 1 } })), { 'Content-Encoding': 'deflate' });
    expect(small.status).toBe(200);
    await expectAlive();
  });

  it('answers a corrupt or unknown encoding with a 4xx', async () => {
    const corrupt = await jsonPost('/api/v2/auth/user/login', Buffer.from('not gzip at all'), { 'Content-Encoding': 'gzip' });
    expect(corrupt.status).toBe(400);
    const unknown = await jsonPost('/api/v2/auth/user/login', Buffer.from('{}'), { 'Content-Encoding': 'br' });
    expect(unknown.status).toBe(415);
    await expectAlive();
  });
});

describe('headers and methods', () => {
  it('survives 300 headers', async () => {
    const headers = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`X-Flood-${i}`, 'v'.repeat(20)]));
    const answer = await rawRequest(apiPort, requestText('GET /__control/health HTTP/1.1', headers));
    expect([200, 431]).toContain(answer.status);
    await expectAlive();
  });

  it('answers headers past 16 KiB with 431', async () => {
    const answer = await rawRequest(apiPort, requestText('GET /__control/health HTTP/1.1', { 'X-Big': 'v'.repeat(20_000) }));
    expect(answer.status).toBe(431);
    await expectAlive();
  });

  it('answers an unknown method with 501 and a known one without a route with 405', async () => {
    expect((await rawRequest(apiPort, requestText('FOO /__control/health HTTP/1.1'))).status).toBe(501);
    expect((await rawRequest(apiPort, requestText('PROPFIND /__control/health HTTP/1.1'))).status).toBe(501);
    expect((await fetch(`${api}/__control/health`, { method: 'PATCH' })).status).toBe(405);
    await expectAlive();
  });

  it('answers garbage that is not HTTP with a 4xx/5xx or a closed socket', async () => {
    const answer = await rawRequest(apiPort, '\x00\x01\x02 garbage\r\n\r\n');
    expect([0, 400, 501]).toContain(answer.status);
    await expectAlive();
  });
});

describe('WebSocket', () => {
  it('closes a socket that sends a 100 KiB frame, and only that one', async () => {
    const url = `ws://127.0.0.1:${apiPort}/?key=${encodeURIComponent(ABLY_KEY)}&format=json&v=3`;
    const open = (ws: WebSocket) => new Promise<void>((resolve, reject) => ws.once('open', () => resolve()).once('error', reject));
    const bystander = new WebSocket(url);
    const sender = new WebSocket(url);
    await Promise.all([open(bystander), open(sender)]);
    const closed = new Promise<number>((resolve) => sender.once('close', (code) => resolve(code)));
    sender.on('error', () => {});
    sender.send('x'.repeat(100 * 1024));
    expect(await closed).toBe(1009);
    expect(bystander.readyState).toBe(WebSocket.OPEN);
    bystander.close();
    await expectAlive();
  });

  it('refuses an upgrade with a malformed target and keeps serving', async () => {
    const answer = await rawRequest(apiPort, requestText('GET /% HTTP/1.1', { Upgrade: 'websocket', Connection: 'Upgrade', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version': '13' }));
    expect([0, 400, 404]).toContain(answer.status);
    await expectAlive();
  });
});

describe('the last-resort guard', () => {
  it('turns a throwing handler into a JSON 500 and logs it', async () => {
    const logged: unknown[] = [];
    const { listener, Router } = await import('@/platform/http');
    const { createServer } = await import('node:http');
    const router = new Router().get('/boom', () => {
      throw new Error('boom');
    });
    router.get('/reject', () => Promise.reject(new Error('later')));
    router.get('/bad-header', () => ({ status: 200, headers: { 'X-Split': 'a\r\nSet-Cookie: x=1' }, body: {} }));
    const server = createServer(listener(router, { onError: (e) => logged.push(e) }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    for (const path of ['/boom', '/reject', '/bad-header']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Internal platform error' });
    }
    expect(logged).toHaveLength(3);
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});
