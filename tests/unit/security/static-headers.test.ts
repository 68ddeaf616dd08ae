/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { staticHeaderRules, UNMATCHED_SOURCES } from '@/lib/security/static-headers.mjs';
import { config } from '@/middleware';

describe('staticHeaderRules (next.config.mjs headers())', () => {
  it('gives what middleware skips nosniff, the referrer and permissions policies and DENY framing; an inert CSP beyond build assets', () => {
    for (const rule of staticHeaderRules()) {
      const headers = Object.fromEntries(rule.headers.map((header) => [header.key, header.value]));
      expect(headers).toMatchObject({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), autoplay=(self), fullscreen=(self), picture-in-picture=(self)',
        'X-Frame-Options': 'DENY',
      });
      expect(headers['Content-Security-Policy']).toBe(rule.source === '/_next/:path*' ? undefined : "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
    expect(staticHeaderRules().map((rule) => rule.source)).toEqual(UNMATCHED_SOURCES);
  });

  it('covers exactly the paths the middleware matcher leaves out', () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    const samples = ['/_next/static/chunks/a.js', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/demo/sitemap.xml', '/icon.svg', '/demo/market', '/demo/live/9001', '/demo/live/9001/entry', '/demo/live/9001/entry/x', '/'];
    for (const path of samples) {
      const skipped = !matcher.test(path);
      // Exactly one rule for a skipped path (no header twice), none for a path middleware handles.
      const rules = UNMATCHED_SOURCES.filter((source) => sourceRegExp(source).test(path)).length;
      expect({ path, rules }).toEqual({ path, rules: skipped ? 1 : 0 });
    }
  });
});

/** Next compiles `headers()` sources with this path-to-regexp (its own copy). */
function sourceRegExp(source: string): RegExp {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped compiled module, loaded the way Next loads it
  const { pathToRegexp } = require('next/dist/compiled/path-to-regexp') as { pathToRegexp: (path: string, keys?: unknown[], options?: { strict?: boolean }) => RegExp };
  return pathToRegexp(source, [], { strict: true });
}
