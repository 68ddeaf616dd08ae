'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { parseStorePath } from '@/lib/guards/paths';
import { rememberVisit } from '@/lib/guards/remember';
import { serializeCookie } from '@/lib/identity/cookies';

/**
 * Guard step 2 in the browser: pages a CDN may hold set no cookie, so the page itself remembers the
 * target path, the store and the channel source (the same cookies middleware writes elsewhere).
 */
export function RememberVisit() {
  return (
    <Suspense fallback={null}>
      <RememberEffect />
    </Suspense>
  );
}

function RememberEffect() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => {
    const storePath = parseStorePath(pathname);
    if (!storePath) return;
    for (const write of rememberVisit({ pathname, search: new URLSearchParams(query), storePath, host: window.location.host })) document.cookie = serializeCookie(write);
  }, [pathname, query]);
  return null;
}
