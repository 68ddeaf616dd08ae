import type { ApiError } from '@/lib/api/result';
import { errorDisplay, messageParts } from '@/lib/format/error-message';

/**
 * What a member-area server action hands back to the browser: plain data, no Error objects (they do
 * not cross the server-action boundary). Every failure carries a message ready to show.
 */

export type ActionFailure =
  /** No member token: the login dialog opens (nothing was sent). */
  | { ok: false; kind: 'login' }
  /** The platform refused the token (401): the shell's 401 rule runs (commerce §8). */
  | { ok: false; kind: 'unauthorized' }
  /** Bad input: a message per field (the server's or ours), and a summary. */
  | { ok: false; kind: 'invalid'; fields: Record<string, string>; message: string }
  /** Anything else: the server's message, or the general one. */
  | { ok: false; kind: 'error'; message: string };

export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;

/** The first message per field of a 422's field-keyed messages (`{ email: ['…'] }`); null when there are none. */
export function fieldMessages(error: ApiError): Record<string, string> | null {
  const { message } = error;
  if (typeof message !== 'object' || Array.isArray(message)) return null;
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(message)) {
    const first = messageParts(value)[0];
    if (first) fields[field] = first;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * A failed platform call as an action failure: 401 → unauthorized, field messages → invalid
 * (with `fieldOf` mapping the platform's keys to the form's fields), else the general display of
 * commerce §8 (the server's message joined with '; ', or `general` for a gateway or empty error).
 */
export function failureOf(error: ApiError, general: string, fieldOf: (key: string) => string | null = (key) => key): ActionFailure {
  if (error.status === 401) return { ok: false, kind: 'unauthorized' };
  const display = errorDisplay(error);
  const summary = display.kind === 'server' ? display.message : general;
  const raw = error.status === 422 ? fieldMessages(error) : null;
  if (raw) {
    const fields: Record<string, string> = {};
    for (const [key, text] of Object.entries(raw)) {
      const field = fieldOf(key);
      if (field && !(field in fields)) fields[field] = text;
    }
    return { ok: false, kind: 'invalid', fields, message: summary };
  }
  return { ok: false, kind: 'error', message: summary };
}
