import { cache } from 'react';
import { notFound } from 'next/navigation';
import { cachedOneToOne } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { isOneToOneHash } from '@/lib/live/one-to-one';
import type { OneToOneEntrance, Store } from '@/lib/schemas';
import { loadStore } from '../../store-data';

/** The platform failed to resolve a one-to-one link (not a 404): the segment's error boundary offers a retry. */
export class OneToOneLoadError extends Error {
  constructor(readonly status: number | undefined) {
    super('one-to-one entrance could not be loaded');
    this.name = 'OneToOneLoadError';
  }
}

/**
 * The store and the post a one-to-one link names, as everyone sees them (cached per hash). A
 * malformed hash calls no one; an unknown one, or another store's, is not found (middleware has
 * answered those with a 404 already, lib/guards/known-routes).
 */
export const loadEntrance = cache(async (slug: string, hash: string): Promise<{ store: Store; entrance: OneToOneEntrance }> => {
  if (!isOneToOneHash(hash)) notFound();
  const store = await loadStore(slug);
  const result = await cachedOneToOne(store.slug, hash, await resolveRequestLocale());
  if (result.ok) return { store, entrance: result.data.data };
  if (result.error.status === 404 || result.error.status === 403) notFound();
  throw new OneToOneLoadError(result.error.status);
});
