import { createHash } from 'node:crypto';
import type { Router } from './http';

/**
 * Generated pictures, so the platform needs no network and no binary assets:
 * `GET /images/{kind}/{seed}.svg?size=s|m|l&t=<label>` draws a colourful, deterministic SVG.
 * State keeps these as paths (see `imagePath`); answers turn them into absolute URLs.
 */

export const IMAGE_KINDS = ['product', 'user', 'channel', 'store', 'post', 'banner'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Pixel edge per size letter (commerce §9: s up to 90, m up to 350, l above). */
export const IMAGE_SIZES = { s: 90, m: 350, l: 720 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export const IMAGE_PATH_PREFIX = '/images/';

/**
 * A picture's orientation: square, portrait (2:3) or landscape (16:9), so pages meet pictures of
 * every shape a seller uploads. The long edge is the size letter's.
 */
export const IMAGE_SHAPES = ['square', 'portrait', 'landscape'] as const;
export type ImageShape = (typeof IMAGE_SHAPES)[number];

/** Width and height of a picture of this size and shape. */
export function imageBox(size: ImageSize, shape: ImageShape = 'square'): { width: number; height: number } {
  const edge = IMAGE_SIZES[size];
  if (shape === 'portrait') return { width: Math.round((edge * 2) / 3), height: edge };
  if (shape === 'landscape') return { width: edge, height: Math.round((edge * 9) / 16) };
  return { width: edge, height: edge };
}

/** A platform-relative image path; `label` is drawn in the middle (initials, a short word). */
export function imagePath(kind: ImageKind, seed: string, label: string, size: ImageSize = 'l', shape: ImageShape = 'square'): string {
  const query = new URLSearchParams({ size, t: label, ...(shape === 'square' ? {} : { shape }) });
  return `${IMAGE_PATH_PREFIX}${kind}/${encodeURIComponent(seed)}.svg?${query.toString()}`;
}

/** The first character of up to two words: "Matcha Latte" gives "ML", "抹茶ラテ" gives "抹茶". */
export function initials(name: string): string {
  const words = name.trim().split(/[\s・/]+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return Array.from(words[0]).slice(0, 2).join('').toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join('')
    .toUpperCase();
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function hashBytes(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

export function renderSvg(kind: ImageKind, seed: string, label: string, size: ImageSize, shape: ImageShape = 'square'): string {
  const { width, height } = imageBox(size, shape);
  const edge = Math.min(width, height);
  const bytes = hashBytes(`${kind}:${seed}`);
  const hue = Math.round((bytes[0] / 255) * 360);
  const hue2 = (hue + 40 + (bytes[1] % 80)) % 360;
  const round = kind === 'user' || kind === 'channel';
  const text = escapeXml(Array.from(label).slice(0, 4).join('') || '?');
  const fontSize = Math.round(edge / (Array.from(text).length > 2 ? 4.2 : 2.8));
  // Three soft circles placed from the hash make images of one kind tell apart at a glance.
  const circles = [2, 5, 8]
    .map((i) => {
      const cx = Math.round((bytes[i] / 255) * width);
      const cy = Math.round((bytes[i + 1] / 255) * height);
      const r = Math.round(edge * (0.15 + (bytes[i + 2] / 255) * 0.35));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="0.14"/>`;
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},72%,58%)"/><stop offset="1" stop-color="hsl(${hue2},70%,42%)"/>`,
    `</linearGradient></defs>`,
    round
      ? `<circle cx="${width / 2}" cy="${height / 2}" r="${edge / 2}" fill="url(#g)"/>`
      : `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    circles,
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#fff" font-family="'Noto Sans CJK JP','Hiragino Sans',sans-serif" font-weight="700" font-size="${fontSize}">${text}</text>`,
    `</svg>`,
  ].join('');
}

const isKind = (value: string): value is ImageKind => (IMAGE_KINDS as readonly string[]).includes(value);
const isSize = (value: string): value is ImageSize => value in IMAGE_SIZES;
const isShape = (value: string): value is ImageShape => (IMAGE_SHAPES as readonly string[]).includes(value);

export function registerImages(router: Router): void {
  router.get('/images/:kind/:file', (req) => {
    const { kind, file } = req.params;
    const seed = file.replace(/\.svg$/, '');
    const size = req.query.get('size') ?? 'l';
    const shape = req.query.get('shape') ?? 'square';
    if (!isKind(kind) || !file.endsWith('.svg') || !seed || !isSize(size) || !isShape(shape)) {
      return { status: 404, body: { message: 'No such image' } };
    }
    const label = req.query.get('t') ?? initials(seed);
    return {
      status: 200,
      raw: renderSvg(kind, seed, label, size, shape),
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        // Same URL, same picture: let browsers and the CDN keep it for a year.
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    };
  });
}

/** Turns every image path in an answer into an absolute URL on the platform's public host. */
export function withPublicUrls<T>(value: T, publicUrl: string): T {
  if (typeof value === 'string') {
    return (value.startsWith(IMAGE_PATH_PREFIX) ? `${publicUrl}${value}` : value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => withPublicUrls(item, publicUrl)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPublicUrls(v, publicUrl)])) as T;
  }
  return value;
}
