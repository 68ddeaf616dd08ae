import { cache } from 'react';
import { notFound } from 'next/navigation';
import { isBuildSampleStore } from '@/lib/cache/build-samples';
import { cachedStore } from '@/lib/cache/public-reads';
import { SUPPORTED_REGION, usableStore } from '@/lib/guards/store-check';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { report } from '@/lib/report';
import type { Store } from '@/lib/schemas';

/** A store fetch that failed (not a 404). */
export class StoreLoadError extends Error {
  constructor(readonly status: number | undefined) {
    super('store fetch failed');
    this.name = 'StoreLoadError';
  }
}

/**
 * The store of a route (cached for everyone, tag `store:{slug}`), shared by layout, page and
 * metadata. A missing store, another region or a failed fetch is a 404 (commerce §2 guard 1); a
 * failure is cached for a second only (lib/cache/public-reads), so the 404 does not outlive it.
 */
export const loadStore = cache(async (slug: string): Promise<Store> => {
  // The build's sample store (lib/cache/build-samples) exists for no one.
  if (isBuildSampleStore(slug)) notFound();
  const result = await cachedStore(slug, await resolveRequestLocale());
  if (!result.ok && result.error.status === 404) notFound();
  // Paths are built from `/${encodeURIComponent(store.slug)}`: an answer without a slug (an empty
  // or truncated body) is a failed fetch like a 5xx, not a store to render.
  const store = result.ok ? usableStore<Store>(result.data) : null;
  if (!store) {
    const status = result.ok ? 200 : result.error.status;
    void report(new StoreLoadError(status), { where: 'store.load', extra: { slug, error: result.ok ? 'unusable answer' : result.error } });
    notFound();
  }
  if (store.region !== SUPPORTED_REGION) notFound();
  return store;
});
