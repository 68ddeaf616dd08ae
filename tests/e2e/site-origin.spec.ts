import { spawn } from 'node:child_process';
import { expect, test } from './fixtures';

/**
 * Issue 11 item 7: hosts we choose, not the request. Canonical, Open Graph and sitemap URLs come
 * from SITE_URL whatever Host or X-Forwarded-* a client sends; a storefront pointed at an
 * external platform without SITE_URL refuses to start, naming the variable.
 */

const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

test.describe('site origin', () => {
  test('absolute URLs ignore forged forwarding headers', async ({ request, baseURL }) => {
    const market = await request.get('/demo/market', { headers: FORGED });
    const html = await market.text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/demo/market"/>`);
    expect(html).not.toContain('evil.example');
    const sitemap = await request.get('/demo/sitemap.xml', { headers: FORGED });
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/demo/market</loc>`);
    expect(xml).not.toContain('evil.example');
    const robots = await (await request.get('/robots.txt', { headers: FORGED })).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/demo/sitemap.xml`);
    expect(robots).not.toContain('evil.example');
  });

  test('the server refuses to start with a platform URL and no SITE_URL', async () => {
    test.setTimeout(60_000);
    const env: NodeJS.ProcessEnv = { ...process.env, PLATFORM_API_URL: 'http://127.0.0.1:9', SITE_URL: '', NEXT_TELEMETRY_DISABLED: '1' };
    const child = spawn(process.execPath, ['scripts/serve.mjs', '-p', '3199'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toContain('SITE_URL is required when PLATFORM_API_URL is set');
  });
});
