import { parseStorePath } from '@/lib/guards/paths';
import { rememberVisit, writesStillCurrent } from '@/lib/guards/remember';
import { cookieForContext, serializeCookie } from '@/lib/identity/cookies';
import { inCrossSiteFrame } from '@/components/live/embed/frame-context';

/**
 * Writes the guard's visit cookies for an address (loaded beside the page: see RememberVisit),
 * leaving alone any cookie that changed since `cookiesAtParse` (undefined: write them all).
 */
export function rememberCurrentVisit(pathname: string, query: string, cookiesAtParse: string | undefined): void {
  const storePath = parseStorePath(pathname);
  if (!storePath) return;
  const writes = rememberVisit({ pathname, search: new URLSearchParams(query), storePath, host: window.location.host });
  const embedded = inCrossSiteFrame();
  for (const write of writesStillCurrent(writes, cookiesAtParse, document.cookie)) document.cookie = serializeCookie(cookieForContext(write, embedded));
}
