import type { ApiError } from '@/lib/api/result';
import { errorDisplay } from '@/lib/format/error-message';

/**
 * How a failed login is shown. The two login failures of commerce §8 are translated and shown in
 * the form, next to what the buyer typed; anything else follows the general error display (a
 * toast with the general message or the server's joined message).
 */

export const EMAIL_OR_PASSWORD_INCORRECT = 'EMAIL_OR_PASSWORD_INCORRECT';
export const PASSPORT_TOKEN_EXPIRED_OR_INVALID = 'PASSPORT_TOKEN_EXPIRED_OR_INVALID';

export type LoginFailure = { show: 'form'; message: string } | { show: 'toast'; message: string } | { show: 'nothing' };

export function loginFailure(error: ApiError, labels: { incorrect: string; passportInvalid: string; general: string }): LoginFailure {
  if (error.report_type === EMAIL_OR_PASSWORD_INCORRECT) return { show: 'form', message: labels.incorrect };
  if (error.report_type === PASSPORT_TOKEN_EXPIRED_OR_INVALID) return { show: 'form', message: labels.passportInvalid };
  const display = errorDisplay(error);
  if (display.kind === 'silent') return { show: 'nothing' };
  return { show: 'toast', message: display.kind === 'general' ? labels.general : display.message };
}
