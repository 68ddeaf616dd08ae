import { describe, expect, it } from '@jest/globals';
import { fail, ok } from '@/lib/api/result';
import { checkStore, marketStatusOutcome, needsMarketStatus, storeLookupFromResult, usableStore, type StoreLookup } from '@/lib/guards/store-check';

const demo = { slug: 'demo', name: 'Demo', region: 'JP' };
const found: StoreLookup = { kind: 'found', store: demo };

describe('checkStore (guard 1)', () => {
  it('continues with a JP store', () => {
    expect(checkStore(found, 'skipped')).toEqual({ kind: 'continue', store: demo });
    expect(checkStore(found, 'ok')).toEqual({ kind: 'continue', store: demo });
  });
  it('goes to /404 for a missing store, another region or a failed fetch', () => {
    expect(checkStore({ kind: 'missing' }, 'skipped')).toEqual({ kind: 'not-found', reason: 'missing' });
    expect(checkStore({ kind: 'found', store: { ...demo, region: 'TW' } }, 'skipped')).toEqual({ kind: 'not-found', reason: 'region' });
    expect(checkStore({ kind: 'failed' }, 'skipped')).toEqual({ kind: 'not-found', reason: 'store-failed' });
  });
  it('goes to /404 when the members-only market-status fetch fails', () => {
    expect(checkStore(found, 'failed')).toEqual({ kind: 'not-found', reason: 'market-status-failed' });
  });
  it('does not treat a rejected member token as a broken store', () => {
    expect(checkStore(found, 'unauthorized')).toEqual({ kind: 'continue', store: demo });
  });
});

describe('fetch results', () => {
  it('maps the store call: 404 is missing, anything else failed', () => {
    expect(storeLookupFromResult(ok({ data: demo }))).toEqual(found);
    expect(storeLookupFromResult(fail({ kind: 'status', status: 404, message: 'not found' }))).toEqual({ kind: 'missing' });
    expect(storeLookupFromResult(fail({ kind: 'status', status: 500, message: 'x' }))).toEqual({ kind: 'failed' });
    expect(storeLookupFromResult(fail({ kind: 'timeout', message: 'timeout' }))).toEqual({ kind: 'failed' });
  });
  it('treats a 200 answer without a usable store (empty, truncated) as a failed fetch, never a crash or a found store', () => {
    // The client passes a mismatched answer on unchanged: these reach the guard as ok.
    const unusable = [null, {}, { data: null }, { data: 'demo' }, { data: {} }, { data: { ...demo, slug: '' } }, { data: { slug: 'demo' } }, { data: { ...demo, slug: 7 } }];
    for (const body of unusable) expect(storeLookupFromResult(ok(body as never))).toEqual({ kind: 'failed' });
    expect(usableStore({ data: demo })).toEqual(demo);
  });
  it('maps the market-status call', () => {
    expect(marketStatusOutcome(null)).toBe('skipped');
    expect(marketStatusOutcome(ok({ data: [] }))).toBe('ok');
    expect(marketStatusOutcome(fail({ kind: 'status', status: 401, message: 'x' }))).toBe('unauthorized');
    expect(marketStatusOutcome(fail({ kind: 'status', status: 500, message: 'x' }))).toBe('failed');
    expect(marketStatusOutcome(fail({ kind: 'network', message: 'x' }))).toBe('failed');
  });
  it('fetches market status for members only; a guest never does', () => {
    expect(needsMarketStatus('member-token')).toBe(true);
    expect(needsMarketStatus(null)).toBe(false);
  });
});
