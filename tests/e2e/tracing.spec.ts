import { spawn, type ChildProcess } from 'node:child_process';
import { control, expect, platformUrl, test } from './fixtures';
import { startOtlpReceiver, traceTree, type ReceivedSpan } from './otlp-receiver';

/**
 * Issue 16 item 6: server traces. Each test starts a standalone server of its own (the script the
 * Dockerfile's steps follow, scripts/standalone.mjs) with tracing configured; the suite's server
 * runs without it (nothing loaded, nothing exported). Everything stays on loopback.
 */
const basePort = Number(process.env.E2E_WEB_PORT ?? 3100);
const servers: ChildProcess[] = [];

async function startServer(port: number, env: Record<string, string>): Promise<string> {
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['scripts/standalone.mjs', 'start'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '0.0.0.0',
      PLATFORM_API_URL: platformUrl(),
      INTERACTION_API_URL: process.env.E2E_INTERACTION_URL,
      ALLOW_LOOPBACK_REDIRECTS: '1',
      SITE_URL: origin,
      REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET,
      ...env,
    },
  });
  servers.push(server);
  const up = () => fetch(`${origin}/demo`, { redirect: 'manual' }).then((r) => r.status > 0 && r.status < 500, () => false);
  await expect.poll(up, { timeout: 30_000, message: 'the standalone server answers' }).toBe(true);
  return origin;
}

test.afterEach(() => {
  for (const server of servers.splice(0)) server.kill('SIGTERM');
});

test('a product page request is exported over OTLP as one trace, the platform calls as spans', async () => {
  const receiver = await startOtlpReceiver();
  try {
    const origin = await startServer(basePort + 6, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'kirari-e2e',
      // Export within a moment of the request, not the SDK's default 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    const response = await fetch(`${origin}/demo/market/product/101`);
    expect(response.status).toBe(200);

    const platformHost = new URL(platformUrl()).host;
    const isPlatformFetch = (span: ReceivedSpan) => span.name.startsWith('fetch GET ') && String(span.attributes['http.url'] ?? '').includes(platformHost);
    let trace: ReceivedSpan[] = [];
    await expect
      .poll(
        () => {
          // Next names the request's span `GET` (with http.target) and its route span `GET /[locale]/…`.
          const root = receiver.spans.find((span) => span.attributes['http.target'] === '/demo/market/product/101' && !span.parentSpanId);
          trace = root ? receiver.spans.filter((span) => span.traceId === root.traceId) : [];
          // Complete: every span's parent has arrived too (spans come in batches as they end).
          const ids = new Set(trace.map((span) => span.spanId));
          return trace.some(isPlatformFetch) && trace.every((span) => !span.parentSpanId || ids.has(span.parentSpanId));
        },
        { timeout: 15_000, message: 'the trace of the product page reaches the receiver' },
      )
      .toBe(true);

    expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['kirari-e2e']));
    expect(trace.some((span) => span.name === 'GET /[locale]/[audience]/[store]/market/product/[productId]')).toBe(true);
    // The product itself is one of the platform calls in the trace.
    expect(trace.filter(isPlatformFetch).map((span) => span.name)).toContain(`fetch GET ${platformUrl()}/api/v1/products/101`);
    console.log(`Trace of GET /demo/market/product/101 (${trace.length} spans):\n${traceTree(trace)}`);
  } finally {
    await receiver.close();
  }
});

/** Sentry 11 streams spans: envelope items `{ version, items: [span…] }` (platform/error-sink.ts keeps the payloads). */
interface SentrySpan {
  name: string;
  is_segment?: boolean;
  attributes?: Record<string, { value?: unknown }>;
}

test('with SENTRY_TRACES_SAMPLE_RATE=1 the server sends Sentry the request span and its platform calls', async () => {
  const origin = await startServer(basePort + 7, { SENTRY_DSN: `http://kirari@${new URL(platformUrl()).host}/1`, SENTRY_TRACES_SAMPLE_RATE: '1' });
  expect((await fetch(`${origin}/demo/market/product/102`)).status).toBe(200);
  const spans = async () => {
    const { data } = (await control('reports')) as { data: { items: { items?: SentrySpan[] }[] }[] };
    return data.flatMap((report) => report.items).flatMap((item) => (Array.isArray(item.items) ? item.items : []));
  };
  const summary = async () => {
    const received = await spans();
    return {
      request: received.some((span) => span.is_segment && span.name === 'GET /[locale]/[audience]/[store]/market/product/[productId]'),
      product: received.some((span) => span.attributes?.['url.path']?.value === '/api/v1/products/102'),
    };
  };
  await expect.poll(summary, { timeout: 15_000, message: 'the spans reach the loopback DSN' }).toEqual({ request: true, product: true });
});
