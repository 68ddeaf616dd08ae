import { getTranslations } from 'next-intl/server';
import { ListSkeleton } from '@/components/order/ListSkeleton';

/** The order detail's loading state. */
export default async function OrderDetailLoading() {
  const t = await getTranslations('orders');
  return (
    <main className="page">
      <ListSkeleton label={t('loading')} cards={4} tabs={false} />
    </main>
  );
}
