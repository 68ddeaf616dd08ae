import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { roomMode } from '@/lib/live/room-mode';
import { ogImageOf, ogImagePath, storeOgImage } from '@/lib/og/og-image';
import { roomDescription } from '@/lib/seo/live-room';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/origin';
import { requestOrigin } from '@/lib/seo/request-origin';
import type { Store } from '@/lib/schemas';
import { appPath } from '@/lib/url/safe-href';
import type { PostLoad } from './room-data';
import type { RoomVariant } from './room-view';

/** The room's title, description and preview image (a private post previews but is not indexed). */
export async function roomMetadata(store: Store, postId: number, load: PostLoad, variant: RoomVariant = 'live'): Promise<Metadata> {
  const [t, replay, locale, origin] = await Promise.all([getTranslations('live'), getTranslations('liveReplay'), getLocale(), requestOrigin()]);
  if (load.kind !== 'ok') return { title: load.kind === 'unauthorized' ? t('unauthorizedTitle') : t('notFoundTitle'), robots: { index: false } };
  const post = load.post;
  const mode = roomMode(post, load.readAt);
  const meta = pageMetadata({
    title: variant === 'record' && mode === 'replay' ? replay('recordSeoTitle', { title: post.title, store: store.name }) : t('seoTitle', { title: post.title, store: store.name }),
    description: roomDescription(post.content, post.upcoming_title, t('seoDescription', { store: store.name })),
    url: absoluteUrl(origin, appPath(store.slug, variant, postId)),
    siteName: store.name,
    locale,
    // A private post's own picture is not public: it previews as its store.
    image: post.is_private ? storeOgImage(origin, store) : ogImageOf(origin, ogImagePath.post(store.slug, postId), post.title),
  });
  return post.is_private ? { ...meta, robots: { index: false } } : meta;
}
