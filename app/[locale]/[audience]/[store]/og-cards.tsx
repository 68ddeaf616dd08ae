import type { ReactElement } from 'react';
import { cacheLife, cacheTag } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { OgCard, type OgCardProps } from '@/components/og/OgCard';
import type { Result } from '@/lib/api/result';
import { isBuildSampleStore } from '@/lib/cache/build-samples';
import { cachedPost, cachedProduct, cachedProducts, cachedReplayList, cachedStore } from '@/lib/cache/public-reads';
import { CACHE_PROFILES, postTag, productTag, storeTag, vodTag, type CacheProfile } from '@/lib/cache/tags';
import { formatPriceRange } from '@/lib/format/currency';
import { SUPPORTED_REGION, usableStore } from '@/lib/guards/store-check';
import type { Locale } from '@/lib/i18n/locales';
import { badgeKeyOf, coverOf, roomMode } from '@/lib/live/room-mode';
import { collectCatalogue } from '@/lib/market/catalogue';
import { galleryImages } from '@/lib/market/product-detail';
import { fontFamilyFor } from '@/lib/og/fonts';
import { clampText, currentLiveCover, postStartText } from '@/lib/og/og-image';
import { pictureDataUrl } from '@/lib/og/picture';
import { renderOgPng } from '@/lib/og/render';
import { report } from '@/lib/report';
import type { Store } from '@/lib/schemas';
import { POST_NOT_IN_STORE } from './live/[id]/room-data';

/**
 * The preview images (issue 14 §5), each a `'use cache'` entry keyed by id and locale and tagged
 * like the page it previews, so it is drawn once and again only when that data changes. Unknown
 * ids are `missing` (a 404); a failed platform call is `failed` (a 503), kept a second only.
 */

export type OgRender = { kind: 'png'; bytes: Uint8Array } | { kind: 'missing' } | { kind: 'failed' };

type Loaded<T> = { kind: 'ok'; value: T } | { kind: 'missing' } | { kind: 'failed' };

const TITLE_MAX = 48;

function outcomeOf<T>(result: Result<T>): Loaded<T> {
  if (result.ok) return { kind: 'ok', value: result.data };
  return result.error.status === 404 ? { kind: 'missing' } : { kind: 'failed' };
}

async function storeOf(slug: string, locale: Locale): Promise<Loaded<Store>> {
  if (isBuildSampleStore(slug)) return { kind: 'missing' };
  const loaded = outcomeOf(await cachedStore(slug, locale));
  if (loaded.kind !== 'ok') return loaded;
  const store = usableStore<Store>(loaded.value);
  if (!store) return { kind: 'failed' };
  return store.region === SUPPORTED_REGION ? { kind: 'ok', value: store } : { kind: 'missing' };
}

/** A card drawn with its pictures; should a picture break the drawing, drawn again with placeholders. */
async function draw(card: Omit<OgCardProps, 'picture' | 'store' | 'fontFamily'>, pictures: { main: string | null | undefined; store: Store }, locale: Locale): Promise<OgRender> {
  const [main, avatar] = await Promise.all([pictureDataUrl(pictures.main), pictureDataUrl(pictures.store.avatar_url)]);
  const element = (withPictures: boolean): ReactElement => (
    <OgCard {...card} picture={withPictures ? main : null} store={{ name: clampText(pictures.store.name, 28), avatar: withPictures ? avatar : null }} fontFamily={fontFamilyFor(locale)} />
  );
  try {
    return { kind: 'png', bytes: await renderOgPng(element(true)) };
  } catch (error) {
    void report(error instanceof Error ? error : new Error('og image failed'), { where: 'og.render', extra: { title: card.title } });
    return { kind: 'png', bytes: await renderOgPng(element(false)) };
  }
}

/** Keeps a drawn card for the data's lifetime; a miss or failure only a second. */
function settle(render: OgRender, profile: CacheProfile): OgRender {
  cacheLife(CACHE_PROFILES[render.kind === 'png' ? profile : 'failure']);
  return render;
}

export async function drawStoreCard(slug: string, locale: Locale): Promise<OgRender> {
  'use cache';
  cacheTag(storeTag(slug));
  const store = await storeOf(slug, locale);
  if (store.kind !== 'ok') return settle(store, 'store');
  const t = await getTranslations({ locale, namespace: 'og' });
  const lines = [{ text: clampText(store.value.description || t('storeSubtitle'), 60) }];
  return settle(await draw({ title: clampText(store.value.name, TITLE_MAX), lines }, { main: store.value.image_url ?? store.value.avatar_url, store: store.value }, locale), 'store');
}

export async function drawProductCard(slug: string, productId: number, locale: Locale): Promise<OgRender> {
  'use cache';
  cacheTag(storeTag(slug), productTag(productId));
  const store = await storeOf(slug, locale);
  if (store.kind !== 'ok') return settle(store, 'catalogue');
  const [loaded, catalogue] = await Promise.all([cachedProduct(productId, slug, locale), collectCatalogue((query) => cachedProducts(slug, query, locale))]);
  const product = outcomeOf(loaded);
  if (product.kind !== 'ok') return settle(product, 'catalogue');
  const item = product.value.data;
  // Deleted, or another store's product (the answer names no store): as the product page, a 404.
  if (item.status === 'deleted' || (catalogue && !catalogue.some((entry) => entry.id === item.id))) return settle({ kind: 'missing' }, 'catalogue');
  const price = formatPriceRange(item.min_price, item.max_price, store.value.currency);
  const card = { title: clampText(item.name, TITLE_MAX), lines: price ? [{ text: price, accent: true }] : [] };
  return settle(await draw(card, { main: galleryImages(item)[0]?.url ?? store.value.image_url, store: store.value }, locale), 'catalogue');
}

export async function drawPostCard(slug: string, postId: number, locale: Locale): Promise<OgRender> {
  'use cache';
  cacheTag(storeTag(slug), postTag(postId));
  const store = await storeOf(slug, locale);
  if (store.kind !== 'ok') return settle(store, 'post');
  const { result, readAt } = await cachedPost(store.value.id, postId, locale);
  // Another store's post and a private one (unauthorized to the public) have no public preview.
  if (!result.ok && (result.error.report_type === POST_NOT_IN_STORE || result.error.status === 401 || result.error.status === 403)) return settle({ kind: 'missing' }, 'post');
  const loaded = outcomeOf(result);
  if (loaded.kind !== 'ok') return settle(loaded, 'post');
  const post = loaded.value.data;
  const mode = roomMode(post, readAt);
  const [t, live] = await Promise.all([getTranslations({ locale, namespace: 'og' }), getTranslations({ locale, namespace: 'live' })]);
  const start = postStartText(post, mode, store.value.timezone);
  const card = {
    title: clampText(post.title, TITLE_MAX),
    badge: { text: live(badgeKeyOf(mode)), live: mode === 'live' },
    lines: start ? [{ text: t('startsAt', { time: start }) }] : [],
  };
  return settle(await draw(card, { main: coverOf(post, mode) ?? store.value.image_url, store: store.value }, locale), 'post');
}

export async function drawLobbyCard(slug: string, locale: Locale): Promise<OgRender> {
  'use cache';
  cacheTag(storeTag(slug), vodTag(slug));
  const store = await storeOf(slug, locale);
  if (store.kind !== 'ok') return settle(store, 'replays');
  const [t, { result: replays }] = await Promise.all([getTranslations({ locale, namespace: 'og' }), cachedReplayList(slug, 1, locale)]);
  // The lobby's card does without the live's cover when the list fails.
  const cover = replays.ok ? currentLiveCover(replays.data.data) : null;
  const card = { title: t('lobbyTitle'), lines: [{ text: t('lobbySubtitle') }] };
  return settle(await draw(card, { main: cover ?? store.value.image_url ?? store.value.avatar_url, store: store.value }, locale), 'replays');
}
