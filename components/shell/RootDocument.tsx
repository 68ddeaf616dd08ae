import type { Metadata, Viewport } from 'next';
import { preconnect } from 'react-dom';
import { getTranslations } from 'next-intl/server';
import { ErrorReporter } from '@/components/shell/ErrorReporter';
import { PageTracking } from '@/components/shell/PageTracking';
import { ImageFallbackScript } from '@/components/ui/ImageFallbackScript';
import { analyticsConfig } from '@/lib/analytics/config';
import { configFromEnv, readEnv } from '@/lib/config';
import { serializeForScript, SHELL_STRINGS_ID, type ShellStrings } from '@/lib/i18n/shell-strings';

/**
 * The document every page shares, for both root layouts: app/(site) (dynamic, locale from the
 * request) and app/(anonymous) (the anonymous full-route cache, locale from its path).
 */

export async function rootMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return {
    title: { default: t('homeTitle'), template: `%s | ${t('siteName')}` },
    description: t('homeDescription'),
    applicationName: t('siteName'),
  };
}

export const rootViewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c2185b' };

// The environment does not change while the server runs: build the browser's copy once.
let configScript: { source: string; apiOrigin: string } | null = null;
function runtimeConfig() {
  if (!configScript) {
    const config = configFromEnv(readEnv());
    configScript = { source: `window.__KIRARI_CONFIG__=${serializeForScript(config)}`, apiOrigin: new URL(config.apiUrl).origin };
  }
  return configScript;
}

/**
 * `nonce`: the request's CSP nonce on dynamic pages; the anonymous cache's static copies have none
 * (their policy allows inline scripts, docs/adr/0002-content-security-policy.md).
 */
export async function RootDocument({ locale, nonce, children }: { locale: string; nonce?: string; children: React.ReactNode }) {
  const t = await getTranslations();
  const config = runtimeConfig();
  // Product and store pictures come from the platform's host: open that connection early.
  preconnect(config.apiOrigin);
  const shellStrings: ShellStrings = { errorTitle: t('errors.genericTitle'), errorBody: t('errors.genericBody'), retry: t('common.retry') };
  return (
    <html lang={locale}>
      <body>
        <ImageFallbackScript nonce={nonce} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: config.source }} />
        <script id={SHELL_STRINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(shellStrings) }} />
        <ErrorReporter />
        <PageTracking {...analyticsConfig()} />
        {children}
      </body>
    </html>
  );
}
