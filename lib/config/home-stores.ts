import { STORE_SLUG } from '@/lib/schemas/store-slug';
import type { Result } from '@/lib/api/result';
import { recordOf } from '@/lib/format/field';
import type { Store } from '@/lib/schemas';

/** Decision 3: no spec call lists stores, so the home page shows the slugs named in configuration. */
export const DEFAULT_HOME_STORES = ['demo', 'taiwan', 'tickets', 'enterprise'];

export function homeStoreSlugs(value: string | undefined): string[] {
  if (!value) return DEFAULT_HOME_STORES;
  const slugs = value
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => STORE_SLUG.test(slug));
  return [...new Set(slugs)];
}

/**
 * The stores the home page lists (region JP), and whether any could not be read: a failed call or
 * an answer without a usable store (already reported by the fetch wrapper).
 */
export function homeStores(results: readonly Result<{ data: Store }>[]): { stores: Store[]; failed: boolean } {
  const stores: Store[] = [];
  let failed = false;
  for (const result of results) {
    const store = result.ok ? recordOf(result.data?.data) : null;
    if (!store || typeof store.slug !== 'string' || typeof store.name !== 'string') {
      // A 404 is a store that is gone, not a failure.
      if (result.ok || result.error.status !== 404) failed = true;
      continue;
    }
    if (store.region === 'JP') stores.push(store as unknown as Store);
  }
  return { stores, failed };
}
