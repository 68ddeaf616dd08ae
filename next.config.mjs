import createNextIntlPlugin from 'next-intl/plugin';
import { staticHeaderRules } from './lib/security/static-headers.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Responses middleware does not see (build assets, icons, robots, sitemaps); pages get theirs there.
  async headers() {
    return staticHeaderRules();
  },
  // Parallel local builds (several worktrees' e2e runs at once) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The platform's media and test fixtures are not part of the app bundle.
  outputFileTracingExcludes: { '*': ['platform/**', 'tests/**', 'bench/**'] },
  experimental: {
    // The anonymous full-route cache (lib/guards/anonymous-cache) keys pages by search keyword and
    // host: keep generated pages in the bounded in-memory LRU (cacheMaxMemorySize), never on disk.
    isrFlushToDisk: false,
    // Its pages are static to the client router too: keep them no longer than the server does (30 s,
    // not the default 5 min) so stock and prices stay as fresh as the public data cache.
    staleTimes: { dynamic: 0, static: 30 },
  },
};

export default withNextIntl(nextConfig);
