import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CardPaymentView } from '@/components/payment/CardPaymentView';
import { loadStore } from '../../../store-data';
import { payOrderAction } from './actions';
import { loadCardPayment } from './payment-data';

interface PaymentRouteProps {
  params: Promise<{ store: string; orderId: string }>;
}

export async function generateMetadata({ params }: PaymentRouteProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('payment')]);
  return { title: `${t('title')} | ${store.name}`, robots: { index: false } };
}

/** /{store}/order/{orderId}/payment (member only): pay by card through the gateway and 3-D Secure. */
export default async function OrderPaymentRoute({ params }: PaymentRouteProps) {
  const { store: slug, orderId } = await params;
  const store = await loadStore(slug);
  const data = await loadCardPayment(store, orderId);
  return <CardPaymentView store={store} data={data} payAction={payOrderAction} />;
}
