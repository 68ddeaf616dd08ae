import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorPage } from '@/components/shell/ErrorPage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('shell'))('permissionTitle'), robots: { index: false } };
}

/** Commerce §2 error page: content (a private live, a ticketed post) the buyer has no permission for. */
export default async function PermissionErrorPage() {
  const t = await getTranslations('shell');
  return <ErrorPage title={t('permissionTitle')} body={t('permissionBody')} />;
}
