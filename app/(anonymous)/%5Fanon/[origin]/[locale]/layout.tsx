import { RootDocument, rootMetadata, rootViewport } from '@/components/shell/RootDocument';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { cachedRoute, type CachedRouteParams } from './cached-route';
import '@/app/globals.css';

interface Props {
  children: React.ReactNode;
  params: Promise<CachedRouteParams>;
}

export async function generateMetadata({ params }: Pick<Props, 'params'>) {
  await cachedRoute(params);
  return rootMetadata();
}

export const viewport = rootViewport;

/**
 * Root layout of the anonymous cached pages: the same document as app/(site)/layout.tsx, with the
 * locale from the path. A second root layout, so moving between these pages and the dynamic ones
 * is a full page load (as a locale change already is).
 */
export default async function AnonymousRootLayout({ children, params }: Props) {
  const route = await cachedRoute(params);
  return <RootDocument locale={route?.locale ?? DEFAULT_LOCALE}>{children}</RootDocument>;
}
