import { getTranslations } from 'next-intl/server';
import { StoreBackLink } from '@/components/shell/StoreBackLink';

/** No one-to-one session behind a link (unknown, malformed, or another store's): the entrance's not-found page. */
export async function OneToOneNotFound() {
  const [t, live] = await Promise.all([getTranslations('oneToOne'), getTranslations('live')]);
  return (
    <main className="error-page">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <StoreBackLink label={live('backToStore')} />
    </main>
  );
}
