import { getTranslations } from 'next-intl/server';
import { StoreBackLink } from '@/components/shell/StoreBackLink';

/**
 * No such post (or a malformed id) in a store that exists: the room segment's not-found page, and
 * middleware's prerendered 404 for such paths (app/[locale]/(plain)/404/live).
 */
export async function LiveNotFound() {
  const t = await getTranslations('live');
  return (
    <main className="error-page">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <StoreBackLink label={t('backToStore')} />
    </main>
  );
}
