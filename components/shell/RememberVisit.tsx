'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { parseStorePath } from '@/lib/guards/paths';
import { COOKIES_AT_PARSE, rememberVisit, writesStillCurrent } from '@/lib/guards/remember';
import { serializeCookie } from '@/lib/identity/cookies';

/** Runs while the HTML is parsed: the cookies as they were before any script of this page ran. */
const SNAPSHOT_SCRIPT = `window.${COOKIES_AT_PARSE}=document.cookie`;

/**
 * Guard step 2 in the browser: pages a CDN may hold set no cookie, so the page itself remembers the
 * target path, the store and the channel source (the same cookies middleware writes elsewhere).
 * Once per page, with the query it arrived with: a later query-only change (the entry notices
 * removing `?loginRequired=true`) must not replace the members' page the login returns to. On
 * start-up it leaves alone what changed after its HTML was parsed (a navigation away already under
 * way wrote it: lib/guards/remember writesStillCurrent).
 */
export function RememberVisit() {
  const pathname = usePathname();
  useEffect(() => {
    const storePath = parseStorePath(pathname);
    if (!storePath) return;
    const search = new URLSearchParams(window.location.search);
    const writes = rememberVisit({ pathname, search, storePath, host: window.location.host });
    // The parse-time copy speaks for the page's first start only; later visits are this page's own.
    const globals = window as unknown as Record<string, string | undefined>;
    const atParse = globals[COOKIES_AT_PARSE];
    delete globals[COOKIES_AT_PARSE];
    for (const write of writesStillCurrent(writes, atParse, document.cookie)) document.cookie = serializeCookie(write);
  }, [pathname]);
  return <script dangerouslySetInnerHTML={{ __html: SNAPSHOT_SCRIPT }} />;
}
