import type { ApiError } from '@/lib/api/result';
import { errorDisplay } from '@/lib/format/error-message';
import { parseStorePath } from '@/lib/guards/paths';
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_TOKEN_INVALID, isEmailAddress } from '@/lib/identity/account-rules';
import { appPath, withQuery, type SafeHref } from '@/lib/url/safe-href';

/**
 * The rules of the reset-password page (pure): field checks before sending, where the page goes
 * after a reset, and how a failed reset is shown.
 */

export { PASSWORD_MIN_LENGTH };

export type EmailProblem = 'required' | 'invalid';

export function validateResetEmail(email: string): EmailProblem | null {
  const address = email.trim();
  if (!address) return 'required';
  return isEmailAddress(address) ? null : 'invalid';
}

export interface NewPasswordErrors {
  password?: 'required' | 'tooShort';
  confirmation?: 'required' | 'mismatch';
}

/** The new password as typed (never trimmed): at least the minimum length, and the same twice. */
export function validateNewPassword({ password, confirmation }: { password: string; confirmation: string }): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password.length === 0) errors.password = 'required';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'tooShort';
  if (confirmation.length === 0) errors.confirmation = 'required';
  else if (!errors.password && confirmation !== password) errors.confirmation = 'mismatch';
  return errors;
}

export const hasErrors = (errors: NewPasswordErrors): boolean => Boolean(errors.password || errors.confirmation);

/** A store slug from the link, only when it is one (never a path or another host). */
export function linkStore(value: string | null | undefined): string | null {
  if (!value) return null;
  return parseStorePath(`/${encodeURIComponent(value)}`)?.slug ?? null;
}

/** After a reset: the store's product list when the link names a store, else home; both show the notice. */
export function resetDoneTarget(store: string | null): SafeHref {
  const slug = linkStore(store);
  return withQuery(slug ? appPath(slug, 'market') : appPath(), { passwordReset: 'success' });
}

/** The page without the used link's token: step 1 again, with the address and store kept. */
export function requestAgainHref(email: string | null, store: string | null): SafeHref {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  const slug = linkStore(store);
  if (slug) query.set('store', slug);
  return withQuery(appPath('member', 'reset-password'), query);
}

export type ResetFailure =
  | { show: 'invalidLink' }
  | { show: 'fields'; errors: NewPasswordErrors }
  | { show: 'general' }
  | { show: 'message'; message: string }
  | { show: 'nothing' };

function fieldKeys(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  return typeof errors === 'object' && errors !== null ? Object.keys(errors) : [];
}

/** How a failed reset shows: a spent link gets its own view; the platform's field rules map onto ours. */
export function resetFailure(error: ApiError): ResetFailure {
  if (error.report_type === PASSWORD_RESET_TOKEN_INVALID) return { show: 'invalidLink' };
  if (error.kind === 'status' && error.status === 422) {
    const keys = fieldKeys(error.body);
    if (keys.includes('token') || keys.includes('email')) return { show: 'invalidLink' };
    const errors: NewPasswordErrors = {};
    if (keys.includes('password')) errors.password = 'tooShort';
    if (keys.includes('password_confirmation')) errors.confirmation = 'mismatch';
    if (hasErrors(errors)) return { show: 'fields', errors };
  }
  const shown = errorDisplay(error);
  if (shown.kind === 'silent') return { show: 'nothing' };
  return shown.kind === 'general' ? { show: 'general' } : { show: 'message', message: shown.message };
}
