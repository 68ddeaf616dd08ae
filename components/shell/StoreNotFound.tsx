import { getTranslations } from 'next-intl/server';
import { StoreBackLink } from './StoreBackLink';

/**
 * A missing page of a store that exists, leading back to its products: the store segment's
 * not-found page, and middleware's prerendered 404 for such paths (app/[locale]/(plain)/404/store).
 */
export async function StoreNotFound() {
  const [errors, shell] = await Promise.all([getTranslations('errors'), getTranslations('shell')]);
  return (
    <main className="error-page">
      <h1>{errors('notFoundTitle')}</h1>
      <p>{shell('storeNotFoundBody')}</p>
      <StoreBackLink label={shell('backToStore')} />
    </main>
  );
}
