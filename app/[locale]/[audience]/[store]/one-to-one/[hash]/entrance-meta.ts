import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { OneToOneEntrance, Store } from '@/lib/schemas';

/** The session's title and seller only; never indexed (a link for one buyer), no preview image. */
export async function entranceMetadata({ store, entrance }: { store: Store; entrance: OneToOneEntrance }): Promise<Metadata> {
  const t = await getTranslations('oneToOne');
  return { title: t('seoTitle', { title: entrance.title, store: store.name }), robots: { index: false, follow: false } };
}
