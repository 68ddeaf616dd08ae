/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { getProducts, getStore } from '@/lib/api';
import { sendComment } from '@/lib/api/interaction';
import { StoreAnswer } from '@/lib/schemas';
import { expectAnswer, expectFailure, postJson, raw, setupHarness } from './harness';

/** Fault modes set through the control API (issue 11 item 8), seen through the storefront's lib/api. */

const harness = setupHarness({ reset: true });
const STORE_PATH = '/api/v1/buyer/stores/demo';

async function addFault(body: Record<string, unknown>) {
  const answer = await postJson(harness.api, '/__control/faults', body);
  expect(answer.status).toBe(201);
  return JSON.parse(answer.text) as { data: { id: number } };
}

async function listFaults(): Promise<{ path: string; mode: string; hits: number; remaining: number | null }[]> {
  return (JSON.parse((await raw(harness.api, '/__control/faults')).text) as { data: [] }).data;
}

describe('fault modes', () => {
  it('status500 answers the platform error body', async () => {
    await addFault({ path: STORE_PATH, mode: 'status500' });
    const body = expectFailure(await getStore('demo'), 500);
    expect(body.message).toBe('Internal platform error');
  });

  it('slow waits delayMs, then gives the real answer', async () => {
    await addFault({ path: STORE_PATH, mode: 'slow', delayMs: 300 });
    const started = Date.now();
    const answer = expectAnswer(StoreAnswer, await getStore('demo'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.data.slug).toBe('demo');
  });

  it('slow is cut by the caller timeout', async () => {
    await addFault({ path: STORE_PATH, mode: 'slow', delayMs: 2000 });
    const result = await getStore('demo', { timeoutMs: 200 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('timeout');
  });

  it('malformed answers 200 JSON of the same keys whose types break the schema', async () => {
    const real = JSON.parse((await raw(harness.api, STORE_PATH)).text) as { data: Record<string, unknown> };
    await addFault({ path: STORE_PATH, mode: 'malformed' });
    const answer = await raw(harness.api, STORE_PATH);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text) as { data: Record<string, unknown> };
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(real.data).sort());
    expect(body.data.slug).toBe((real.data.slug as string).length);
    expect(StoreAnswer.safeParse(body).success).toBe(false);
  });

  it('malformed reaches the caller as reported data, used unchanged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await addFault({ path: '/api/v1/stores/demo/products', mode: 'malformed' });
    const result = await getProducts('demo', {});
    expect(result.ok).toBe(true);
    if (result.ok) expect(typeof (result.data.data[0] as unknown as { name: unknown }).name).toBe('number');
    expect(error).toHaveBeenCalledWith('[kirari] api.schema-mismatch', expect.anything(), expect.anything());
    error.mockRestore();
  });

  it('empty answers 200 with no body', async () => {
    await addFault({ path: STORE_PATH, mode: 'empty' });
    const answer = await raw(harness.api, STORE_PATH);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
  });

  it('reset destroys the connection: a network error for the caller', async () => {
    await addFault({ path: STORE_PATH, mode: 'reset' });
    const result = await getStore('demo');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('network');
  });

  it('applies to the interaction service too', async () => {
    await addFault({ path: '/comment', mode: 'status500' });
    expectFailure(await sendComment({ post_id: 9001, message: 'hi', name: 'x' } as never), 500);
  });
});

describe('fault rules', () => {
  it('times limits how many requests fail, then the rule is gone', async () => {
    await addFault({ path: STORE_PATH, mode: 'status500', times: 2 });
    expect((await getStore('demo')).ok).toBe(false);
    expect(await listFaults()).toEqual([expect.objectContaining({ hits: 1, remaining: 1 })]);
    expect((await getStore('demo')).ok).toBe(false);
    expect((await getStore('demo')).ok).toBe(true);
    expect(await listFaults()).toEqual([]);
  });

  it('matches a * pattern and the method when given', async () => {
    await addFault({ method: 'get', path: '/api/v1/buyer/stores/*', mode: 'status500' });
    expect((await getStore('taiwan')).ok).toBe(false);
    expect((await raw(harness.api, '/api/v1/stores/demo/products')).status).toBe(200);
    expect((await raw(harness.api, STORE_PATH, { method: 'POST' })).status).not.toBe(500);
  });

  it('never faults the control API or the report sink', async () => {
    await addFault({ path: '/*', mode: 'reset' });
    expect((await raw(harness.api, '/__control/health')).status).toBe(200);
    expect((await raw(harness.api, '/api/1/envelope/', { method: 'POST', body: '{}\n{}\n{}' })).status).toBe(200);
    expect((await getStore('demo')).ok).toBe(false);
  });

  it('DELETE and /__control/reset clear the rules', async () => {
    await addFault({ path: STORE_PATH, mode: 'status500' });
    expect((await raw(harness.api, '/__control/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await getStore('demo')).ok).toBe(true);
    await addFault({ path: STORE_PATH, mode: 'status500' });
    await postJson(harness.api, '/__control/reset', {});
    expect(await listFaults()).toEqual([]);
    expect((await getStore('demo')).ok).toBe(true);
  });

  it.each([
    [{ mode: 'status500' }, 'path'],
    [{ path: 'no-slash', mode: 'status500' }, 'path'],
    [{ path: '/x', mode: 'explode' }, 'mode'],
    [{ path: '/x', mode: 'slow', delayMs: -1 }, 'delayMs'],
    [{ path: '/x', mode: 'slow', times: 0 }, 'times'],
    [{ path: '/x', mode: 'slow', method: 'G E T' }, 'method'],
  ])('refuses %p (422, names %s)', async (body, field) => {
    const answer = await postJson(harness.api, '/__control/faults', body);
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(field);
  });
});
