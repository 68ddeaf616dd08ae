/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { json, listener, Router } from '@/platform/http';

/**
 * A control call answers only once what it changed has been told to the storefront
 * (afterControlChange: the revalidation notice's flush), so a test never races the notice.
 */
describe('afterControlChange', () => {
  let server: http.Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('runs before a changing control call is answered, and for nothing else', async () => {
    const events: string[] = [];
    let settle: () => void = () => {};
    let flushStarted: () => void = () => {};
    const flushing = new Promise<void>((resolve) => (flushStarted = resolve));
    const router = new Router()
      .post('/__control/thing', () => (events.push('changed'), json({ ok: true })))
      .get('/__control/thing', () => json({ ok: true }))
      .post('/api/thing', () => json({ ok: true }));
    const afterControlChange = () => new Promise<void>((resolve) => {
      events.push('flushing');
      flushStarted();
      settle = () => (events.push('flushed'), resolve());
    });
    server = http.createServer(listener(router, { afterControlChange }));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;

    const answered = fetch(`${base}/__control/thing`, { method: 'POST' }).then(() => events.push('answered'));
    await flushing;
    expect(events).toEqual(['changed', 'flushing']);
    settle();
    await answered;
    expect(events).toEqual(['changed', 'flushing', 'flushed', 'answered']);

    events.length = 0;
    await fetch(`${base}/__control/thing`);
    await fetch(`${base}/api/thing`, { method: 'POST' });
    expect(events).toEqual([]);
  });
});
