import { Suspense } from 'react';
import { DeferredRuntimeSettings } from '@/components/shell/RuntimeSettings';

/**
 * Pages outside a store (home, error pages, password reset). Their shells are prerendered at
 * build, so the environment's settings come at request time, and a page reading its query does so
 * inside the boundary.
 */
export default function PlainLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <DeferredRuntimeSettings />
      <Suspense fallback={<main className="page" aria-busy="true" />}>{children}</Suspense>
    </>
  );
}
