import { getTranslations } from 'next-intl/server';
import { OrderListLink } from '@/components/order/OrderListLink';

/** An order that does not exist, or is another buyer's or another store's: one answer for all. */
export default async function OrderNotFound() {
  const t = await getTranslations('orders');
  return (
    <main className="error-page" data-testid="order-not-found">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <OrderListLink label={t('backToList')} />
    </main>
  );
}
