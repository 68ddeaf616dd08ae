import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MarketListing, marketMetadata } from '@/components/market/MarketListing';
import { loadCachedStore } from '@/app/(site)/[store]/store-data';
import { parseMarketViewSegment } from '@/lib/guards/anonymous-cache';
import { cachedRoute, type CachedRouteParams } from '../../../cached-route';

type Params = Promise<CachedRouteParams & { store: string; view: string }>;

/** Generated on first request per origin, locale, store and view, then kept like the public data (PUBLIC_REVALIDATE_SECONDS). */
export const revalidate = 30;
export const dynamic = 'force-static';
export function generateStaticParams(): never[] {
  return [];
}

async function load(params: Params) {
  const [route, { store: slug, view: segment }] = await Promise.all([cachedRoute(params), params]);
  const view = parseMarketViewSegment(segment);
  if (!route || !view) notFound();
  return { origin: route.origin, view, store: await loadCachedStore(slug) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { store, origin } = await load(params);
  return marketMetadata(store, origin);
}

/** /{store}/market for a visitor without tokens (see lib/guards/anonymous-cache). */
export default async function AnonymousMarketPage({ params }: { params: Params }) {
  const { store, view } = await load(params);
  return <MarketListing store={store} view={view} onFailure="throw" />;
}
