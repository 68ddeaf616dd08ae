import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorReporter } from '@/components/shell/ErrorReporter';
import { ImageFallbackScript } from '@/components/ui/ImageFallbackScript';
import { EMBED_MODE_SCRIPT } from '@/lib/live/embed/mode';
import { serializeForScript, SHELL_STRINGS_ID, type ShellStrings } from '@/lib/i18n/shell-strings';

/** The document every page shares (app/[locale]/layout.tsx). Nothing here reads the request or the environment. */

export async function rootMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return {
    title: { default: t('homeTitle'), template: `%s | ${t('siteName')}` },
    description: t('homeDescription'),
    applicationName: t('siteName'),
  };
}

export const rootViewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c2185b' };

export async function RootDocument({ locale, children }: { locale: string; children: React.ReactNode }) {
  const t = await getTranslations();
  const shellStrings: ShellStrings = { errorTitle: t('errors.genericTitle'), errorBody: t('errors.genericBody'), retry: t('common.retry') };
  return (
    // The embed script below may mark <html> before hydration (a framed room): not a mismatch.
    <html lang={locale} suppressHydrationWarning>
      <body>
        <script dangerouslySetInnerHTML={{ __html: EMBED_MODE_SCRIPT }} />
        <ImageFallbackScript />
        <script id={SHELL_STRINGS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(shellStrings) }} />
        <ErrorReporter />
        {children}
      </body>
    </html>
  );
}
