'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Keeps what the buyer typed into a server-rendered form before React took it over. A controlled
 * input hydrates with its state ('') while the page shows what was typed; the first re-render then
 * cleared it, and a submit read the empty state (seen in CI: a sign-in typed right after the page
 * appeared failed with "enter your e-mail"). Once mounted, each named field's text moves into its state.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, fields: Record<string, (value: string) => void>) {
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const [name, set] of Object.entries(fields)) {
      const field = elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.value !== '') set(field.value);
    }
    // Once, at mount: later typing reaches the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
