import createNextIntlPlugin from 'next-intl/plugin';
import { staticHeaderRules } from './lib/security/static-headers.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained server in <distDir>/standalone for containers (scripts/standalone.mjs adds static files).
  output: 'standalone',
  // One route tree: public data through 'use cache', personal parts in Suspense (docs/adr/0001-caching.md).
  cacheComponents: true,
  // Unlisted stores, products, posts and market views render whole on first request, then are
  // served from the cache (their params are prerenderable: lib/cache/build-samples).
  partialPrefetching: false,
  // Responses middleware does not see (build assets, icons, robots, sitemaps); pages get theirs there.
  async headers() {
    return staticHeaderRules();
  },
  // Parallel local builds (several worktrees' e2e runs at once) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The platform's media and test fixtures are not part of the app bundle.
  outputFileTracingExcludes: { '*': ['platform/**', 'tests/**', 'bench/**'] },
  experimental: {
    // Generated pages stay in the bounded in-memory LRU (cacheMaxMemorySize), never on disk.
    isrFlushToDisk: false,
  },
};

export default withNextIntl(nextConfig);
