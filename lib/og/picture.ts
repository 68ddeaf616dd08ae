/**
 * A picture for a preview image, as a data URL satori can draw (the platform's pictures are SVG,
 * which satori draws; PNG and JPEG too). Anything else, too large, slow or failed gives null and
 * the card draws its placeholder instead. Pictures are not platform API calls, hence a plain fetch.
 */

const DRAWABLE = ['image/svg+xml', 'image/png', 'image/jpeg'] as const;
const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 3000;

/** The drawable type of a Content-Type header, or null. */
export function drawableType(contentType: string | null): (typeof DRAWABLE)[number] | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return DRAWABLE.find((candidate) => candidate === type) ?? null;
}

export async function pictureDataUrl(url: string | null | undefined): Promise<string | null> {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
    const type = drawableType(response.headers.get('content-type'));
    if (!response.ok || !type) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_BYTES) return null;
    return `data:${type};base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}
