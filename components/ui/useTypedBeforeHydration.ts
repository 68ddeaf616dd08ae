'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Keeps what the buyer typed into a server-rendered form before React took it over. A controlled
 * input hydrates with its state while the page shows what was typed; the first re-render then
 * cleared it, and a submit read the stale state (seen in CI: a sign-in typed right after the page
 * appeared failed with "enter your e-mail"). Once mounted, each named text field (input or
 * textarea) whose text differs from the server's (its defaultValue: a prefilled field is no
 * exception) hands that text to its setter. A select works the same way: an option chosen before
 * hydration stayed on screen while the state kept the server's (seen in CI: a held voucher shown
 * chosen at checkout, neither priced nor sent). So does a radio group: the checked radio's value,
 * when it is not the one the server checked. Setters run in the order `fields` names them.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, fields: Record<string, (value: string) => void>) {
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const [name, set] of Object.entries(fields)) {
      const value = changedBeforeHydration(elements.namedItem(name));
      if (value !== null) set(value);
    }
    // Once, at mount: later typing reaches the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The field's value when the buyer changed it from the server's, else null. */
function changedBeforeHydration(field: Element | RadioNodeList | null): string | null {
  // A group of radios comes as a RadioNodeList, a lone radio as its input.
  if (field instanceof RadioNodeList) return radioChoice(Array.from(field));
  if (field instanceof HTMLInputElement && field.type === 'radio') return radioChoice([field]);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue ? field.value : null;
  if (field instanceof HTMLSelectElement) return field.value !== serverChoice(field) ? field.value : null;
  return null;
}

/** The checked radio's value unless the server checked it (defaultChecked). A radio cannot be unchecked by hand: none checked is no choice. */
function radioChoice(nodes: Node[]): string | null {
  const checked = nodes.find((node): node is HTMLInputElement => node instanceof HTMLInputElement && node.type === 'radio' && node.checked);
  return checked && !checked.defaultChecked ? checked.value : null;
}

/** The value of the option the server marked selected (else the first, as a browser shows it). */
function serverChoice(select: HTMLSelectElement): string {
  const options = Array.from(select.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** The setters of fields named as the draft keys they edit: each hands its text to the form's `update`. */
export function settersOf<K extends string>(names: readonly K[], update: (name: K, value: string) => void): Record<string, (value: string) => void> {
  return Object.fromEntries(names.map((name) => [name, (value: string) => update(name, value)]));
}
