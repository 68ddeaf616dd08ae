/**
 * Account field rules the browser checks before sending, without zod (issue 11: the login and
 * reset-password pages ship no schemas). They mirror lib/schemas; tests/unit/identity/account-rules
 * holds the two to the same answers.
 */

/** zod's e-mail pattern (z.email()), as the contract checks addresses. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

/** lib/schemas/password.ts PASSWORD_MIN_LENGTH and the reset failure's report type. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RESET_TOKEN_INVALID = 'PASSWORD_RESET_TOKEN_INVALID';
