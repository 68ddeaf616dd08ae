import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ogImageOf, ogImagePath, storeOgImage } from '@/lib/og/og-image';
import { roomDescription } from '@/lib/seo/live-room';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import type { Store } from '@/lib/schemas';
import { appPath } from '@/lib/url/safe-href';
import type { PostLoad } from './room-data';

/** The room's title, description and preview image (a private post previews but is not indexed). */
export async function roomMetadata(store: Store, postId: number, load: PostLoad): Promise<Metadata> {
  const [t, locale, origin] = await Promise.all([getTranslations('live'), getLocale(), requestOrigin()]);
  if (load.kind !== 'ok') return { title: load.kind === 'unauthorized' ? t('unauthorizedTitle') : t('notFoundTitle'), robots: { index: false } };
  const post = load.post;
  const meta = pageMetadata({
    title: t('seoTitle', { title: post.title, store: store.name }),
    description: roomDescription(post.content, post.upcoming_title, t('seoDescription', { store: store.name })),
    url: absoluteUrl(origin, appPath(store.slug, 'live', postId)),
    siteName: store.name,
    locale,
    // A private post's own picture is not public: it previews as its store.
    image: post.is_private ? storeOgImage(origin, store) : ogImageOf(origin, ogImagePath.post(store.slug, postId), post.title),
  });
  return post.is_private ? { ...meta, robots: { index: false } } : meta;
}
