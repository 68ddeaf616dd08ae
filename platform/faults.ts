import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlatformContext } from './context';
import { bodyOf, corsHeaders, error, json, send, type Router } from './http';

/**
 * Fault modes for tests: a rule set through `POST /__control/faults` makes matching API requests
 * fail the way a real platform can (issue 11 item 8). Rules wrap the whole request listener, so
 * the router and its handlers know nothing of them; the control API and the error sink are never
 * faulted, so a test can always steer the platform and read what was reported.
 */

export const FAULT_MODES = ['status500', 'slow', 'malformed', 'empty', 'reset'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const DEFAULT_SLOW_MS = 10_000;
const MAX_DELAY_MS = 120_000;
const MAX_RULES = 100;
/** How deep a malformed answer is broken; deeper values are left as they are. */
const MAX_BREAK_DEPTH = 12;

export interface FaultRule {
  id: number;
  /** Upper-case method, or null for any. */
  method: string | null;
  /** An exact path, or a pattern where `*` matches any run of characters (slashes included). */
  path: string;
  mode: FaultMode;
  /** Requests still to fault; null is unlimited. */
  remaining: number | null;
  delayMs: number;
  /** Requests faulted so far. */
  hits: number;
}

export type FaultInput = { ok: true; rule: Omit<FaultRule, 'id' | 'hits'> } | { ok: false; message: string };

const isFaultMode = (value: unknown): value is FaultMode => (FAULT_MODES as readonly unknown[]).includes(value);

/** Checks a `POST /__control/faults` body. */
export function parseFaultInput(body: Record<string, unknown>): FaultInput {
  const { method, path, mode, times, delayMs } = body;
  if (typeof path !== 'string' || !path.startsWith('/')) return { ok: false, message: 'path must be a string starting with /' };
  if (!isFaultMode(mode)) return { ok: false, message: `mode must be one of ${FAULT_MODES.join(', ')}` };
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))) return { ok: false, message: 'method must be an HTTP method' };
  if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1)) return { ok: false, message: 'times must be a positive integer' };
  if (delayMs !== undefined && (typeof delayMs !== 'number' || !Number.isFinite(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS)) {
    return { ok: false, message: `delayMs must be between 0 and ${MAX_DELAY_MS}` };
  }
  return {
    ok: true,
    rule: {
      method: typeof method === 'string' ? method.toUpperCase() : null,
      path,
      mode,
      remaining: typeof times === 'number' ? times : null,
      delayMs: typeof delayMs === 'number' ? delayMs : DEFAULT_SLOW_MS,
    },
  };
}

export function pathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes('*')) return pattern === path;
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(path);
}

/** Paths a rule never touches: the control API and the error-report sink. */
export function isExempt(path: string): boolean {
  return path === '/__control' || path.startsWith('/__control/') || /^\/api\/[^/]+\/envelope\/?$/.test(path);
}

export class FaultRules {
  private rules: FaultRule[] = [];
  private nextId = 1;

  add(rule: Omit<FaultRule, 'id' | 'hits'>): FaultRule | null {
    if (this.rules.length >= MAX_RULES) return null;
    const added: FaultRule = { ...rule, id: this.nextId++, hits: 0 };
    this.rules.push(added);
    return added;
  }

  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule for this request, counted as used (a rule with no uses left is dropped). */
  take(method: string, path: string): FaultRule | null {
    if (isExempt(path)) return null;
    const rule = this.rules.find((r) => (r.method === null || r.method === method) && pathMatches(r.path, path));
    if (!rule) return null;
    rule.hits += 1;
    if (rule.remaining !== null) {
      rule.remaining -= 1;
      if (rule.remaining <= 0) this.rules = this.rules.filter((r) => r !== rule);
    }
    return { ...rule };
  }
}

/**
 * A value of the same shape with every leaf of another type: strings become numbers, numbers and
 * booleans become strings, null and empty lists become empty objects. Lists and objects keep their
 * items and keys, so the answer still looks like one; only the types are wrong.
 */
export function breakTypes(value: unknown, depth = 0): unknown {
  if (depth > MAX_BREAK_DEPTH) return value;
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number') return `#${value}`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === null) return {};
  // An empty list has no leaf to break: it becomes an object, so the answer still breaks the schema.
  if (Array.isArray(value)) return value.length === 0 ? {} : value.map((item) => breakTypes(item, depth + 1));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, breakTypes(item, depth + 1)]));
  }
  return value;
}

/** A malformed 2xx JSON answer in place of the real one; anything else passes unchanged. */
function malformBody(res: ServerResponse, chunk: unknown): unknown {
  if (res.statusCode < 200 || res.statusCode > 299 || chunk === undefined || chunk === null) return chunk;
  // Headers are written by now: a body of another length would not fit a declared one.
  if (res.getHeader('Content-Length') !== undefined) return chunk;
  const text = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : typeof chunk === 'string' ? chunk : null;
  if (text === null) return chunk;
  try {
    return JSON.stringify(breakTypes(JSON.parse(text)));
  } catch {
    return chunk;
  }
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => unknown;

// unref: a pending slow answer does not keep a stopping process alive.
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** `allowed`: the storefront origins that get CORS headers (read per request: ports settle after listening). */
type AllowedOrigins = () => readonly string[];

async function applyFault(rule: FaultRule, req: IncomingMessage, res: ServerResponse, inner: RequestListener, allowed: AllowedOrigins): Promise<unknown> {
  switch (rule.mode) {
    case 'reset':
      req.socket.destroy();
      return;
    case 'status500':
      return send(res, error(500, 'Internal platform error'), corsHeaders(req, allowed()));
    case 'empty':
      return send(res, { status: 200, raw: '' }, corsHeaders(req, allowed()));
    case 'slow':
      await delay(rule.delayMs);
      if (req.socket.destroyed) return;
      return inner(req, res);
    case 'malformed': {
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      // send() ends with the whole body in one call; streamed answers pass unchanged.
      res.end = ((chunk?: unknown, ...rest: unknown[]) => end(malformBody(res, chunk), ...rest)) as ServerResponse['end'];
      return inner(req, res);
    }
  }
}

/** Wraps a request listener so matching requests get their fault. */
export function withFaults(rules: FaultRules, inner: RequestListener, allowed: AllowedOrigins = () => []): RequestListener {
  return (req, res) => {
    if (req.method === 'OPTIONS') return inner(req, res);
    let path: string;
    try {
      path = new URL(req.url ?? '/', 'http://platform.local').pathname;
    } catch {
      return inner(req, res);
    }
    const rule = rules.take(req.method ?? 'GET', path);
    return rule ? applyFault(rule, req, res, inner, allowed) : inner(req, res);
  };
}

/**
 * Registers `/__control/faults` (GET lists, POST adds, DELETE clears), makes `ctx.reset()` clear
 * the rules too, and answers the wrapper for the API and interaction listeners.
 */
export function installFaults(router: Router, ctx: PlatformContext): { wrap: (inner: RequestListener, allowed?: AllowedOrigins) => RequestListener; rules: FaultRules } {
  const rules = new FaultRules();
  const resetState = ctx.reset;
  ctx.reset = () => {
    resetState();
    rules.clear();
  };
  router.get('/__control/faults', () => json({ data: rules.list() }));
  router.post('/__control/faults', (req) => {
    const input = parseFaultInput(bodyOf(req));
    if (!input.ok) return error(422, input.message);
    const rule = rules.add(input.rule);
    return rule ? json({ data: rule }, 201) : error(429, 'too many fault rules');
  });
  router.delete('/__control/faults', () => {
    rules.clear();
    return json({ ok: true });
  });
  return { wrap: (inner, allowed) => withFaults(rules, inner, allowed), rules };
}
