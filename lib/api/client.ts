import type { z } from 'zod';
import { getPublicConfig } from '@/lib/config';
import { breadcrumb, report } from '@/lib/report';
import { fail, ok, type ApiError, type Result } from './result';

/**
 * The one fetch wrapper. Every platform call goes through `request`: it adds the headers of
 * commerce §7, classifies transport errors, and checks the answer against its zod schema (a
 * mismatch is reported, and the data is used unchanged, per commerce §5).
 */

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface CallContext {
  /** Member token; `null` sends none even where a default provider has one. */
  token?: string | null;
  guestToken?: string | null;
  /** Locale for Accept-Language (en, ja, zh-TW). */
  locale?: string;
  /** Milliseconds; no timeout by default. Server rendering sets one. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Next.js data cache options for public data fetched on the server. */
  next?: { revalidate?: number | false; tags?: string[] };
  cache?: RequestCache;
}

export interface ApiCall<S extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  schema: S;
  /** The interaction service (comments, reactions) has its own host. */
  service?: 'api' | 'interaction';
}

export const GUEST_AUTH_HEADER = 'X-Guest-Authorization';
export const BUYER_VERSION_HEADER = 'X-Buyer-Version';

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(`${key}[]`, String(item));
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function isSameOrigin(url: string): boolean {
  return typeof window !== 'undefined' && new URL(url).origin === window.location.origin;
}

export function buildHeaders(url: string, ctx: CallContext, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (ctx.token) headers.set('Authorization', `Bearer ${ctx.token}`);
  if (ctx.guestToken) headers.set(GUEST_AUTH_HEADER, `Bearer ${ctx.guestToken}`);
  if (ctx.locale) headers.set('Accept-Language', ctx.locale);
  headers.set(BUYER_VERSION_HEADER, getPublicConfig().buyerVersion);
  if (isSameOrigin(url)) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  return headers;
}

type Message = ApiError['message'];

function isMessage(value: unknown): value is Message {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string');
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => typeof v === 'string' || (Array.isArray(v) && v.every((i) => typeof i === 'string')))
  );
}

/** An error body: `{ message, report_type?, report_code?, errors? }` (field messages win over message). */
export function statusError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const fieldErrors = record.errors;
  const message: Message = isMessage(fieldErrors) && typeof fieldErrors === 'object' ? fieldErrors : isMessage(record.message) ? record.message : `HTTP ${status}`;
  const error: ApiError = { kind: 'status', status, message, body };
  if (typeof record.report_type === 'string') error.report_type = record.report_type;
  if (typeof record.report_code === 'string' || typeof record.report_code === 'number') error.report_code = record.report_code;
  return error;
}

function transportError(cause: unknown, timedOut: boolean, callerSignal?: AbortSignal): ApiError {
  if (timedOut) return { kind: 'timeout', message: 'timeout' };
  if (callerSignal?.aborted) return { kind: 'canceled', message: 'canceled' };
  // Duck-typed, not instanceof: fetch's DOMException may come from another realm (vm sandboxes, jest).
  const { name, message } = typeof cause === 'object' && cause !== null ? (cause as { name?: unknown; message?: unknown }) : {};
  if (name === 'AbortError') return { kind: 'aborted', message: 'aborted' };
  return { kind: 'network', message: typeof message === 'string' && message ? message : 'network error' };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function request<S extends z.ZodType>(call: ApiCall<S>, callContext: CallContext = {}): Promise<Result<z.output<S>>> {
  // Tokens come only from the caller (server code reading the HttpOnly cookies): the browser has none.
  const ctx: CallContext = stripUndefined(callContext);
  const config = getPublicConfig();
  const base = call.service === 'interaction' ? config.interactionUrl : config.apiUrl;
  const url = buildUrl(base, call.path, call.query);
  const hasBody = call.body !== undefined;

  const controller = new AbortController();
  let timedOut = false;
  const timer = ctx.timeoutMs ? setTimeout(() => ((timedOut = true), controller.abort()), ctx.timeoutMs) : null;
  const onCallerAbort = () => controller.abort();
  // An already-aborted signal fires no 'abort' event: forward it now.
  if (ctx.signal?.aborted) controller.abort();
  else ctx.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  let body: unknown;
  try {
    const init: RequestInit & { next?: CallContext['next'] } = {
      method: call.method,
      headers: buildHeaders(url, ctx, hasBody),
      body: hasBody ? JSON.stringify(call.body) : undefined,
      credentials: 'include',
      signal: controller.signal,
    };
    if (ctx.next) init.next = ctx.next;
    if (ctx.cache) init.cache = ctx.cache;
    response = await fetch(url, init);
    body = await readBody(response);
  } catch (cause) {
    return fail(reportedFailure(transportError(cause, timedOut, ctx.signal), call));
  } finally {
    if (timer) clearTimeout(timer);
    ctx.signal?.removeEventListener('abort', onCallerAbort);
  }

  if (response.status < 200 || response.status > 299) return fail(reportedFailure(statusError(response.status, body), call));

  const parsed = call.schema.safeParse(body);
  if (parsed.success) return ok(parsed.data);
  breadcrumb('api', 'schema mismatch', { method: call.method, path: call.path });
  void report(parsed.error, {
    where: 'api.schema-mismatch',
    extra: { method: call.method, path: call.path, issues: parsed.error.issues.slice(0, 10) },
  });
  return ok(body as z.output<S>);
}

/**
 * A platform that is down, slow or erroring is reported here, once for every caller (issue 11
 * item 8); 4xx answers are the platform's verdicts and a canceled call is the caller's choice.
 */
export function isReportableFailure(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'status' && (error.status ?? 0) >= 500;
}

function reportedFailure(error: ApiError, call: { method: string; path: string }): ApiError {
  if (isReportableFailure(error)) {
    void report(new Error(`platform call failed: ${error.kind}${error.status ? ` ${error.status}` : ''}`), {
      where: 'api.failure',
      extra: { method: call.method, path: call.path, kind: error.kind, status: error.status },
    });
  }
  return error;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
