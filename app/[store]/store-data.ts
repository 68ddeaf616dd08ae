import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getStore } from '@/lib/api/store';
import { publicContext, storeTag } from '@/lib/api/server-context';
import { report } from '@/lib/report';
import type { Store } from '@/lib/schemas';

export const SUPPORTED_REGION = 'JP';

/** The store of a route, shared by layout, page and metadata within one request. A missing store,
 *  another region or a failed fetch is a 404 (commerce §2 guard 1). */
export const loadStore = cache(async (slug: string): Promise<Store> => {
  const result = await getStore(slug, await publicContext([storeTag(slug)]));
  if (!result.ok) {
    if (result.error.status !== 404) void report(new Error('store fetch failed'), { where: 'store.load', extra: { slug, error: result.error } });
    notFound();
  }
  const store = result.data.data;
  if (store.region !== SUPPORTED_REGION) notFound();
  return store;
});
