import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FreightInfo } from '@/components/member/FreightInfo';
import { isFreightType } from '@/lib/freight/freight';
import { loadStore } from '../../../../store-data';
import { loadFreight } from './freight-data';

interface FreightPageProps {
  params: Promise<{ store: string; type: string }>;
}

export async function generateMetadata({ params }: FreightPageProps): Promise<Metadata> {
  const { store: slug, type } = await params;
  const [store, t] = await Promise.all([loadStore(slug), getTranslations('freight')]);
  const name = isFreightType(type) ? t(`types.${type}`) : t('title');
  return { title: `${t('titleFor', { type: name })} | ${store.name}`, robots: { index: false } };
}

/** /{store}/member/shipping/freight/{type} (member only): what one shipping type costs. */
export default async function FreightPage({ params }: FreightPageProps) {
  const { store: slug, type } = await params;
  if (!isFreightType(type)) notFound();
  const store = await loadStore(slug);
  return <FreightInfo type={type} outcome={await loadFreight(store, type)} />;
}
