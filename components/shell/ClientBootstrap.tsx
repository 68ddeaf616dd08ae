'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';

/** The session runtime loads beside the page, not in its first-load bundle. */
export const loadSessionRuntime = () => import('@/components/identity/session-runtime');

/** The store layout's client start-up (legacy token move, guest renewal, 401 notice); renders nothing. */
export function ClientBootstrap({ unauthorizedMessage, guestExpiresAt }: { unauthorizedMessage: string; guestExpiresAt: number | null }) {
  const router = useRouter();
  // What the document was rendered with; a refresh's new props must not start the session again.
  const firstRender = useRef(guestExpiresAt);
  useEffect(() => {
    void loadSessionRuntime().then((runtime) => runtime.startSession({ message: unauthorizedMessage, refresh: () => router.refresh(), guestExpiresAt: firstRender.current }));
  }, [unauthorizedMessage, router]);
  return null;
}
