/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { settleWithin } from '@/platform/bounded';
import { json, listener, Router } from '@/platform/http';

/** Issue 28: a state-changing control call answers even when what runs after it never settles. */
describe('settleWithin', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers true as soon as the work settles, either way', async () => {
    jest.useFakeTimers();
    await expect(settleWithin(Promise.resolve('done'), 1_000)).resolves.toBe(true);
    await expect(settleWithin(Promise.reject(new Error('failed')), 1_000)).resolves.toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('answers false once the time is up for work that never settles, and not before', async () => {
    jest.useFakeTimers();
    let answer: boolean | null = null;
    const waiting = settleWithin(new Promise(() => {}), 5_000).then((settled) => (answer = settled));
    await jest.advanceTimersByTimeAsync(4_999);
    expect(answer).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await waiting;
    expect(answer).toBe(false);
  });
});

describe('a control call whose afterControlChange never settles', () => {
  let server: http.Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? (server.closeAllConnections(), server.close(() => resolve())) : resolve())));

  it('still answers, after the bound, and says so once in the log', async () => {
    const errors: unknown[] = [];
    const changed: string[] = [];
    const router = new Router().post('/__control/thing', () => (changed.push('changed'), json({ ok: true })));
    // The bound is short here so the test's real HTTP exchange finishes at once; the listener's
    // default (AFTER_CONTROL_CHANGE_TIMEOUT_MS) is what the timing test above pins with fake timers.
    server = http.createServer(listener(router, { afterControlChange: () => new Promise<void>(() => {}), afterControlChangeTimeoutMs: 1, onError: (e) => errors.push(e) }));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    const response = await fetch(`${base}/__control/thing`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(changed).toEqual(['changed']);
    expect(errors).toEqual([expect.objectContaining({ message: expect.stringContaining('afterControlChange did not settle') })]);
  });
});
