import { notFound } from 'next/navigation';
import { RootDocument, rootMetadata, rootViewport } from '@/components/shell/RootDocument';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import '../globals.css';

export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

/** The interface languages; URLs carry none: middleware rewrites each request into its locale's tree. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/**
 * The root layout of every page. The locale is the internal first segment middleware chose (a
 * fresh `?locale=`, then the cookie, then ja), so cached renders vary by locale without reading
 * cookies (docs/adr/0001-caching.md). No request is read here: every shell can be cached.
 */
export default async function RootLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!(LOCALES as readonly string[]).includes(locale)) notFound();
  return <RootDocument locale={locale as Locale}>{children}</RootDocument>;
}
