import { getTranslations } from 'next-intl/server';
import { StoreBackLink } from '@/components/shell/StoreBackLink';

/** A missing page inside a store that exists: keep the store's frame and lead back to its products. */
export default async function StoreNotFound() {
  const [errors, shell] = await Promise.all([getTranslations('errors'), getTranslations('shell')]);
  return (
    <main className="error-page">
      <h1>{errors('notFoundTitle')}</h1>
      <p>{shell('storeNotFoundBody')}</p>
      <StoreBackLink label={shell('backToStore')} />
    </main>
  );
}
