import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { RootDocument, rootMetadata, rootViewport } from '@/components/shell/RootDocument';
import { nonceOf } from '@/lib/security/headers';
import '../globals.css';

export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

/**
 * The root layout of every dynamic page: the locale comes from the request (i18n/request.ts), the
 * script nonce from the CSP middleware put on it (lib/security).
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  return (
    <RootDocument locale={await getLocale()} nonce={nonce}>
      {children}
    </RootDocument>
  );
}
