import { randomUUID } from 'node:crypto';
import type { PlatformContext } from './context';
import type { Router } from './http';
import { pushBounded } from './bounded';

/** Reports kept for the control API; a crash loop in a browser must not fill the platform's memory. */
export const MAX_REPORTS = 500;

/**
 * A loopback Sentry DSN target: `http://kirari@127.0.0.1:4010/1` makes the SDK post envelopes to
 * `/api/1/envelope/`. Envelopes are newline-separated JSON: a header, then item header/payload pairs.
 */
export function parseEnvelope(text: string): unknown[] {
  const lines = text.split('\n').filter(Boolean);
  const items: unknown[] = [];
  for (let i = 2; i < lines.length; i += 2) {
    try {
      items.push(JSON.parse(lines[i]));
    } catch {
      items.push(lines[i]);
    }
  }
  return items;
}

export function registerErrorSink(router: Router, ctx: PlatformContext): void {
  router.post('/api/:project/envelope', (req) => {
    const text = typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? '');
    pushBounded(ctx.reports, MAX_REPORTS, { receivedAt: new Date(ctx.now()).toISOString(), items: parseEnvelope(text) });
    return { status: 200, body: { id: randomUUID().replace(/-/g, '') } };
  });
}
