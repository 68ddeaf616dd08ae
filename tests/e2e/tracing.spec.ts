import { spawn, type ChildProcess } from 'node:child_process';
import { expect, platformUrl, test } from './fixtures';
import { startOtlpReceiver, traceTree, type ReceivedSpan } from './otlp-receiver';

/**
 * Issue 16 item 6: with OTEL_EXPORTER_OTLP_ENDPOINT set, a product page request is exported as a
 * trace (Next's spans and the platform fetches of lib/api/client.ts) to a loopback OTLP/HTTP JSON
 * receiver. The storefront here is a standalone server of its own with the OTEL_* variables set;
 * the suite's `next start` runs without them (tracing off, nothing loaded).
 */
const port = Number(process.env.E2E_WEB_PORT ?? 3100) + 6;
const origin = `http://localhost:${port}`;

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let server: ChildProcess;

test.beforeAll(async () => {
  receiver = await startOtlpReceiver();
  const platform = platformUrl();
  // The script the Dockerfile's steps follow (scripts/standalone.mjs), as a process of its own.
  server = spawn(process.execPath, ['scripts/standalone.mjs', 'start'], {
    stdio: 'inherit',
    env: {
    ...process.env,
    PORT: String(port),
    HOSTNAME: '0.0.0.0',
    PLATFORM_API_URL: platform,
    INTERACTION_API_URL: process.env.E2E_INTERACTION_URL,
    ALLOW_LOOPBACK_REDIRECTS: '1',
    SITE_URL: origin,
    REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'kirari-e2e',
    // Export within a moment of the request, not the SDK's default 5 s.
    OTEL_BSP_SCHEDULE_DELAY: '100',
    },
  });
  const up = () => fetch(`${origin}/demo`, { redirect: 'manual' }).then((r) => r.status > 0 && r.status < 500, () => false);
  await expect.poll(up, { timeout: 30_000, message: 'the standalone server answers' }).toBe(true);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await receiver?.close();
});

test('a product page request is exported as one trace with the platform calls as spans', async () => {
  const response = await fetch(`${origin}/demo/market/product/101`);
  expect(response.status).toBe(200);

  const platformHost = new URL(platformUrl()).host;
  const isPlatformFetch = (span: ReceivedSpan) => span.name.startsWith('fetch ') && String(span.attributes['http.url'] ?? span.attributes['url.full'] ?? span.name).includes(platformHost);
  let trace: ReceivedSpan[] = [];
  await expect
    .poll(
      () => {
        // Next names the request's span `GET` and its route span `GET /[locale]/…/product/[productId]`.
        const root = receiver.spans.find((span) => span.attributes['http.target'] === '/demo/market/product/101');
        trace = root ? receiver.spans.filter((span) => span.traceId === root.traceId) : [];
        // Complete: every span's parent has arrived too (spans come in batches as they end).
        const ids = new Set(trace.map((span) => span.spanId));
        return trace.some(isPlatformFetch) && trace.every((span) => !span.parentSpanId || ids.has(span.parentSpanId));
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['kirari-e2e']));
  // The product itself is one of the platform calls in the trace.
  expect(trace.filter(isPlatformFetch).map((span) => span.name).join('\n')).toContain('/products/101');
  console.log(`Trace of GET /demo/market/product/101 (${trace.length} spans):\n${traceTree(trace)}`);
});
