/** How a call failed. `status` is an answer outside 200–299; the rest never reached an answer. */
export type ApiErrorKind = 'network' | 'aborted' | 'timeout' | 'canceled' | 'status';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status for kind 'status'. */
  status?: number;
  /** The server's message (string, list or field-keyed messages), or a transport description. */
  message: string | string[] | Record<string, string | string[]>;
  report_type?: string;
  report_code?: string | number;
  /** The whole error body, for callers that need more than message and report_type. */
  body?: unknown;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Thrown by `unwrap`: the checkout caller rethrows instead of returning a failure flag. */
export class ApiFailure extends Error {
  constructor(readonly error: ApiError) {
    super(typeof error.message === 'string' ? error.message : JSON.stringify(error.message));
    this.name = 'ApiFailure';
  }
}

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new ApiFailure(result.error);
  return result.data;
}

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = <T = never>(error: ApiError): Result<T> => ({ ok: false, error });

/**
 * Whether a 2xx answer to a write confirms it. An empty body says nothing (a proxy or a cut-off
 * answer), and `{ success: false }` says no: the caller keeps what the buyer typed. A body that
 * merely breaks its schema was reported by the client and counts as done, since the platform acted.
 */
export function writeConfirmed(data: unknown): { confirmed: true } | { confirmed: false; message: string | null } {
  if (typeof data !== 'object' || data === null) return { confirmed: false, message: null };
  const { success, message } = data as { success?: unknown; message?: unknown };
  if (success === false) return { confirmed: false, message: typeof message === 'string' && message.trim() ? message : null };
  return { confirmed: true };
}
