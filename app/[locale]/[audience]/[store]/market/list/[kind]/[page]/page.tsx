import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MarketListing, marketMetadata } from '@/components/market/MarketListing';
import { MARKET_KINDS, marketViewOfSegments } from '@/lib/market/market-query';
import { siteOrigin } from '@/lib/seo/origin';
import { loadStore } from '../../../../store-data';

interface MarketViewProps {
  params: Promise<{ store: string; kind: string; page: string }>;
}

/** Each kind tab and page is a cached page of its own (lib/cache/build-samples). */
export function generateStaticParams() {
  return MARKET_KINDS.map((kind) => ({ kind, page: '1' }));
}

export async function generateMetadata({ params }: MarketViewProps): Promise<Metadata> {
  return marketMetadata(await loadStore((await params).store), siteOrigin());
}

/** /{store}/market without a keyword: middleware routes each kind and page here (lib/market/market-query marketListPath). */
export default async function MarketViewPage({ params }: MarketViewProps) {
  const { store: slug, kind, page } = await params;
  const view = marketViewOfSegments(kind, page);
  if (!view) notFound();
  return <MarketListing store={await loadStore(slug)} view={view} />;
}
