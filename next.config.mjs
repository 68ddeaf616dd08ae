import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { roomEntryRewrites } from './lib/guards/room-entry-route.mjs';
import { staticHeaderRules } from './lib/security/static-headers.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const useCacheHandler = here('./lib/cache/redis/next-use-cache.mjs');
// The edge build (scripts/edge-build.mjs, docs/adr/0014-edge-host.md) runs in a copy of the app under
// .edge/app with node_modules linked from the repository: OpenNext brings its own caches (R2, D1).
const edge = process.env.KIRARI_HOST === 'edge';
const edgeRoot = edge ? here('../..') : undefined;

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained server in <distDir>/standalone for containers (scripts/standalone.mjs adds static files).
  output: 'standalone',
  // One route tree: public data through 'use cache', personal parts in Suspense (docs/adr/0001-caching.md).
  // Not on the edge host: Cache Components stage the render with Node's timers, which workerd does
  // not have (prerendered shells fail to resume there: docs/edge-repro/). 'use cache', cacheTag and
  // revalidateTag stay (experimental.useCache below); the CDN holds public pages as before.
  cacheComponents: !edge,
  // Unlisted stores, products, posts and market views render whole on first request, then are
  // served from the cache (their params are prerenderable: lib/cache/build-samples).
  partialPrefetching: false,
  // Responses middleware does not see (build assets, icons, robots, sitemaps); pages get theirs there.
  // The room's entry skips middleware (lib/guards/room-entry-route.mjs): mapped to its route here.
  async rewrites() {
    return { beforeFiles: roomEntryRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      ...staticHeaderRules(),
      // The embedder script (issue 15) runs on stores' own sites: cached a while, fixes picked up
      // within minutes; loadable by pages that require CORP of what they embed.
      {
        source: '/embed.js',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=300, stale-while-revalidate=86400' },
          { key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' },
        ],
      },
    ];
  },
  // Caches shared by every instance through Redis when REDIS_URL is set at start; Next's own
  // in-memory caches otherwise (the handlers decide at run time: lib/cache/redis).
  ...(edge ? {} : { cacheHandler: here('./lib/cache/redis/next-route-cache.mjs'), cacheHandlers: { default: useCacheHandler, remote: useCacheHandler } }),
  // The copy's node_modules is a link to the repository's: both roots must hold it.
  // `x.edge.ts` stands in for `x.ts` there (the seams of code only Node can run); the Node build has
  // type-checked the same sources.
  ...(edge
    ? {
        turbopack: { root: edgeRoot, resolveExtensions: ['.edge.tsx', '.edge.ts', '.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
        outputFileTracingRoot: edgeRoot,
        env: { KIRARI_HOST: 'edge' },
      }
    : {}),
  // The edge build's sources were type-checked by the Node build; `npm test` type-checks in a step of
  // its own (scripts/typecheck.ts, with the navigation-sink check on the same program), so its build
  // skips Next's second pass over the same files (KIRARI_BUILD_TYPECHECK=0).
  typescript: { ignoreBuildErrors: edge || process.env.KIRARI_BUILD_TYPECHECK === '0' },
  // Instances of one deployment agree: assets and skew checks carry the id, and builds of it share
  // a build id (the Redis namespace). Unset: Next's random build id.
  deploymentId: process.env.DEPLOYMENT_ID || undefined,
  generateBuildId: async () => process.env.DEPLOYMENT_ID || null,
  // Files Node loads itself (turbopackIgnore), which the standalone output's tracing cannot see: the
  // Redis route cache's Node side and next/og (kept out of the bundle: docs/adr/0004).
  outputFileTracingIncludes: {
    '*': ['./lib/cache/redis/*.mjs', './lib/cache/front/*.mjs', './lib/cache/revalidated.mjs', './lib/load/*.mjs', './scripts/serve.mjs', './scripts/serve-next.mjs', './scripts/next-notices.mjs', './node_modules/next/og.js', './node_modules/next/dist/compiled/@vercel/og/**/*'],
  },
  // Parallel local builds (several worktrees' e2e runs at once) each get their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The platform's media and test fixtures are not part of the app bundle.
  outputFileTracingExcludes: { '*': ['platform/**', 'tests/**', 'bench/**'] },
  experimental: {
    // Generated pages stay in the bounded in-memory LRU (cacheMaxMemorySize), never on disk.
    isrFlushToDisk: false,
    // Turbopack's build cache on disk speeds up the next build in the same folder; `npm test` (CI: a
    // fresh clone, one build) writes it for nothing, 13 s of its build and 30 s of the edge's
    // (KIRARI_BUILD_CACHE=0, scripts/test.mjs).
    turbopackFileSystemCacheForBuild: process.env.KIRARI_BUILD_CACHE !== '0',
    ...(edge ? { useCache: true } : {}),
  },
};

export default withNextIntl(nextConfig);
