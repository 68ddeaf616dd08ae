import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** e2e helpers: the platform's control API, reset before every test. */
export const platformUrl = () => process.env.E2E_PLATFORM_URL ?? 'http://127.0.0.1:4110';
/** The storefront's origin: the only one the platform answers with CORS (its STOREFRONT_URL). */
export const storefrontUrl = () => process.env.E2E_WEB_URL ?? 'http://localhost:3100';

export async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${platformUrl()}/__control/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

let clientCount = 0;

/**
 * The cache headers of an answer a CDN may hold (lib/cache/tags.ts SHARED_CACHE_HEADERS): the CDN's
 * rule in CDN-Cache-Control, and a Cache-Control that makes a browser ask again on every use.
 */
export const SHARED_CACHE = { cacheControl: 'public, max-age=0, must-revalidate, s-maxage=10', cdnCacheControl: 'public, s-maxage=10, stale-while-revalidate=60' };

/** An answer's two cache headers, to compare with SHARED_CACHE. */
export function cacheHeaders(headers: Record<string, string>): { cacheControl: string | undefined; cdnCacheControl: string | undefined } {
  return { cacheControl: headers['cache-control'], cdnCacheControl: headers['cdn-cache-control'] };
}

/** Whether an answer came from a cache: the server's front cache (scripts/serve.mjs) or Next's own. */
export function servedFromCache(headers: Record<string, string>): boolean {
  return headers['x-kirari-front-cache'] === 'HIT' || headers['x-nextjs-cache'] === 'HIT';
}

/**
 * Sign-in and ticket codes are rate-limited per client address (5 a minute, in the storefront's
 * memory). A test that submits them through the storefront's forms is a client of its own, so tests
 * (and --repeat-each runs) never share a budget: the storefront keeps an X-Forwarded-For the request
 * brings, and the limiter keys on it. The header is added by a route on the storefront's origin only
 * (extraHTTPHeaders would also go to the platform and make Chromium preflight its cross-origin calls).
 */
export function nextClientAddress(): string {
  clientCount += 1;
  return `10.${process.pid % 256}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
}

export const test = base.extend<{ resetPlatform: void; ownClientAddress: boolean }>({
  /**
   * `test.use({ ownClientAddress: true })` where a test signs in or enters a ticket code through a
   * form. Only there: any route makes Playwright intercept every request of the context and turns
   * Chromium's HTTP cache off, so every navigation downloaded and compiled each script again (on a
   * 32-test subset, 19% more CPU in all: browser, runner and storefront).
   */
  ownClientAddress: [false, { option: true }],
  context: async ({ context, baseURL, ownClientAddress }, provide) => {
    if (ownClientAddress) {
      const address = nextClientAddress();
      const origin = new URL(String(baseURL)).origin;
      // Pages and server actions only. A RegExp, not a function: Playwright matches it itself, where a
      // function made it hand every request (chunks, video parts) to the test process.
      const counted = new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?!_next/)`);
      await context.route(counted, (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
    }
    await provide(context);
  },
  resetPlatform: [
    async ({}, use) => {
      await control('reset', {});
      await use();
    },
    { auto: true },
  ],
});

export { expect };

export const DEMO_MEMBER = { email: 'buyer@example.com', password: 'kirari-demo', name: '山田 花子' };

/** A member token straight from the platform's login call. */
export async function memberToken(request: APIRequestContext, member: { email: string; password: string } = DEMO_MEMBER): Promise<string> {
  const response = await request.post(`${platformUrl()}/api/v2/auth/user/login`, { data: member });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { kirari_token: string };
  return body.kirari_token;
}

/** Signs the browser context in as a member by setting the HttpOnly token cookie the storefront sets. */
export async function signIn(context: BrowserContext, request: APIRequestContext, member: { email: string; password: string } = DEMO_MEMBER): Promise<string> {
  const token = await memberToken(request, member);
  const url = process.env.E2E_WEB_URL ?? 'http://localhost:3100';
  await context.addCookies([{ name: 'kirari_token', value: token, url, httpOnly: true, sameSite: 'Lax' }]);
  return token;
}

/**
 * axe-core violations of impact serious or critical, as readable lines (an empty list passes).
 * Legacy mode runs axe once in the page (and its same-origin frames, the only ones our pages have)
 * instead of opening a second page to merge per-frame results: the same rules and results, at
 * about half the time on this machine (40 scans in the suite).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A state, not a moment: axe reads colours with the opacity of the instant, so a banner fading in or
  // out failed color-contrast (CI, live-room.spec: the room's banner mid-fade). Scan once no finite
  // animation runs; endless ones (spinners, the LIVE badge) never settle and are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * A live room of its own (a copy of post 9001 with its chat, or of `from`), on the realtime provider
 * asked for: its post id. The live control API is listed in platform/routes/live-control.ts.
 */
export async function newLiveRoom(
  options: { provider?: 'pubnub' | 'ably'; from?: number; live_status?: 'unpublished' | 'live' | 'live_stopped'; is_private?: boolean; ticket_code?: string; title?: string; comment_throttle?: number } = {},
): Promise<number> {
  const answer = (await control('live/posts', options)) as { id: number };
  return answer.id;
}

/** The names of the page's workers that host the realtime SDK (lib/live/realtime/worker-connect). */
export async function realtimeWorkerNames(page: Page): Promise<string[]> {
  // A worker that ends while asked (a closed connection's) answers nothing.
  const names = await Promise.all(page.workers().map((worker) => worker.evaluate(() => self.name).catch(() => null)));
  return names.filter((name): name is string => name === 'kirari-realtime');
}
