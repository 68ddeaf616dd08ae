/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WebSocket } from 'ws';
import { startPlatform, type RunningPlatform } from '@/platform/server';
import { ABLY_KEY } from '@/platform/realtime/config';

/** Issue 11 §6: CORS for the storefront origin only; the control API never answers other pages. */

const STOREFRONT = 'http://localhost:3210';
const FOREIGN = 'https://evil.example';

let platform: RunningPlatform;
let api: string;

beforeAll(async () => {
  platform = await startPlatform({ port: 0, interactionPort: 0, quiet: true, simulation: false, storefrontUrl: `${STOREFRONT}/` });
  api = platform.ctx.options.publicUrl;
});

afterAll(() => platform.close());

const get = (url: string, origin?: string) => fetch(url, { headers: origin ? { Origin: origin } : {} });
const acao = (response: Response) => response.headers.get('access-control-allow-origin');

describe('API routes', () => {
  it('answer the storefront origin with CORS, credentials included', async () => {
    for (const path of ['/api/v1/stores/demo/posts/latest', '/media/vod/replay-1/index.m3u8', '/time/0', '/__gateway/token.js']) {
      const response = await get(`${api}${path}`, STOREFRONT);
      expect(response.status).toBe(200);
      expect(acao(response)).toBe(STOREFRONT);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it('answer a preflight from the storefront and not from another origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${api}/api/v2/auth/user/login`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    const mine = await preflight(STOREFRONT);
    expect(mine.status).toBe(204);
    expect(acao(mine)).toBe(STOREFRONT);
    expect(mine.headers.get('access-control-allow-methods')).toContain('POST');
    const theirs = await preflight(FOREIGN);
    expect(acao(theirs)).toBeNull();
    expect(theirs.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('give a foreign origin, a lookalike or null no CORS headers', async () => {
    for (const origin of [FOREIGN, 'http://localhost:3210.evil.example', 'http://localhost', 'null', 'http://127.0.0.1:3210']) {
      const response = await get(`${api}/api/v1/stores/demo/posts/latest`, origin);
      expect(acao(response)).toBeNull();
    }
  });

  it('apply on the interaction port too', async () => {
    const url = `${platform.ctx.options.interactionUrl}/comment`;
    const preflight = (origin: string) => fetch(url, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
    expect(acao(await preflight(STOREFRONT))).toBe(STOREFRONT);
    expect(acao(await preflight(FOREIGN))).toBeNull();
  });
});

describe('the control API', () => {
  it('refuses a foreign origin, the storefront included, with 403 and no CORS headers', async () => {
    for (const origin of [FOREIGN, STOREFRONT, 'null']) {
      for (const path of ['/__control/health', '/__control/mail', '/%5F%5Fcontrol/mail', '/__control/../__control/mail']) {
        const response = await get(`${api}${path}`, origin);
        expect(response.status).toBe(403);
        expect(acao(response)).toBeNull();
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      }
      const post = await fetch(`${api}/__control/reset`, { method: 'POST', headers: { Origin: origin } });
      expect(post.status).toBe(403);
      const preflight = await fetch(`${api}/__control/reset`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.status).toBe(403);
      expect(acao(preflight)).toBeNull();
    }
  });

  it('answers without CORS to tools (no Origin) and to the platform its own origin', async () => {
    const tool = await get(`${api}/__control/health`);
    expect(tool.status).toBe(200);
    expect(acao(tool)).toBeNull();
    const own = await get(`${api}/__control/health`, api);
    expect(own.status).toBe(200);
    expect(acao(own)).toBeNull();
  });
});

describe('the Ably WebSocket', () => {
  const connect = (origin: string) =>
    new Promise<'open' | number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${platform.ctx.options.port}/?key=${encodeURIComponent(ABLY_KEY)}&format=json`, { origin });
      ws.once('open', () => {
        ws.close();
        resolve('open');
      });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => resolve(0));
    });

  it('opens for the storefront and refuses another site', async () => {
    expect(await connect(STOREFRONT)).toBe('open');
    expect(await connect(FOREIGN)).toBe(403);
  });
});

describe('listening', () => {
  it('refuses a host that is not loopback', async () => {
    await expect(startPlatform({ host: '0.0.0.0', port: 0, interactionPort: 0, quiet: true })).rejects.toThrow(/loopback/);
  });

  it('listens on 127.0.0.1 by default', () => {
    expect(platform.api.address()).toMatchObject({ address: '127.0.0.1' });
    expect(platform.interaction.address()).toMatchObject({ address: '127.0.0.1' });
  });
});
