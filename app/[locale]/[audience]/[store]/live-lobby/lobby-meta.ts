import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { lobbyHref } from '@/lib/live/lobby-paging';
import { lobbyOgImage } from '@/lib/og/og-image';
import type { LobbyLoad } from '@/lib/live/replay-list';
import type { Store } from '@/lib/schemas';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';

/**
 * The lobby's title, description, canonical URL (each page its own), Open Graph and its generated
 * PNG preview (one per store, not per page). Only a listed page is indexed.
 */
export async function lobbyMetadata(store: Store, page: number, load: LobbyLoad): Promise<Metadata> {
  const [t, locale, origin] = await Promise.all([getTranslations('lobby'), getLocale(), requestOrigin()]);
  const title = page > 1 ? t('seoTitlePage', { page, store: store.name }) : t('seoTitle', { store: store.name });
  const meta = pageMetadata({
    title,
    description: t('seoDescription', { store: store.name }),
    url: absoluteUrl(origin, lobbyHref(store.slug, page)),
    siteName: store.name,
    locale,
    image: lobbyOgImage(origin, store.slug, t('seoTitle', { store: store.name })),
  });
  return load.kind === 'ok' ? meta : { ...meta, robots: { index: false } };
}
