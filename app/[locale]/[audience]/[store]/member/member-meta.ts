import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadStore } from '../store-data';

/** Member pages: titled with the store, kept out of indexes (personal pages). */
export async function memberMetadata(slug: string, titleKey: string): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore(slug), getTranslations('member')]);
  return { title: `${t(titleKey)} | ${store.name}`, robots: { index: false, follow: false } };
}
