import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { HomeStoreList } from '@/components/market/HomeStoreList';
import { EntryNotices } from '@/components/shell/EntryNotices';
import { Toaster } from '@/components/ui/Toaster';

/** The home page: the configured stores (HOME_STORES), read at request time. */
async function StoresNow() {
  await connection();
  return <HomeStoreList />;
}

export default async function Home() {
  const [t, toast] = await Promise.all([getTranslations('home'), getTranslations('toast')]);
  return (
    <main className="page">
      {/* The home page has no shell: it hosts the entry notices itself (passwordReset=success after a reset without a store). */}
      <Toaster dismissLabel={toast('dismiss')} />
      <EntryNotices labels={{ verifySuccess: toast('verify_success_login'), verifyFailed: toast('verifyFailed'), passwordChanged: toast('passwordChanged') }} />
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <Suspense fallback={null}>
        <StoresNow />
      </Suspense>
    </main>
  );
}
