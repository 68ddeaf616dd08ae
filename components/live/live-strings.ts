/** Strings the room's error boundary needs, carried as JSON in the page (it gets no props). */
export const LIVE_STRINGS_ID = 'kirari-live-strings';

export interface LiveErrorStrings {
  errorTitle: string;
  errorBody: string;
  retry: string;
  backToStore: string;
}

export function readLiveStrings(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): LiveErrorStrings | null {
  const text = doc?.getElementById(LIVE_STRINGS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as LiveErrorStrings;
  } catch {
    return null;
  }
}
