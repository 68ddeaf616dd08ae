import type { ApiError, Result } from '@/lib/api/result';
import { errorDisplay, messageParts, MESSAGE_SEPARATOR } from '@/lib/format/error-message';
import { dataRecord } from '@/lib/format/field';
import type { Pricing } from '@/lib/schemas';
import type { CartSnapshot } from './snapshot';

/**
 * What the cart's server actions answer the browser, as plain data (no zod, no API client in the
 * browser). Failures follow commerce §8: 401 runs the shell's unauthorized rule, a gateway error
 * shows the general message, anything else the server's message.
 */

export const MODEL_NOT_FOUND = 'MODEL_NOT_FOUND';

type Failure =
  /** No member token: the login dialog opens. */
  | { kind: 'login' }
  /** The platform refused the token (401). */
  | { kind: 'unauthorized' }
  /** null: the general message; else the server's. */
  | { kind: 'error'; message: string | null }
  /** Canceled: nothing to show. */
  | { kind: 'silent' };

export type MutationOutcome =
  | { kind: 'ok' }
  /** The item is gone (model not found): the cart is refetched without a message (issue 7 item 7). */
  | { kind: 'gone' }
  | Failure;

export type PricingOutcome =
  | { kind: 'ok'; pricing: Pricing }
  /** The coupon was refused: a message for the coupon field. */
  | { kind: 'coupon'; message: string }
  | Failure;

export function isModelNotFound(error: ApiError): boolean {
  return error.report_type === MODEL_NOT_FOUND || error.status === 404;
}

function failure(error: ApiError): Failure {
  if (error.status === 401) return { kind: 'unauthorized' };
  const display = errorDisplay(error);
  if (display.kind === 'silent') return { kind: 'silent' };
  return { kind: 'error', message: display.kind === 'server' ? display.message : null };
}

export function mutationOutcome(result: Result<unknown>): MutationOutcome {
  if (result.ok) return { kind: 'ok' };
  if (result.error.status !== 401 && isModelNotFound(result.error)) return { kind: 'gone' };
  return failure(result.error);
}

const COUPON_FIELDS = ['coupon_code', 'coupon_v2_id'] as const;

/** Field messages for the coupon in a 422 body, joined; null when the failure is not about the coupon. */
export function couponMessage(error: ApiError): string | null {
  if (error.status !== 422) return null;
  const body = typeof error.body === 'object' && error.body !== null ? (error.body as { errors?: unknown }) : {};
  const errors = typeof body.errors === 'object' && body.errors !== null ? (body.errors as Record<string, unknown>) : {};
  const parts = COUPON_FIELDS.flatMap((field) => {
    const value = errors[field];
    if (typeof value === 'string') return [value];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  });
  const message = messageParts(parts).join(MESSAGE_SEPARATOR);
  return message || null;
}

export function pricingOutcome(result: Result<{ data: Pricing }>): PricingOutcome {
  if (result.ok) {
    // No pricing in a 200 answer (the client reported the mismatch): the general message.
    const pricing = dataRecord(result.data);
    return pricing ? { kind: 'ok', pricing } : { kind: 'error', message: null };
  }
  const coupon = couponMessage(result.error);
  if (coupon) return { kind: 'coupon', message: coupon };
  return failure(result.error);
}

/** The cart read again (after a change the page cannot apply locally, or a retry). */
export type RefetchOutcome = { kind: 'ok'; snapshot: CartSnapshot } | { kind: 'login' } | { kind: 'unauthorized' } | { kind: 'error' };
