// The edge host's OpenNext configuration (docs/adr/0014-edge-host.md): Cloudflare's incremental cache
// in R2 and tag cache in D1 take the place of the Node host's Redis handlers. Built by
// `npm run edge:build` (scripts/edge.mjs) in a copy of the app, so `.next` of the Node build stays.
import { defineCloudflareConfig } from '@opennextjs/cloudflare';
import r2IncrementalCache from '@opennextjs/cloudflare/overrides/incremental-cache/r2-incremental-cache';
import memoryQueue from '@opennextjs/cloudflare/overrides/queue/memory-queue';
import d1NextTagCache from '@opennextjs/cloudflare/overrides/tag-cache/d1-next-tag-cache';

const config = {
  ...defineCloudflareConfig({ incrementalCache: r2IncrementalCache, tagCache: d1NextTagCache, queue: memoryQueue }),
  // next.config.mjs reads KIRARI_HOST=edge: OpenNext's caches instead of Redis, no type-check (the Node build has done it).
  buildCommand: 'npx next build',
};

export default config;
