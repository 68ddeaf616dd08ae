import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductDetail, productMetadata } from '@/components/product/ProductDetail';
import { loadCachedStore } from '@/app/(site)/[store]/store-data';
import { addToCartAction } from '@/app/(site)/[store]/market/product/[productId]/actions';
import { loadProduct } from '@/app/(site)/[store]/market/product/[productId]/product-data';
import { loadTicketFor } from '@/app/(site)/[store]/market/product/[productId]/ticket-data';
import { cachedRoute, type CachedRouteParams } from '../../../../cached-route';

type Params = Promise<CachedRouteParams & { store: string; productId: string }>;

/** Generated on first request per origin, locale, store and product, then kept like the public data (PUBLIC_REVALIDATE_SECONDS). */
export const revalidate = 30;
export const dynamic = 'force-static';
export function generateStaticParams(): never[] {
  return [];
}

async function load(params: Params) {
  const [route, { store: slug, productId }] = await Promise.all([cachedRoute(params), params]);
  if (!route) notFound();
  const [store, product] = await Promise.all([loadCachedStore(slug), loadProduct(slug, productId)]);
  return { origin: route.origin, store, product };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { store, product, origin } = await load(params);
  return productMetadata(store, product, origin);
}

/** /{store}/market/product/{id} for a visitor without tokens (see lib/guards/anonymous-cache). */
export default async function AnonymousProductPage({ params }: { params: Params }) {
  const { store, product, origin } = await load(params);
  const ticket = await loadTicketFor(store, product);
  // A failed ticket load is said in place on the dynamic page; here it must not be cached.
  if (ticket.kind === 'failed') throw new Error('ticket fetch failed');
  return <ProductDetail store={store} product={product} origin={origin} ticket={ticket} addToCart={addToCartAction} />;
}
