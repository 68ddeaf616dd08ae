import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLoadGauge, isDeferrable, retryDelayMs, shedResponse, withLoadShedding } from '@/lib/load/shed.mjs';

describe('isDeferrable', () => {
  it('is a link prefetch or a browser speculation', () => {
    expect(isDeferrable({ headers: { rsc: '1', 'next-router-prefetch': '1' } })).toBe(true);
    expect(isDeferrable({ headers: { rsc: '1', 'next-router-segment-prefetch': '/_tree' } })).toBe(true);
    expect(isDeferrable({ headers: { 'sec-purpose': 'prefetch;prerender' } })).toBe(true);
  });
  it('is never a page, a navigation the viewer asked for, an action or the entry', () => {
    expect(isDeferrable({ headers: { 'sec-fetch-mode': 'navigate' } })).toBe(false);
    expect(isDeferrable({ headers: { rsc: '1', 'next-router-state-tree': '%5B%5D' } })).toBe(false);
    expect(isDeferrable({ headers: { rsc: '1', 'next-router-prefetch': '0' } })).toBe(false);
    expect(isDeferrable({ headers: { 'next-action': 'abc' } })).toBe(false);
    expect(isDeferrable({ headers: {} })).toBe(false);
  });
});

describe('createLoadGauge', () => {
  it('overloads past the threshold and recovers only after calm samples for the hold time', () => {
    let now = 0;
    const gauge = createLoadGauge({ thresholdMs: 100, recoverMs: 20, holdMs: 1000, now: () => now });
    /** Samples at [time, lag] and what the gauge says after each. */
    const run = (samples: Array<[number, number]>) =>
      samples.map(([time, lag]) => {
        now = time;
        gauge.record(lag);
        return gauge.overloaded;
      });
    expect(run([[0, 50], [0, 150], [100, 5], [900, 5]])).toEqual([false, true, true, true]);
    // A lag between the two thresholds restarts the calm.
    expect(run([[1000, 50], [1500, 5], [2400, 5], [2500, 5]])).toEqual([true, true, true, false]);
    expect(gauge.lagMs).toBe(5);
  });
});

describe('retryDelayMs', () => {
  it('honours Retry-After, doubles per attempt, spreads by jitter and gives up', () => {
    expect(retryDelayMs({ attempt: 0, retryAfter: '2', random: () => 0 })).toBe(1000);
    expect(retryDelayMs({ attempt: 0, retryAfter: '2', random: () => 0.999 })).toBe(2998);
    expect(retryDelayMs({ attempt: 1, retryAfter: null, baseMs: 500, random: () => 0.5 })).toBe(1000);
    expect(retryDelayMs({ attempt: 3, retryAfter: '2', random: () => 0.5 })).toBeNull();
  });
});

describe('withLoadShedding', () => {
  function call(overloaded: boolean, headers: Record<string, string>) {
    const written: { status?: number; headers?: Record<string, string>; body?: string; passed: boolean } = { passed: false };
    const res = {
      writeHead(status: number, h: Record<string, string>) {
        written.status = status;
        written.headers = h;
      },
      end(body: string) {
        written.body = body;
      },
    } as unknown as ServerResponse;
    withLoadShedding({ overloaded }, () => {
      written.passed = true;
    })({ method: 'GET', url: '/demo/market', headers } as unknown as IncomingMessage, res);
    return written;
  }
  it('refuses a prefetch with 503 and Retry-After only while overloaded', () => {
    const prefetch = { rsc: '1', 'next-router-prefetch': '1' };
    expect(call(true, prefetch)).toEqual({ passed: false, status: 503, headers: shedResponse().headers, body: shedResponse().body });
    expect(shedResponse().headers['retry-after']).toBe('2');
    expect(call(false, prefetch).passed).toBe(true);
  });
  it('never refuses a page or an action', () => {
    expect(call(true, { 'sec-fetch-mode': 'navigate' }).passed).toBe(true);
    expect(call(true, { 'next-action': 'x' }).passed).toBe(true);
  });
});
