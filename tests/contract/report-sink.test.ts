/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import { request } from '@/lib/api/client';
import { report, resetReportingForTests } from '@/lib/report';
import { startHarness, stopHarness, type Harness } from './harness';

/** The real Sentry SDK, pointed at the platform's loopback DSN, delivers what lib/report sends. */

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  const { port } = new URL(harness.api);
  process.env.SENTRY_DSN = `http://kirari@127.0.0.1:${port}/1`;
  resetReportingForTests();
  // lib/report always logs; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(async () => {
  delete process.env.SENTRY_DSN;
  await stopHarness(harness);
});

async function reports(): Promise<string> {
  const response = await fetch(`${harness.api}/__control/reports`);
  return JSON.stringify(await response.json());
}

describe('error reporting to the loopback DSN', () => {
  it('sends a reported error to the sink', async () => {
    await report(new Error('kirari-sink-probe'), { where: 'test.sink' });
    expect(await reports()).toContain('kirari-sink-probe');
  });

  it('reports an answer that does not fit its schema, and still returns the data unchanged', async () => {
    const strict = z.object({ data: z.object({ id: z.string() }) });
    const result = await request({ method: 'GET', path: '/api/v1/buyer/stores/demo', schema: strict });
    expect(result.ok).toBe(true);
    if (result.ok) expect((result.data.data as unknown as { slug: string }).slug).toBe('demo');
    let text = '';
    for (let i = 0; i < 50 && !text.includes('api.schema-mismatch'); i += 1) {
      text = await reports();
      if (!text.includes('api.schema-mismatch')) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(text).toContain('api.schema-mismatch');
    expect(text).toContain('/api/v1/buyer/stores/demo');
  });
});
