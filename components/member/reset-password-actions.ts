'use server';

import { requestPasswordReset, resetPassword } from '@/lib/api/password';
import { plainError } from '@/lib/api/plain-error';
import type { ApiError } from '@/lib/api/result';
import { anonymousContext } from '@/lib/api/server-context';

/**
 * The reset-password page's two calls, run on the server: the page ships neither the API client
 * nor zod. Inputs are checked for shape here; the platform checks the rest.
 */

export type ResetCallResult = { ok: true } | { ok: false; error: ApiError };

const MAX_FIELD = 1024;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= MAX_FIELD ? value : undefined);
const invalid: ResetCallResult = { ok: false, error: { kind: 'status', status: 422, message: 'invalid input' } };

export async function requestPasswordResetAction(input: unknown): Promise<ResetCallResult> {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const email = text(record.email);
  const store = text(record.store);
  if (!email) return invalid;
  const result = await requestPasswordReset(store ? { email, store } : { email }, await anonymousContext());
  return result.ok ? { ok: true } : { ok: false, error: plainError(result.error) };
}

export async function resetPasswordAction(input: unknown): Promise<ResetCallResult> {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const [token, email, password, confirmation] = [record.token, record.email, record.password, record.password_confirmation].map(text);
  if (!token || !email || password === undefined || confirmation === undefined) return invalid;
  const result = await resetPassword({ token, email, password, password_confirmation: confirmation }, await anonymousContext());
  return result.ok ? { ok: true } : { ok: false, error: plainError(result.error) };
}
