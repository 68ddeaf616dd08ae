import { siteOrigin } from './origin';

/** The public origin for absolute URLs on the server: configuration only, never request headers. */
export async function requestOrigin(): Promise<string> {
  return siteOrigin();
}
