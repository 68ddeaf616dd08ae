import type { Metadata, Viewport } from 'next';
import { preconnect } from 'react-dom';
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorReporter } from '@/components/shell/ErrorReporter';
import { PageTracking } from '@/components/shell/PageTracking';
import { ImageFallbackScript } from '@/components/ui/ImageFallbackScript';
import { analyticsConfig } from '@/lib/analytics/config';
import { configFromEnv, readEnv } from '@/lib/config';
import { serializeForScript, SHELL_STRINGS_ID, type ShellStrings } from '@/lib/i18n/shell-strings';
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
  return `window.__KIRARI_CONFIG__=${serializeForScript(configFromEnv(readEnv()))}`;
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations()]);
  // Product and store pictures come from the platform's host: open that connection early.
  preconnect(new URL(configFromEnv(readEnv()).apiUrl).origin);
  const shellStrings: ShellStrings = { errorTitle: t('errors.genericTitle'), errorBody: t('errors.genericBody'), retry: t('common.retry') };
  return (
    <html lang={locale}>
      <body>
        <ImageFallbackScript />
        <script dangerouslySetInnerHTML={{ __html: configScript() }} />
        <script id={SHELL_STRINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(shellStrings) }} />
        <ErrorReporter />
        <PageTracking {...analyticsConfig()} />
        {children}
      </body>
    </html>
  );
}
