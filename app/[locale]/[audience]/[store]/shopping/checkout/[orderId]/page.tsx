import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutCompletedView } from '@/components/checkout/CheckoutCompletedView';
import { buyerContext } from '@/lib/api/server-context';
import { loadGuardedOrder } from '@/lib/checkout/order-load';
import { loadStore } from '../../../store-data';
import { generateAccountAction } from '../../../order/[orderId]/choose-payment/actions';

interface CompletedRouteProps {
  params: Promise<{ store: string; orderId: string }>;
}

export async function generateMetadata({ params }: CompletedRouteProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('checkout')]);
  return { title: `${t('completed.title')} | ${store.name}`, robots: { index: false } };
}

/** /{store}/shopping/checkout/{orderId}: the placed order and what is left to pay; 3-D Secure returns here. */
export default async function CheckoutCompletedRoute({ params }: CompletedRouteProps) {
  const { store: slug, orderId: rawId } = await params;
  const [store, ctx] = await Promise.all([loadStore(slug), buyerContext()]);
  // Login, bad id and foreign orders are decided here (redirect or not found), before anything renders.
  const [load] = await loadGuardedOrder(store, rawId, ctx);
  return <CheckoutCompletedView store={store} load={load} generateAction={generateAccountAction} />;
}
