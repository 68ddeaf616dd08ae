import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ensureRedisServer, startRedisServer, type RedisServer } from '../../scripts/redis-server.mjs';
import { control, expect, test } from './fixtures';
import { E2E_REVALIDATE_SECRET, storefrontEnv } from './stack-env';

/**
 * Two storefront instances (scripts/serve.mjs, front cache included, of one build, on two ports, against the e2e platform)
 * sharing one redis-server (issue 16): a revalidation through A is seen by B, an action rendered
 * by A is accepted by B, and without Redis both keep serving while /readyz says why.
 * Times are printed (`[instances] …`) for the run's notes.
 */
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const platformPort = Number(new URL(process.env.E2E_PLATFORM_URL ?? 'http://127.0.0.1:4110').port);
const PORTS = { a: webPort + 6, b: webPort + 7 };
const origin = (port: number) => `http://localhost:${port}`;
const A = origin(PORTS.a);
const B = origin(PORTS.b);
const PRODUCT = '/demo/market/product/101';
const SOLD_OUT_NOTICE = 'この商品は売り切れです。';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.skip(!ensureRedisServer(), 'redis-server is not installed and apt-get could not install it');

let redis: RedisServer;
const instances: ChildProcess[] = [];

function startInstance(port: number, redisUrl: string): ChildProcess {
  const env = { ...process.env, ...storefrontEnv({ webPort: port, platformPort, embedOrigin: origin(port) }), REDIS_URL: redisUrl };
  const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  instances.push(child);
  return child;
}

async function answers(url: string): Promise<Response | null> {
  return fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => null);
}

const soldOut = async (base: string) => (await (await fetch(`${base}${PRODUCT}`)).text()).includes(SOLD_OUT_NOTICE);
const readyz = async (base: string) => {
  const response = await fetch(`${base}/readyz`);
  return { status: response.status, body: (await response.json()) as { ready: boolean; reasons?: string[] }, cacheControl: response.headers.get('cache-control') };
};
const log = (line: string) => console.log(`[instances] ${line}`);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  redis = await startRedisServer();
  startInstance(PORTS.a, redis.url);
  startInstance(PORTS.b, redis.url);
  for (const base of [A, B]) {
    await expect.poll(async () => (await answers(`${base}/healthz`))?.status, { timeout: 60_000 }).toBe(200);
    // Ready once Redis is connected (the cache handlers load with the first request).
    await expect.poll(async () => (await answers(`${base}/readyz`))?.status, { timeout: 15_000 }).toBe(200);
  }
});

test.afterAll(async () => {
  const pid = instances[0]?.pid;
  if (pid) log(`instance A resident memory after the tests: ${(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024).toFixed(0)} MiB`);
  for (const child of instances) child.kill('SIGTERM');
  await redis?.stop();
});

test('both instances are live and ready, with Redis', async () => {
  for (const base of [A, B]) {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await readyz(base);
    expect(ready).toMatchObject({ status: 200, body: { ready: true }, cacheControl: 'no-store' });
  }
});

test('a revalidation through instance A is seen by instance B within 1 s', async () => {
  // B renders the page into the shared cache; A then serves the same copy.
  expect(await soldOut(B)).toBe(false);
  expect(await soldOut(A)).toBe(false);
  // The platform's own revalidation goes to the main e2e storefront only: A and B keep their copy.
  await control('products/101/stock', { available_quantity: 0 });
  expect(await soldOut(B)).toBe(false);

  const started = Date.now();
  const revalidated = await fetch(`${A}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    body: JSON.stringify({ tags: ['product:101', 'products:demo'] }),
  });
  expect(revalidated.status).toBe(200);
  await expect.poll(() => soldOut(B), { timeout: 1000, intervals: [20] }).toBe(true);
  const seenAfter = Date.now() - started;
  log(`revalidation through A seen by B after ${seenAfter} ms`);
  expect(seenAfter).toBeLessThan(1000);
  expect(await soldOut(A)).toBe(true);
});

test('a server action in a page rendered by A is accepted by B', async ({ page }) => {
  const forwarded: { url: string; status: number }[] = [];
  // A balancer in front: the page comes from A, its action posts land on B (one public origin,
  // so the action's Origin check sees the host it is served on).
  await page.route(`${A}/**`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.headers()['next-action']) return route.continue();
    const url = request.url().replace(A, B);
    const response = await route.fetch({ url, headers: { ...request.headers(), origin: B } });
    forwarded.push({ url, status: response.status() });
    return route.fulfill({ response });
  });
  await page.goto(`${A}/demo/login`);
  await page.getByLabel('メールアドレス').fill('buyer@example.com');
  await page.getByLabel('パスワード').fill('wrong-password');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByText('メールアドレスまたはパスワードが正しくありません。')).toBeVisible();
  expect(forwarded.length).toBeGreaterThan(0);
  expect(forwarded.every((call) => call.url.startsWith(B) && call.status === 200)).toBe(true);
});

test('with Redis stopped both keep serving and /readyz says why; when it returns they are ready again', async () => {
  await redis.stop();
  const stoppedAt = Date.now();
  for (const base of [A, B]) {
    const started = Date.now();
    const response = await fetch(`${base}${PRODUCT}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(SOLD_OUT_NOTICE);
    log(`${base === A ? 'A' : 'B'} served ${PRODUCT} without Redis in ${Date.now() - started} ms`);
    expect((await fetch(`${base}/demo/market`)).status).toBe(200);
  }
  for (const base of [A, B]) {
    await expect.poll(async () => (await readyz(base)).status, { timeout: 5000 }).toBe(503);
    const { body } = await readyz(base);
    expect(body.ready).toBe(false);
    expect(body.reasons?.join(' ')).toMatch(/^redis /);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  }
  log(`readyz 503 on both within ${Date.now() - stoppedAt} ms of the stop`);

  await redis.start();
  const restartedAt = Date.now();
  for (const base of [A, B]) await expect.poll(async () => (await readyz(base)).status, { timeout: 15_000, intervals: [50] }).toBe(200);
  log(`readyz 200 on both ${Date.now() - restartedAt} ms after Redis returned`);
  // Shared again: a revalidation through B is seen by A.
  await control('products/101/stock', { available_quantity: 5 });
  await fetch(`${B}/api/revalidate`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` }, body: JSON.stringify({ tags: ['product:101'] }) });
  await expect.poll(() => soldOut(A), { timeout: 1000, intervals: [20] }).toBe(false);
});
