import { spawn, type ChildProcess } from 'node:child_process';
import { DEMO_MEMBER, expect, test } from './fixtures';
import { storefrontEnv } from './stack-env';

/**
 * A storefront with no proxy it trusts (TRUST_PROXY unset; the e2e stack itself plays one behind a
 * proxy, stack-env.ts): the server's own front process (scripts/serve.mjs) is the only hop that
 * names the client, so a client's own X-Forwarded-For or X-Forwarded-Proto changes nothing. Before
 * the front process, Next passed a client's X-Forwarded-For on untouched and the sign-in limit
 * counted whatever address the client wrote there.
 */
const webPort = Number(process.env.E2E_WEB_PORT ?? 3100) + 8;
const platformPort = Number(new URL(process.env.E2E_PLATFORM_URL ?? 'http://127.0.0.1:4110').port);
const base = `http://localhost:${webPort}`;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
let server: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const env = { ...process.env, ...storefrontEnv({ webPort, platformPort, embedOrigin: base }), TRUST_PROXY: '0' };
  server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(webPort)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});
test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a client that names itself another address in X-Forwarded-For is still one client to the sign-in limit', async ({ page, context }) => {
  let forged = 0;
  // Every request of the page claims another address, as a script dodging the limit would.
  await context.route(new RegExp(`^${base}/(?!_next/)`), (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': `198.51.100.${(forged += 1) % 250}` } }));
  await page.goto(`${base}/demo/login`);
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByLabel('メールアドレス').fill(DEMO_MEMBER.email);
    await page.getByLabel('パスワード').fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /メールアドレスまたはパスワードが正しくありません。|試行回数/ })).toBeVisible();
  }
  await page.getByLabel('パスワード').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '試行回数' })).toHaveText(/^試行回数が多すぎます。\d+秒後にもう一度お試しください。$/);
  expect(forged).toBeGreaterThan(5);
});

test('a client’s own X-Forwarded-Proto does not turn HSTS on', async ({ request }) => {
  const spoofed = await request.get(`${base}/demo/login`, { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(spoofed.status()).toBe(200);
  expect(spoofed.headers()['strict-transport-security']).toBeUndefined();
});
