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

export function isShellStrings(value: unknown): value is ShellStrings {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return ['errorTitle', 'errorBody', 'retry'].every((key) => typeof record[key] === 'string' && record[key] !== '');
}

/** The page's shell strings, or null when the page has none or they are not three non-empty strings. */
export function readShellStrings(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): ShellStrings | null {
  const text = doc?.getElementById(SHELL_STRINGS_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isShellStrings(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** JSON safe inside a script element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
