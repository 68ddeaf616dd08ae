import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChoosePaymentView } from '@/components/payment/ChoosePaymentView';
import { loadStore } from '../../../store-data';
import { choosePaymentAction, generateAccountAction } from './actions';
import { loadChoosePayment } from './choose-payment-data';

interface ChoosePaymentRouteProps {
  params: Promise<{ store: string; orderId: string }>;
}

export async function generateMetadata({ params }: ChoosePaymentRouteProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('payment')]);
  return { title: `${t('choose.title')} | ${store.name}`, robots: { index: false } };
}

/** /{store}/order/{orderId}/choose-payment (member only): each method priced for this order, then chosen. */
export default async function ChoosePaymentRoute({ params }: ChoosePaymentRouteProps) {
  const { store: slug, orderId } = await params;
  const store = await loadStore(slug);
  const data = await loadChoosePayment(store, orderId);
  return <ChoosePaymentView store={store} data={data} chooseAction={choosePaymentAction} generateAction={generateAccountAction} />;
}
