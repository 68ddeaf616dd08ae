import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

/** A small router for the platform: `:name` segments, JSON in and out, CORS for the storefront. */

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

  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | { methodMismatch: true } | null {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
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

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    ...(origin ? { 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : {}),
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ??
      'Authorization, X-Guest-Authorization, Content-Type, Accept, Accept-Language, X-Buyer-Version, X-XSRF-TOKEN',
    'Access-Control-Max-Age': '600',
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  const raw = Buffer.concat(chunks);
  // pubnub's SDK deflates POST publish bodies.
  const encoding = req.headers['content-encoding'];
  const text = (encoding === 'deflate' ? inflateSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
  if (!text) return undefined;
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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

/** A request listener for `http.createServer`, running the router. */
export function listener(router: Router, onError: (error: unknown) => void = console.error) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') return send(res, { status: 204 }, cors);
    const url = new URL(req.url ?? '/', 'http://platform.local');
    const found = router.match(req.method ?? 'GET', url.pathname);
    if (!found) return send(res, notFound(`No route ${req.method} ${url.pathname}`), cors);
    if ('methodMismatch' in found) return send(res, error(405, 'Method not allowed'), cors);
    try {
      const body = await readBody(req);
      const reply = await found.handler({
        method: req.method ?? 'GET',
        path: url.pathname,
        params: found.params,
        query: url.searchParams,
        body,
        headers: req.headers,
        raw: req,
        res,
      });
      if (reply) send(res, reply, cors);
    } catch (cause) {
      onError(cause);
      send(res, error(500, 'Internal platform error'), cors);
    }
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
