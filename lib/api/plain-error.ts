import type { ApiError } from './result';

/**
 * An ApiError fit to hand from a server action to the browser: the fields the error displays
 * read, and of the body only its field errors (never whatever else the platform sent).
 */
export function plainError(error: ApiError): ApiError {
  const plain: ApiError = { kind: error.kind, message: error.message };
  if (error.status !== undefined) plain.status = error.status;
  if (error.report_type !== undefined) plain.report_type = error.report_type;
  if (error.report_code !== undefined) plain.report_code = error.report_code;
  const errors = typeof error.body === 'object' && error.body !== null ? (error.body as { errors?: unknown }).errors : undefined;
  if (typeof errors === 'object' && errors !== null) plain.body = { errors: JSON.parse(JSON.stringify(errors)) as unknown };
  return plain;
}
