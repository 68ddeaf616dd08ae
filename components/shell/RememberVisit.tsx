'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { parseStorePath } from '@/lib/guards/paths';
import { rememberVisit } from '@/lib/guards/remember';
import { serializeCookie } from '@/lib/identity/cookies';

/**
 * Guard step 2 in the browser: pages a CDN may hold set no cookie, so the page itself remembers the
 * target path, the store and the channel source (the same cookies middleware writes elsewhere).
 * Once per page, with the query it arrived with: a later query-only change (the entry notices
 * removing `?loginRequired=true`) must not replace the members' page the login returns to.
 */
export function RememberVisit() {
  const pathname = usePathname();
  useEffect(() => {
    const storePath = parseStorePath(pathname);
    if (!storePath) return;
    const search = new URLSearchParams(window.location.search);
    for (const write of rememberVisit({ pathname, search, storePath, host: window.location.host })) document.cookie = serializeCookie(write);
  }, [pathname]);
  return null;
}
