import { getTranslations } from 'next-intl/server';
import { ListSkeleton } from '@/components/order/ListSkeleton';

/** The message thread's loading state. */
export default async function OrderMessageLoading() {
  const t = await getTranslations('orders');
  return (
    <main className="page">
      <ListSkeleton label={t('loading')} cards={2} tabs={false} />
    </main>
  );
}
