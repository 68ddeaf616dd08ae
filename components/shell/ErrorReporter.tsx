'use client';

import { useEffect } from 'react';
// Chunking, not behaviour: next/link is on every page (root not-found, store header, lists). Named
// here, in the root layout's client entry, it lands in the root chunk group that nested segments
// reuse; otherwise Turbopack bundles a second copy into each segment that renders a <Link>.
import 'next/link';
// The same for the error boundaries' copy hook, which (site)/error and [store]/error both use.
import '@/components/shell/useErrorStrings';
import { reportLater } from '@/lib/report/later';
import { reloadForChunkError, watchLeaving } from '@/lib/report/chunk-error';

/** Reports errors nothing else caught in the browser (uncaught exceptions, unhandled rejections). */
export function ErrorReporter() {
  useEffect(() => {
    watchLeaving();
    const onError = (event: ErrorEvent) => {
      if (!reloadForChunkError(event.error ?? event.message)) reportLater(event.error ?? event.message, { where: 'browser.uncaught' });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!reloadForChunkError(event.reason)) reportLater(event.reason, { where: 'browser.unhandled-rejection' });
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
