import { getLocale } from 'next-intl/server';
import { RootDocument, rootMetadata, rootViewport } from '@/components/shell/RootDocument';
import '../globals.css';

export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

/** The root layout of every dynamic page: the locale comes from the request (i18n/request.ts). */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument locale={await getLocale()}>{children}</RootDocument>;
}
