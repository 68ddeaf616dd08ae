'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import type { RenderedWith } from '@/lib/identity/session-refresh';

/** The session runtime loads beside the page, not in its first-load bundle. */
export const loadSessionRuntime = () => import('@/components/identity/session-runtime');

// Started at module load, not in an effect: a page's mount effects run before the layout's, and
// their calls need the tokens and the 401 rule. Both wait on the API client's own chunk, and this
// import was asked for first, so it configures the client before any page call goes out.
if (typeof window !== 'undefined') void loadSessionRuntime().then((runtime) => runtime.installClient());

/** The store layout's client start-up (token restore, 401 rule); renders nothing. */
export function ClientBootstrap({ unauthorizedMessage, renderedWith }: { unauthorizedMessage: string; renderedWith: RenderedWith }) {
  const router = useRouter();
  // What the document was rendered with; a refresh's new props must not start the session again.
  const firstRender = useRef(renderedWith);
  useEffect(() => {
    void loadSessionRuntime().then((runtime) => runtime.startSession({ message: unauthorizedMessage, refresh: () => router.refresh(), renderedWith: firstRender.current }));
  }, [unauthorizedMessage, router]);
  return null;
}
