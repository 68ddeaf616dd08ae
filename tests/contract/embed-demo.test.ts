/** @jest-environment node */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoQuery } from '@/platform/embed-demo';
import { startPlatform, type RunningPlatform } from '@/platform/server';

/** The embedding demo page (issue 15 item 7): served by the platform, strict about its query and what it loads. */

const STOREFRONT = 'http://localhost:3290';
let platform: RunningPlatform;
let port: number;

beforeAll(async () => {
  platform = await startPlatform({ port: 0, interactionPort: 0, quiet: true, simulation: false, storefrontUrl: `${STOREFRONT}/` });
  port = platform.ctx.options.port;
});

afterAll(() => platform.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET on the platform as asked for by the name `host` (127.0.0.1 or localhost: two origins). */
function get(path: string, host = `127.0.0.1:${port}`): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /embed-demo', () => {
  it('is the demo page: the storefront’s embed.js, the room’s place, the log and every command', async () => {
    const page = await get('/embed-demo?store=demo&post=9001');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain("<h1>Embedding demo: a store's own site</h1>");
    expect(page.body).toContain(`<script src="${STOREFRONT}/embed.js"></script><script src="/embed-demo/host.js"></script>`);
    expect(page.body).toContain('data-store="demo" data-post="9001"');
    expect(page.body).toContain('data-testid="embed-log"');
    for (const command of ['mute', 'unmute', 'play', 'pause', 'get-state', 'seek']) expect(page.body).toContain(`data-command="${command}"`);
    expect(page.body).toContain('data-testid="embed-delegate"');
    expect(page.body).not.toContain('data-testid="embed-intruder"');
  });

  it('loads nothing but its own files and the storefront’s script and frame, and is framed by nobody', async () => {
    const page = await get('/embed-demo');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${STOREFRONT};`);
    expect(csp).toContain(`frame-src ${STOREFRONT} http://localhost:${port};`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.body).not.toMatch(/<script>|<style>| on[a-z]+=/);
  });

  it('adds an intruder frame from the platform’s other loopback name with ?intruder=1', async () => {
    const fromIp = await get('/embed-demo?intruder=1');
    expect(fromIp.body).toContain(`src="http://localhost:${port}/embed-demo/intruder"`);
    const fromName = await get('/embed-demo?intruder=1', `localhost:${port}`);
    expect(fromName.body).toContain(`src="http://127.0.0.1:${port}/embed-demo/intruder"`);
  });

  it('falls back to its first loopback name for a Host it does not know', async () => {
    const page = await get('/embed-demo?intruder=1', 'evil.example"><script>');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain(`src="http://localhost:${port}/embed-demo/intruder"`);
  });

  it.each([
    ['store', '"><script>alert(1)</script>'],
    ['store', '../admin'],
    ['store', 'a'.repeat(101)],
    ['post', '9001"><script>alert(1)</script>'],
    ['post', '0'],
    ['post', '-1'],
    ['post', '1e3'],
    ['post', '9'.repeat(16)],
  ])('refuses a bad %s (%s) with a 400 page that does not echo it', async (name, value) => {
    const page = await get(`/embed-demo?${name}=${encodeURIComponent(value)}`);
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('bad query');
    // (A short number like 0 is in any page; the injections are what must not come back.)
    if (value.length > 2) expect(page.body).not.toContain(value);
    expect(page.body).not.toContain('<script');
  });
});

describe('GET /embed-demo/intruder', () => {
  it('may be framed only by the demo page on the other loopback name', async () => {
    const intruder = await get('/embed-demo/intruder', `localhost:${port}`);
    expect(intruder.status).toBe(200);
    expect(String(intruder.headers['content-security-policy'])).toContain(`frame-ancestors http://127.0.0.1:${port}`);
    expect(intruder.body).toContain('<script src="/embed-demo/intruder.js"></script>');
    expect(intruder.body).toContain('data-testid="intruder-received"');
  });
});

describe('the demo’s files', () => {
  it.each([
    ['host.js', 'text/javascript; charset=utf-8'],
    ['intruder.js', 'text/javascript; charset=utf-8'],
    ['demo.css', 'text/css; charset=utf-8'],
  ])('serves %s as %s', async (file, type) => {
    const answer = await get(`/embed-demo/${file}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves nothing else from its folder', async () => {
    for (const file of ['index.ts', '..%2Fserver.ts', 'constructor', '__proto__']) expect((await get(`/embed-demo/${file}`)).status).toBe(404);
  });
});

describe('demoQuery', () => {
  it('defaults to the demo store’s live and reads the flags', () => {
    expect(demoQuery(new URLSearchParams())).toEqual({ store: 'demo', post: 9001, intruder: false, delegate: false });
    expect(demoQuery(new URLSearchParams('store=taiwan&post=9003&intruder=1&delegate=1'))).toEqual({ store: 'taiwan', post: 9003, intruder: true, delegate: true });
  });
});
