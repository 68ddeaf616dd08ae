import type { ApiError } from '@/lib/api/result';
import { trimmedText } from './field';

/**
 * The general error display of commerce §8: a gateway-type failure shows the general live-web
 * message (the UI translates the 'general' marker); otherwise the server's message, whether a
 * string, a list or field-keyed messages, joined with '; '.
 */

export type ErrorDisplay =
  | { kind: 'general' }
  | { kind: 'server'; message: string }
  /** The caller canceled the request itself: nothing to tell the buyer. */
  | { kind: 'silent' };

export const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
export const MESSAGE_SEPARATOR = '; ';

export function isGatewayError(error: ApiError): boolean {
  if (error.kind === 'status') return error.status !== undefined && GATEWAY_STATUSES.has(error.status);
  return error.kind !== 'canceled';
}

/** Every message part in order, trimmed, blanks dropped. */
export function messageParts(message: ApiError['message']): string[] {
  const raw = typeof message === 'string' ? [message] : Array.isArray(message) ? message : Object.values(message).flat();
  return raw.map(trimmedText).filter(Boolean);
}

export function errorDisplay(error: ApiError): ErrorDisplay {
  if (error.kind === 'canceled') return { kind: 'silent' };
  if (isGatewayError(error)) return { kind: 'general' };
  const message = messageParts(error.message).join(MESSAGE_SEPARATOR);
  // `HTTP 500` is the client's stand-in for a body without a message: not worth showing.
  if (!message || message === `HTTP ${error.status}`) return { kind: 'general' };
  return { kind: 'server', message };
}
