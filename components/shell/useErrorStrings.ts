'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { readShellStrings, type ShellStrings } from '@/lib/i18n/shell-strings';

const subscribe = () => () => {};
let fromPage: ShellStrings | null | undefined;
// The page's strings never change: read them once, before a boundary's own markup replaces anything.
const pageStrings = () => (fromPage ??= readShellStrings());
const noStrings = () => null;

/** The document's language copy, fetched only when a page lacks its own strings (rare). */
async function loadFallbackStrings(lang: string): Promise<ShellStrings> {
  const { GLOBAL_ERROR_STRINGS, globalErrorLocale } = await import('@/lib/i18n/global-error-strings');
  return GLOBAL_ERROR_STRINGS[globalErrorLocale(lang)];
}

/**
 * The error boundaries' copy: the page's own shell strings (RootDocument writes them in the
 * request's language). Without them, the copy for the document's language is loaded on demand, so
 * the three-language table stays out of every page's first load. Null until known (server render).
 */
export function useErrorStrings(): ShellStrings | null {
  const page = useSyncExternalStore(subscribe, pageStrings, noStrings);
  const [fallback, setFallback] = useState<ShellStrings | null>(null);
  useEffect(() => {
    if (page) return;
    let current = true;
    // A document the client rendered after a failed server render may have its strings by now.
    const late = readShellStrings();
    (late ? Promise.resolve(late) : loadFallbackStrings(document.documentElement.lang))
      .then((strings) => current && setFallback(strings))
      .catch(() => undefined); // the chunk failed too: the boundary keeps its symbols
    return () => {
      current = false;
    };
  }, [page]);
  return page ?? fallback;
}

/** For tests: forget the strings read from the page. */
export function resetErrorStringsForTests(): void {
  fromPage = undefined;
}
