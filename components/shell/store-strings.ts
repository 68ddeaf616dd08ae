/**
 * Strings the store-level error boundary needs, carried as JSON in the page like the root's shell
 * strings: a client error boundary gets no props, and the layout ships no next-intl runtime.
 */
export const STORE_STRINGS_ID = 'kirari-store-strings';

export interface StoreStrings {
  backToStore: string;
}

export function readStoreStrings(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): StoreStrings | null {
  const text = doc?.getElementById(STORE_STRINGS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as StoreStrings;
  } catch {
    return null;
  }
}
