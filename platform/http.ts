import type { IncomingMessage, ServerResponse } from 'node:http';
import { settleWithin } from './bounded';
import { BodyError, readBody } from './request-body';

/** A small router for the platform: `:name` segments, JSON in and out, CORS for the storefront only. */

export interface PlatformRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body (or urlencoded form as an object); undefined when empty. */
  body: unknown;
  headers: IncomingMessage['headers'];
  raw: IncomingMessage;
  res: ServerResponse;
  /** The CORS headers this request gets, for handlers that write to `res` themselves. */
  cors: Record<string, string>;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Raw bytes or text; body is JSON-encoded otherwise. */
  raw?: Buffer | string;
}

/** A handler returns a Reply, or `null` when it wrote to `req.res` itself (streams, long polls). */
export type Handler = (req: PlatformRequest) => Reply | null | Promise<Reply | null>;

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
}

export const json = (body: unknown, status = 200): Reply => ({ status, body });

/** The platform's error body: `{ message, report_type?, ... }`. */
export const error = (status: number, message: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  body: { message, ...extra },
});

export const notFound = (what = 'Not found'): Reply => error(404, what, { report_type: 'MODEL_NOT_FOUND' });

export class Router {
  private routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method, segments: pattern.split('/').filter(Boolean), handler });
    return this;
  }
  get = (pattern: string, handler: Handler) => this.add('GET', pattern, handler);
  post = (pattern: string, handler: Handler) => this.add('POST', pattern, handler);
  put = (pattern: string, handler: Handler) => this.add('PUT', pattern, handler);
  delete = (pattern: string, handler: Handler) => this.add('DELETE', pattern, handler);

  /** `parts` are the decoded path segments (see `pathSegments`). */
  match(method: string, parts: string[]): { handler: Handler; params: Record<string, string> } | { methodMismatch: true } | null {
    let pathMatched = false;
    for (const route of this.routes) {
      if (route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const hit = route.segments.every((segment, i) => {
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = parts[i];
          return true;
        }
        return segment === parts[i];
      });
      if (!hit) continue;
      if (route.method === method) return { handler: route.handler, params };
      pathMatched = true;
    }
    return pathMatched ? { methodMismatch: true } : null;
  }
}

/** Decoded, non-empty path segments; null when a percent-escape is malformed (`/%`, `/%zz`, bad UTF-8). */
export function pathSegments(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * The request target as a URL; null for what no route can serve. Origin-form (`/path?q`) and
 * absolute-form (`http://host/path`, proxies) are read for their path; `*` (OPTIONS) is rejected.
 */
export function requestTarget(target: string | undefined): URL | null {
  if (!target) return null;
  try {
    // Origin-form is a path even when it starts with `//` (never a host); absolute-form keeps its own.
    if (target.startsWith('/')) return new URL(`http://platform.local${target}`);
    return /^https?:\/\//i.test(target) ? new URL(target) : null;
  } catch {
    return null;
  }
}

/** Methods the platform knows; anything else is a 501 before routing. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface OriginPolicy {
  /** Origins allowed to read answers through CORS (the storefront). */
  storefront: readonly string[];
  /** The platform's own origins: the only `Origin` the control API accepts. */
  own: readonly string[];
}

/** CORS for the storefront's origin only; nothing for any other origin or a request without one. */
export function corsHeaders(req: IncomingMessage, allowed: readonly string[]): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !allowed.includes(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ??
      'Authorization, X-Guest-Authorization, Content-Type, Accept, Accept-Language, X-Buyer-Version, X-XSRF-TOKEN',
    'Access-Control-Max-Age': '600',
  };
}

export function send(res: ServerResponse, reply: Reply, extraHeaders: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const headers: Record<string, string> = { ...extraHeaders, ...reply.headers };
  let payload: Buffer | string | undefined;
  if (reply.raw !== undefined) payload = reply.raw;
  else if (reply.body !== undefined) {
    payload = JSON.stringify(reply.body);
    headers['Content-Type'] ??= 'application/json; charset=utf-8';
  }
  res.writeHead(reply.status, headers);
  res.end(payload);
}

/** The storefront's origin when none is configured (STOREFRONT_URL's default). */
export const DEFAULT_STOREFRONT_ORIGIN = 'http://localhost:3000';

export interface ListenerOptions {
  /** Defaults to the default storefront origin for CORS and no own origin (the control API refuses any Origin). */
  origins?: OriginPolicy;
  onError?: (error: unknown) => void;
  /**
   * Runs for every request before routing (after the target and Origin checks); a Reply answers
   * the request instead of the route, null lets it through. The place for per-request hooks.
   */
  beforeRoute?: (req: IncomingMessage, parts: string[]) => Reply | null | Promise<Reply | null>;
  /** Runs after a control call that may change state (any method but GET), before it is answered. */
  afterControlChange?: () => Promise<void>;
  /** How long a control call waits for afterControlChange before answering anyway. */
  afterControlChangeTimeoutMs?: number;
}

/** Above the revalidation notice's own 2 s timeout: reached only when something failed to settle. */
export const AFTER_CONTROL_CHANGE_TIMEOUT_MS = 5_000;

/** The last resort: whatever a handler threw becomes a 500 JSON answer (or a cut socket mid-answer). */
function failSafe(res: ServerResponse, cause: unknown, onError: (error: unknown) => void): void {
  try {
    onError(cause);
  } catch {
    // a failing logger must not take the answer down with it
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  try {
    send(res, error(500, 'Internal platform error'));
  } catch {
    res.destroy();
  }
}

const DEFAULT_ORIGINS: OriginPolicy = { storefront: [DEFAULT_STOREFRONT_ORIGIN], own: [] };

async function handle(router: Router, options: ListenerOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = req.method ?? 'GET';
  const url = requestTarget(req.url);
  const parts = url ? pathSegments(url.pathname) : null;
  if (!url || !parts) return send(res, error(400, 'Malformed request target'));
  // The control API is for local tools: no CORS, and no page of another origin may drive it.
  const control = parts[0] === '__control';
  const origins = options.origins ?? DEFAULT_ORIGINS;
  const origin = req.headers.origin;
  if (control && origin !== undefined && !origins.own.includes(origin)) return send(res, error(403, 'Foreign origin'));
  const cors = control ? {} : corsHeaders(req, origins.storefront);
  if (!KNOWN_METHODS.has(method)) return send(res, error(501, `Method ${method} is not implemented`), cors);
  if (method === 'OPTIONS') return send(res, { status: 204 }, cors);
  const early = options.beforeRoute ? await options.beforeRoute(req, parts) : null;
  if (early) return send(res, early, cors);
  const found = router.match(method, parts);
  if (!found) return send(res, notFound(`No route ${method} ${url.pathname}`), cors);
  if ('methodMismatch' in found) return send(res, error(405, 'Method not allowed'), cors);
  let body: unknown;
  try {
    body = await readBody(req);
  } catch (cause) {
    if (!(cause instanceof BodyError)) throw cause;
    // The rest of an oversized body is not read: close the connection after answering.
    return send(res, error(cause.status, cause.message), { ...cors, Connection: 'close' });
  }
  const reply = await found.handler({ method, path: url.pathname, params: found.params, query: url.searchParams, body, headers: req.headers, raw: req, res, cors });
  if (control && method !== 'GET' && options.afterControlChange) {
    // A control call always answers (issue 28: a wait that never settled held every control call).
    const settled = await settleWithin(options.afterControlChange(), options.afterControlChangeTimeoutMs ?? AFTER_CONTROL_CHANGE_TIMEOUT_MS);
    if (!settled) (options.onError ?? console.error)(new Error(`afterControlChange did not settle: ${method} ${url.pathname} answered without it`));
  }
  if (reply) send(res, reply, cors);
}

/** A request listener for `http.createServer`, running the router. Never rejects. */
export function listener(router: Router, options: ListenerOptions = {}) {
  const onError = options.onError ?? console.error;
  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(router, options, req, res).catch((cause: unknown) => failSafe(res, cause, onError));
  };
}

/** A body field as an object (empty when the body is missing or not an object). */
export function bodyOf(req: PlatformRequest): Record<string, unknown> {
  return typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
}

export function bearer(value: string | string[] | undefined): string | null {
  const header = Array.isArray(value) ? value[0] : value;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1] : null;
}
