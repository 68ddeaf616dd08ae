import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { lobbyHref } from '@/lib/live/lobby-paging';
import type { LobbyLoad } from '@/lib/live/replay-list';
import type { Store } from '@/lib/schemas';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';

/**
 * The lobby's title, description, canonical URL (each page its own) and Open Graph. No og:image
 * here: the generated PNG preview is wired in separately (issue 14 item 5). Only a listed page is indexed.
 */
export async function lobbyMetadata(store: Store, page: number, load: LobbyLoad): Promise<Metadata> {
  const [t, locale, origin] = await Promise.all([getTranslations('lobby'), getLocale(), requestOrigin()]);
  const meta = pageMetadata({
    title: page > 1 ? t('seoTitlePage', { page, store: store.name }) : t('seoTitle', { store: store.name }),
    description: t('seoDescription', { store: store.name }),
    url: absoluteUrl(origin, lobbyHref(store.slug, page)),
    siteName: store.name,
    locale,
  });
  return load.kind === 'ok' ? meta : { ...meta, robots: { index: false } };
}
