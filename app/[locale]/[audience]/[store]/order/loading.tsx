import { getTranslations } from 'next-intl/server';
import { ListSkeleton } from '@/components/order/ListSkeleton';
import styles from '@/components/order/order.module.css';

/** The order list's loading state: tabs and cards in outline while the orders load. */
export default async function OrderListLoading() {
  const t = await getTranslations('orders');
  return (
    <main className="page">
      <h1 className={styles.heading}>{t('title')}</h1>
      <ListSkeleton label={t('loading')} />
    </main>
  );
}
