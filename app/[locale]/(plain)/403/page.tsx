import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorPage } from '@/components/shell/ErrorPage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('shell'))('forbiddenTitle'), robots: { index: false } };
}

/** Commerce §2 error page: the buyer may not open what they asked for. */
export default async function ForbiddenPage() {
  const t = await getTranslations('shell');
  return <ErrorPage title={t('forbiddenTitle')} body={t('forbiddenBody')} />;
}
