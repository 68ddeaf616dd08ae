import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorReporter } from '@/components/shell/ErrorReporter';
import { configFromEnv } from '@/lib/config';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return {
    title: { default: t('homeTitle'), template: `%s | ${t('siteName')}` },
    description: t('homeDescription'),
    applicationName: t('siteName'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c2185b' };

/** The browser's copy of the runtime configuration (read by lib/config). */
function configScript(): string {
  return `window.__KIRARI_CONFIG__=${JSON.stringify(configFromEnv(process.env)).replace(/</g, '\\u003c')}`;
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body>
        <script dangerouslySetInnerHTML={{ __html: configScript() }} />
        <ErrorReporter />
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
