/**
 * The few strings client-only shell parts need (the error boundary) travel as JSON in the page,
 * so the root layout does not ship next-intl's client runtime to every page.
 */
export const SHELL_STRINGS_ID = 'kirari-shell-strings';

export interface ShellStrings {
  errorTitle: string;
  errorBody: string;
  retry: string;
}

export function readShellStrings(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): ShellStrings | null {
  const text = doc?.getElementById(SHELL_STRINGS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ShellStrings;
  } catch {
    return null;
  }
}

/** JSON safe inside a script element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
