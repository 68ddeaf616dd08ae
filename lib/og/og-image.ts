import { formatDate, type DateInput } from '@/lib/format/date';
import type { RoomMode } from '@/lib/live/room-mode';
import { absoluteUrl } from '@/lib/seo/origin';
import { appPath, type SafeHref } from '@/lib/url/safe-href';

/**
 * Social preview images (issue 14 §5): X, Facebook and LINE render only raster images, so each
 * shared page points at a 1200×630 PNG drawn by a route handler (`…/og-image`, app/…/og-image/route.ts).
 * The URLs are public and store-scoped like the pages; the locale is middleware's, as for pages.
 */

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const SEGMENT = 'og-image';

export const ogImagePath = {
  store: (slug: string): SafeHref => appPath(slug, SEGMENT),
  product: (slug: string, productId: number): SafeHref => appPath(slug, 'market', 'product', productId, SEGMENT),
  post: (slug: string, postId: number): SafeHref => appPath(slug, 'live', postId, SEGMENT),
  lobby: (slug: string): SafeHref => appPath(slug, 'live-lobby', SEGMENT),
};

/** An og:image entry: absolute URL, size and alt text (lib/seo/metadata pageMetadata takes it). */
export interface OgImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export function ogImageOf(origin: string, path: SafeHref, alt: string): OgImage {
  return { url: absoluteUrl(origin, path), ...OG_IMAGE_SIZE, alt };
}

/** The live lobby's preview image, for the lobby page's metadata (`pageMetadata({ image })`). */
export function lobbyOgImage(origin: string, slug: string, alt: string): OgImage {
  return ogImageOf(origin, ogImagePath.lobby(slug), alt);
}

/** When a post starts or started: the announced time before it goes live, else when it went live. */
interface PostTimes {
  upcoming_at?: DateInput;
  started_at?: DateInput;
}

export function postStartOf(post: PostTimes, mode: RoomMode): DateInput {
  const upcoming = post.upcoming_at ?? null;
  const started = post.started_at ?? null;
  return mode === 'upcoming' ? (upcoming ?? started) : (started ?? upcoming);
}

/** The start time as the card prints it, in the store's time zone (lib/format); '' when unknown. */
export function postStartText(post: PostTimes, mode: RoomMode, timeZone: string): string {
  return formatDate(postStartOf(post, mode), timeZone, 'yyyy/LL/dd HH:mm');
}

/** At most `max` characters (code points, so no half of a surrogate pair), with an ellipsis when cut. */
export function clampText(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, Math.max(0, max - 1)).join('')}…` : chars.join('');
}

interface LobbyPost {
  on_air: boolean;
  is_private: boolean;
  image_url?: string | null;
  publications: { live: boolean; picture?: string | null }[];
}

/**
 * The cover of the store's current live for the lobby's card, from the replay list's first page:
 * a public post on air (or with a live publication); its picture, else its first publication's.
 */
export function currentLiveCover(posts: readonly LobbyPost[]): string | null {
  const live = posts.find((post) => !post.is_private && (post.on_air || post.publications.some((publication) => publication.live)));
  return live ? live.image_url || live.publications.find((publication) => publication.picture)?.picture || null : null;
}

/** The store's preview image (market, store information, commercial-law pages). */
export function storeOgImage(origin: string, store: { slug: string; name: string }): OgImage {
  return ogImageOf(origin, ogImagePath.store(store.slug), store.name);
}

/** The character a placeholder picture shows: the text's first letter or digit (not a bracket or emoji), else a star. */
export function placeholderInitial(text: string): string {
  return /[\p{L}\p{N}]/u.exec(text)?.[0]?.toUpperCase() ?? '★';
}
