import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { StoreInfo } from '@/components/market/info/StoreInfo';
import { storeOgImage } from '@/lib/og/og-image';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import { loadStore } from '../../store-data';

interface InfoProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: InfoProps): Promise<Metadata> {
  const [store, t, locale, origin] = await Promise.all([loadStore((await params).store), getTranslations('seo'), getLocale(), requestOrigin()]);
  return pageMetadata({
    title: t('infoTitle', { store: store.name }),
    description: store.description?.trim() || t('infoDescription', { store: store.name }),
    url: absoluteUrl(origin, `/${encodeURIComponent(store.slug)}/market/info`),
    siteName: store.name,
    locale,
    image: storeOgImage(origin, store),
  });
}

/** /{store}/market/info: who the store is and how to reach it (store description, contact email). */
export default async function MarketInfoPage({ params }: InfoProps) {
  return <StoreInfo store={await loadStore((await params).store)} />;
}
