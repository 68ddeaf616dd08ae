/**
 * @jest-environment node
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createForwarder, forwardedHeaders } from '@/lib/load/forward.mjs';
import { openServers } from './open-servers';

describe('forwardedHeaders', () => {
  it('leaves out the fields of one hop and adds the client last to X-Forwarded-For, as a proxy does', () => {
    expect(forwardedHeaders({ host: 'shop.example', connection: 'keep-alive', 'keep-alive': 'timeout=5', 'transfer-encoding': 'chunked', upgrade: 'h2c', cookie: 'a=1', 'x-forwarded-for': '203.0.113.9' }, '198.51.100.7')).toEqual({
      host: 'shop.example',
      cookie: 'a=1',
      'x-forwarded-for': '203.0.113.9, 198.51.100.7',
    });
    expect(forwardedHeaders({ host: 'shop.example' }, '198.51.100.7')['x-forwarded-for']).toBe('198.51.100.7');
    // A client cannot make itself another client: what it sends comes first, the socket's address last.
    expect(forwardedHeaders({ 'x-forwarded-for': '10.0.0.1' }, undefined)['x-forwarded-for']).toBe('10.0.0.1');
  });
});

describe('createForwarder over HTTP', () => {
  const opened = openServers();
  afterEach(() => opened.closeAll());

  const listen = async (server: http.Server) => {
    opened.track(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    return (server.address() as AddressInfo).port;
  };
  /** A front forwarding to `next` (a stand-in for Next's process); answers its base URL. */
  async function start(next: (req: IncomingMessage, res: ServerResponse) => void, { upstreamDown = false } = {}) {
    const nextServer = http.createServer(next);
    const port = await listen(nextServer);
    if (upstreamDown) await new Promise<void>((resolve) => nextServer.close(() => resolve()));
    const forward = createForwarder({ port, sockets: 2 });
    opened.track(forward);
    const front = http.createServer((req, res) => void forward(req, res));
    return `http://127.0.0.1:${await listen(front)}`;
  }

  it('passes the request through and the answer back: method, path, body, status, every field, the client last in X-Forwarded-For', async () => {
    const seen: { method?: string; url?: string; body?: string; forwardedFor?: string; connection?: string } = {};
    const base = await start((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        Object.assign(seen, { method: req.method, url: req.url, body, forwardedFor: req.headers['x-forwarded-for'] });
        res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
        res.setHeader('x-nextjs-cache', 'MISS');
        res.writeHead(201, { 'content-type': 'application/json' });
        res.write('{"ok":');
        res.end('true}');
      });
    });
    const answer = await fetch(`${base}/demo/live/1/entry?x=1`, { method: 'POST', body: 'hello', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers.get('x-nextjs-cache')).toBe('MISS');
    expect(seen).toEqual({ method: 'POST', url: '/demo/live/1/entry?x=1', body: 'hello', forwardedFor: '203.0.113.9, 127.0.0.1' });
  });

  it('stops the render when the viewer leaves before the answer is complete', async () => {
    let upstreamClosed: () => void = () => {};
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    const base = await start((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
      res.on('close', () => upstreamClosed());
    });
    const controller = new AbortController();
    const answer = await fetch(`${base}/demo/market`, { signal: controller.signal });
    expect(answer.status).toBe(200);
    controller.abort();
    await closed;
  });

  it('sends nothing again for a viewer who left, and keeps no connection busy for them', async () => {
    const served = new WeakSet<Socket>();
    let requests = 0;
    let hungClosed: () => void = () => {};
    const closed = new Promise<void>((resolve) => (hungClosed = resolve));
    const base = await start((req, res) => {
      requests += 1;
      // The second request on a connection hangs (a slow render): the viewer gives up on it.
      if (served.has(req.socket)) return void res.on('close', () => hungClosed());
      served.add(req.socket);
      res.end('first');
    });
    expect(await (await fetch(`${base}/a`)).text()).toBe('first');
    const controller = new AbortController();
    const left = fetch(`${base}/b`, { signal: controller.signal }).catch(() => null);
    while (requests < 2) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    await left;
    await closed;
    // A cut the forwarder made itself is not a closed connection to retry on another.
    expect(requests).toBe(2);
    // Both connections are free again: two more requests are answered at once.
    expect(await Promise.all([fetch(`${base}/c`), fetch(`${base}/d`)].map(async (answer) => (await answer).status))).toEqual([200, 200]);
  });

  it('answers 502 when Next does not answer', async () => {
    const base = await start(() => undefined, { upstreamDown: true });
    const answer = await fetch(`${base}/demo/market`);
    expect(answer.status).toBe(502);
  });

  it('sends a GET once more on a new connection when Next closed the kept one under it, and never a POST', async () => {
    const served = new WeakSet<Socket>();
    let requests = 0;
    const base = await start((req, res) => {
      requests += 1;
      // A connection that already served one request: closed as a keep-alive timeout closes it.
      if (served.has(req.socket)) return void req.socket.destroy();
      served.add(req.socket);
      req.resume();
      req.on('end', () => res.end(`answer ${requests}`));
    });
    expect(await (await fetch(`${base}/a`)).text()).toBe('answer 1');
    expect(await (await fetch(`${base}/b`)).text()).toBe('answer 3');
    expect(requests).toBe(3);
    await fetch(`${base}/c`); // a fresh connection again, kept for the POST below
    const post = await fetch(`${base}/d`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(502);
  });
});
