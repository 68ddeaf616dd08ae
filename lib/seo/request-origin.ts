import { headers } from 'next/headers';
import { siteOrigin } from './origin';

/** Server adapter of siteOrigin: the one place lib/seo reads the request. */
export async function requestOrigin(): Promise<string> {
  const list = await headers();
  return siteOrigin({
    siteUrl: process.env.SITE_URL,
    host: list.get('host'),
    forwardedHost: list.get('x-forwarded-host'),
    forwardedProto: list.get('x-forwarded-proto'),
  });
}
