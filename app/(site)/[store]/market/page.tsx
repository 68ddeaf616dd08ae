import type { Metadata } from 'next';
import { MarketListing, marketMetadata } from '@/components/market/MarketListing';
import { kindFromQuery } from '@/lib/market/market-query';
import { keywordFromQuery, pageFromQuery } from '@/lib/market/product-card';
import { requestOrigin } from '@/lib/seo/request-origin';
import { loadStore } from '../store-data';

interface MarketProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: MarketProps): Promise<Metadata> {
  const [store, origin] = await Promise.all([loadStore((await params).store), requestOrigin()]);
  return marketMetadata(store, origin);
}

/** Signed-in buyers and entry flags; anonymous visitors get the cached copy (lib/guards/anonymous-cache). */
export default async function MarketPage({ params, searchParams }: MarketProps) {
  const [{ store: slug }, query] = await Promise.all([params, searchParams]);
  const store = await loadStore(slug);
  const keyword = keywordFromQuery(query.keyword);
  return <MarketListing store={store} view={{ kind: kindFromQuery(query.kind), page: pageFromQuery(query.page), ...(keyword ? { keyword } : {}) }} />;
}
