import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { saveAddressAction } from '@/components/address/actions';
import { CheckoutView } from '@/components/checkout/CheckoutView';
import { buyerContext } from '@/lib/api/server-context';
import { parseCheckoutQuery } from '@/lib/checkout/checkout-query';
import { loginRequiredUrl } from '@/lib/guards/member-only';
import { loadStore } from '../../store-data';
import { placeOrderAction, priceCheckoutAction } from './actions';
import { loadCheckout } from './checkout-data';

interface CheckoutRouteProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: CheckoutRouteProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('checkout')]);
  return { title: `${t('title')} | ${store.name}`, robots: { index: false } };
}

/** /{store}/shopping/checkout?items=…: loaded on the server; the form hydrates. */
export default async function CheckoutRoute({ params, searchParams }: CheckoutRouteProps) {
  const { store: slug } = await params;
  const query = parseCheckoutQuery(await searchParams);
  const [store, ctx] = await Promise.all([loadStore(slug), buyerContext()]);
  // The checkout is not marked member-only, but only a member has a cart: the same login rule.
  if (!ctx.token) redirect(loginRequiredUrl(store.slug));
  const load = await loadCheckout(store, query, ctx);
  if (load.kind === 'unauthorized') redirect(loginRequiredUrl(store.slug));

  return <CheckoutView store={store} query={query} load={load} actions={{ price: priceCheckoutAction, place: placeOrderAction, saveAddress: saveAddressAction }} />;
}
