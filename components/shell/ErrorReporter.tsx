'use client';

import { useEffect } from 'react';
import { report } from '@/lib/report';

/** Reports errors nothing else caught in the browser (uncaught exceptions, unhandled rejections). */
export function ErrorReporter() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => void report(event.error ?? event.message, { where: 'browser.uncaught' });
    const onRejection = (event: PromiseRejectionEvent) => void report(event.reason, { where: 'browser.unhandled-rejection' });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
