import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getStore } from '@/lib/api/store';
import { publicContext, storeTag } from '@/lib/api/server-context';
import { SUPPORTED_REGION, usableStore } from '@/lib/guards/store-check';
import { report } from '@/lib/report';
import type { Store } from '@/lib/schemas';

/** A store fetch that failed (not a 404). */
export class StoreLoadError extends Error {
  constructor(readonly status: number | undefined) {
    super('store fetch failed');
    this.name = 'StoreLoadError';
  }
}

async function fetchStore(slug: string, onFailure: 'not-found' | 'throw'): Promise<Store> {
  const result = await getStore(slug, await publicContext([storeTag(slug)]));
  if (!result.ok && result.error.status === 404) notFound();
  // Paths are built from `/${encodeURIComponent(store.slug)}`: an answer without a slug (an empty
  // or truncated body) is a failed fetch like a 5xx, not a store to render.
  const store = result.ok ? usableStore<Store>(result.data) : null;
  if (!store) {
    const status = result.ok ? 200 : result.error.status;
    void report(new StoreLoadError(status), { where: 'store.load', extra: { slug, error: result.ok ? 'unusable answer' : result.error } });
    if (onFailure === 'throw') throw new StoreLoadError(status);
    notFound();
  }
  if (store.region !== SUPPORTED_REGION) notFound();
  return store;
}

/** The store of a route, shared by layout, page and metadata within one request. A missing store,
 *  another region or a failed fetch is a 404 (commerce §2 guard 1). */
export const loadStore = cache((slug: string): Promise<Store> => fetchStore(slug, 'not-found'));

/** The same for the anonymous cached routes: a failed fetch throws instead, so no 404 is cached
 *  for a store that exists (middleware only rewrites found stores). */
export const loadCachedStore = cache((slug: string): Promise<Store> => fetchStore(slug, 'throw'));
