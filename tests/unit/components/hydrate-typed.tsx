import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The server's HTML of `element`, typed into before hydration (field name → text, a select's
 * option value, or the value of the radio to check, as the buyer would), then hydrated. A field
 * named with a useId prefix (`«id»-shipping`) may be given by what follows the prefix
 * (`shipping`). A hydration mismatch fails: React would render the client's copy afresh, and the
 * test would no longer be about hydration.
 */
export async function typedBeforeHydration(element: ReactElement, typed: Record<string, string>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  for (const [name, text] of Object.entries(typed)) {
    const field = container.querySelector(`[name="${name}"]`) ?? container.querySelector(`[name$="-${name}"]`);
    if (field instanceof HTMLInputElement && field.type === 'radio') {
      const radio = container.querySelector(`input[type="radio"][name="${field.name}"][value="${text}"]`);
      if (!(radio instanceof HTMLInputElement)) throw new Error(`no radio ${name}=${text}`);
      // Checking one unchecks the rest of its group, as a tap does.
      radio.checked = true;
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) field.value = text;
    else throw new Error(`no field named ${name}`);
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
