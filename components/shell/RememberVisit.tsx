'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { COOKIES_AT_PARSE } from '@/lib/guards/remember-snapshot';

/** Runs while the HTML is parsed: the cookies as they were before any script of this page ran. */
const SNAPSHOT_SCRIPT = `window.${COOKIES_AT_PARSE}=document.cookie`;

/**
 * Guard step 2 in the browser: pages a CDN may hold set no cookie, so the page itself remembers the
 * target path, the store and the channel source (the same cookies middleware writes for visitors
 * with a token). Once per page, with the query it arrived with: a later query-only change (the
 * entry notices removing `?loginRequired=true`) must not replace the members' page the login
 * returns to. On start-up it leaves alone what changed after its HTML was parsed (a navigation away
 * already under way wrote it: lib/guards/remember writesStillCurrent). The rules load beside the page.
 */
export function RememberVisit() {
  const pathname = usePathname();
  useEffect(() => {
    // The query as the page arrived, read now; the parse-time copy speaks for the first start only.
    const search = window.location.search;
    const globals = window as unknown as Record<string, string | undefined>;
    const atParse = globals[COOKIES_AT_PARSE];
    delete globals[COOKIES_AT_PARSE];
    void import('./remember-visit-browser').then(({ rememberCurrentVisit }) => rememberCurrentVisit(pathname, search, atParse));
  }, [pathname]);
  return <script dangerouslySetInnerHTML={{ __html: SNAPSHOT_SCRIPT }} />;
}
