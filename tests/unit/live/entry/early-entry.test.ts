import { describe, expect, it, jest } from '@jest/globals';
import { runInNewContext } from 'node:vm';
import { earlyEntryScript } from '@/lib/live/entry/early-entry-script';
import { EARLY_ENTRY_KEY, ENTRY_REQUEST, roomEntryPath, takeEarlyEntry, type EarlyEntry } from '@/lib/live/entry/entry-path';

const ok = (body: string) => new Response(body, { status: 200 });

describe('the room entry asked for while the page parses', () => {
  it('names the entry route of the room, with watchOnly for a recording page', () => {
    expect(roomEntryPath('demo', 9001)).toBe('/demo/live/9001/entry');
    expect(roomEntryPath('demo', 9001, true)).toBe('/demo/live/9001/entry?watchOnly=1');
    expect(roomEntryPath('a b/c', 1)).toBe('/a%20b%2Fc/live/1/entry');
  });

  it('the page script starts that request with the entry options and leaves it under the agreed name', () => {
    const calls: [string, RequestInit][] = [];
    const window: Record<string, unknown> = {};
    const response = Promise.resolve(ok('{}'));
    runInNewContext(earlyEntryScript('demo', 9001, false), { window, fetch: (path: string, init: RequestInit) => (calls.push([path, init]), response) });
    expect(calls).toEqual([['/demo/live/9001/entry', ENTRY_REQUEST]]);
    const early = window[EARLY_ENTRY_KEY] as EarlyEntry;
    expect(early.path).toBe('/demo/live/9001/entry');
    expect(early.response).toBe(response);
  });

  it('a page without fetch (or any failure) leaves no early entry and throws nothing', () => {
    const window: Record<string, unknown> = {};
    expect(() => runInNewContext(earlyEntryScript('demo', 1, false), { window })).not.toThrow();
    expect(window[EARLY_ENTRY_KEY]).toBeUndefined();
  });

  it('the room takes the early answer once; a retry asks again', async () => {
    const scope: Record<string, unknown> = { [EARLY_ENTRY_KEY]: { path: '/demo/live/1/entry', response: Promise.resolve(ok('early')) } };
    const request = jest.fn(() => Promise.resolve(ok('late')));
    await expect((await takeEarlyEntry(scope, '/demo/live/1/entry', request)).text()).resolves.toBe('early');
    expect(request).not.toHaveBeenCalled();
    await expect((await takeEarlyEntry(scope, '/demo/live/1/entry', request)).text()).resolves.toBe('late');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it("another room's early answer is not taken, and stays for its own room", async () => {
    const scope: Record<string, unknown> = { [EARLY_ENTRY_KEY]: { path: '/demo/live/1/entry', response: Promise.resolve(ok('early')) } };
    const request = jest.fn(() => Promise.resolve(ok('late')));
    await expect((await takeEarlyEntry(scope, '/demo/live/2/entry', request)).text()).resolves.toBe('late');
    expect(scope[EARLY_ENTRY_KEY]).toBeDefined();
  });

  it('an early request that failed on the network is asked again once', async () => {
    const scope: Record<string, unknown> = { [EARLY_ENTRY_KEY]: { path: '/demo/live/1/entry', response: Promise.reject(new TypeError('offline')) } };
    const request = jest.fn(() => Promise.resolve(ok('late')));
    await expect((await takeEarlyEntry(scope, '/demo/live/1/entry', request)).text()).resolves.toBe('late');
    expect(request).toHaveBeenCalledTimes(1);
  });
});
