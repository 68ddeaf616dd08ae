import { SHARED_CACHE_HEADERS } from '@/lib/cache/tags';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@/lib/i18n/locales';
import type { OgRender } from './og-cards';

/**
 * The answer of an og-image route: the cached PNG, held by a CDN as briefly as a public page (it
 * cannot hear tag revalidations); an unknown id is a 404 and a failed platform call a 503, never a 500.
 */
export async function ogImageResponse(localeParam: string, render: (locale: Locale) => Promise<OgRender>): Promise<Response> {
  const drawn = await render(toLocale(localeParam) ?? DEFAULT_LOCALE);
  if (drawn.kind === 'missing') return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if (drawn.kind === 'failed') return new Response('Unavailable', { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } });
  return new Response(drawn.bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(drawn.bytes.byteLength), ...SHARED_CACHE_HEADERS },
  });
}
