import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MarketListing, marketMetadata } from '@/components/market/MarketListing';
import { kindFromQuery } from '@/lib/market/market-query';
import { keywordFromQuery, pageFromQuery } from '@/lib/market/product-card';
import { siteOrigin } from '@/lib/seo/origin';
import type { Store } from '@/lib/schemas';
import { loadStore } from '../store-data';

type Query = Promise<Record<string, string | string[] | undefined>>;

interface MarketProps {
  params: Promise<{ store: string }>;
  searchParams: Query;
}

export async function generateMetadata({ params }: MarketProps): Promise<Metadata> {
  return marketMetadata(await loadStore((await params).store), siteOrigin());
}

/** The query's view: read per request; keyword results are not cached (lib/cache/market-products). */
async function ListingForQuery({ store, searchParams }: { store: Store; searchParams: Query }) {
  const query = await searchParams;
  const keyword = keywordFromQuery(query.keyword);
  return <MarketListing store={store} view={{ kind: kindFromQuery(query.kind), page: pageFromQuery(query.page), ...(keyword ? { keyword } : {}) }} />;
}

/** /{store}/market with a keyword, or a page past the cached ones (the rest go to market/list: lib/market/market-query marketListPath). */
export default async function MarketPage({ params, searchParams }: MarketProps) {
  const store = await loadStore((await params).store);
  return (
    <Suspense fallback={<main className="page" aria-busy="true" />}>
      <ListingForQuery store={store} searchParams={searchParams} />
    </Suspense>
  );
}
