'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { report } from '@/lib/report';

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations();
  useEffect(() => {
    void report(error, { where: 'app.error-boundary', extra: { digest: error.digest } });
  }, [error]);
  return (
    <main className="error-page">
      <h1>{t('errors.genericTitle')}</h1>
      <p>{t('errors.genericBody')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('common.retry')}
      </button>
    </main>
  );
}
