import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The server's HTML of `element`, typed into before hydration (field name → text, or a select's
 * option value, as the buyer would), then hydrated. A hydration mismatch fails: React would
 * render the client's copy afresh, and the test would no longer be about hydration.
 */
export async function typedBeforeHydration(element: ReactElement, typed: Record<string, string>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  for (const [name, text] of Object.entries(typed)) {
    const field = container.querySelector(`[name="${name}"]`);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) throw new Error(`no field named ${name}`);
    field.value = text;
  }
  const mismatches: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) });
  });
  if (mismatches.length > 0) throw new Error(`hydration did not match: ${String(mismatches[0])}`);
  return {
    container,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
