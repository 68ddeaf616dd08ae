import { getPublicConfig } from '@/lib/config';
import { trimmedText } from './field';

/**
 * Image rules of commerce §3/§9: size letters for the platform's image host, a default picture
 * per type when an image is empty or broken, 65 px avatars.
 */

export const IMAGE_TYPES = ['product', 'user', 'channel', 'store'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type ImageSizeLetter = 's' | 'm' | 'l';

export const AVATAR_SIZE = 65;
export const SMALL_MAX_PX = 90;
export const MEDIUM_MAX_PX = 350;

/** s up to 90 px, m up to 350 px, l above (and for anything that is not a size). */
export function imageSizeLetter(px: number): ImageSizeLetter {
  if (!Number.isFinite(px)) return 'l';
  if (px <= SMALL_MAX_PX) return 's';
  return px <= MEDIUM_MAX_PX ? 'm' : 'l';
}

export function toImageType(value: string | null | undefined): ImageType {
  return IMAGE_TYPES.find((type) => type === value) ?? 'product';
}

/**
 * Inline SVG placeholders: a broken-image fallback must never itself be a request that can fail,
 * and no asset needs to ship. Neutral shapes on grey: a box, a person, a play mark, a shop.
 */
const SHAPES: Record<ImageType, string> = {
  product: '<rect x="18" y="22" width="28" height="24" rx="3" fill="#bbb"/><path d="M18 30h28" stroke="#eee" stroke-width="2"/>',
  user: '<circle cx="32" cy="25" r="9" fill="#bbb"/><path d="M15 50c2-10 9-14 17-14s15 4 17 14z" fill="#bbb"/>',
  channel: '<rect x="14" y="18" width="36" height="28" rx="4" fill="#bbb"/><path d="M28 25v14l12-7z" fill="#eee"/>',
  store: '<path d="M14 26l4-10h28l4 10z" fill="#bbb"/><rect x="17" y="28" width="30" height="20" fill="#bbb"/><rect x="28" y="36" width="8" height="12" fill="#eee"/>',
};

function svgDataUri(shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#eee"/>${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const DEFAULT_IMAGE_SRC: Record<ImageType, string> = {
  product: svgDataUri(SHAPES.product),
  user: svgDataUri(SHAPES.user),
  channel: svgDataUri(SHAPES.channel),
  store: svgDataUri(SHAPES.store),
};

/** The default picture of a type; an unknown type uses the product picture. */
export function defaultImageSrc(type: string | null | undefined): string {
  return DEFAULT_IMAGE_SRC[toImageType(type)];
}

/**
 * Adds `size=<letter>` to images on the platform's host only (other hosts would not understand
 * it); any other URL, relative or unparsable, comes back unchanged.
 */
export function sizedImageUrl(url: string, px: number, platformUrl: string = getPublicConfig().apiUrl): string {
  let parsed: URL;
  let platform: URL;
  try {
    parsed = new URL(url);
    platform = new URL(platformUrl);
  } catch {
    return url;
  }
  if (parsed.host !== platform.host || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return url;
  parsed.searchParams.set('size', imageSizeLetter(px));
  return parsed.toString();
}

/** The src to show: the sized URL, or the type's default picture when there is none. */
export function imageSrc(url: string | null | undefined, type: string | null | undefined, px: number, platformUrl?: string): string {
  const trimmed = trimmedText(url);
  return trimmed ? sizedImageUrl(trimmed, px, platformUrl) : defaultImageSrc(type);
}
