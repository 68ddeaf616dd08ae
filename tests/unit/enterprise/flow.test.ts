import { describe, expect, it, jest } from '@jest/globals';
import { genericRedirectUrl, isEnterpriseStore } from '@/lib/enterprise/enterprise-store';
import { nextStep, runEnterpriseFlow, type CallResult, type FlowCalls, type FlowState } from '@/lib/enterprise/flow';
import type { Store } from '@/lib/schemas';
import { externalUrl } from '@/lib/url/external-url';

const checks = { origin: 'http://localhost:3230', safeExternal: (url: string) => externalUrl(url, { allowLoopback: false }) };
const okValue = <T,>(value: T): CallResult<T> => ({ ok: true, value });
const failed: CallResult<string> = { ok: false, unauthorized: false };
const rejected: CallResult<string> = { ok: false, unauthorized: true };
const SITE = 'https://shop.enterprise.example/cart/rpt-1';
const GENERIC = 'https://shop.enterprise.example/cart?viewer_id=1001';

describe('nextStep (live-room §6)', () => {
  const start: FlowState = { cartId: 6101, sourceId: 'fb-1' };

  it('reports the cart, then resolves the redirect with the remembered source_id, then follows it', () => {
    expect(nextStep(start, checks)).toEqual({ kind: 'report', cartId: 6101 });
    expect(nextStep({ ...start, report: okValue('rpt-1') }, checks)).toEqual({ kind: 'redirect', reportSlug: 'rpt-1', sourceId: 'fb-1' });
    expect(nextStep({ ...start, report: okValue('rpt-1'), redirect: okValue(SITE) }, checks)).toEqual({
      kind: 'follow',
      target: { kind: 'external', url: SITE },
      via: 'report',
    });
  });

  it('goes to the generic redirect without a cart, after a failed call, or for an unsafe URL', () => {
    expect(nextStep({ cartId: null, sourceId: null }, checks)).toEqual({ kind: 'generic' });
    expect(nextStep({ ...start, report: failed }, checks)).toEqual({ kind: 'generic' });
    expect(nextStep({ ...start, report: okValue('rpt-1'), redirect: failed }, checks)).toEqual({ kind: 'generic' });
    for (const unsafe of ['http://192.168.0.10/cart', 'javascript:alert(1)', 'http://127.0.0.1/x', 'https://a:b@shop.example/', 'nope']) {
      expect(nextStep({ ...start, report: okValue('rpt-1'), redirect: okValue(unsafe) }, checks)).toEqual({ kind: 'generic' });
    }
  });

  it('follows the generic URL when it passes the check, else fails', () => {
    const fellBack: FlowState = { ...start, report: failed };
    expect(nextStep({ ...fellBack, generic: GENERIC }, checks)).toEqual({ kind: 'follow', target: { kind: 'external', url: GENERIC }, via: 'generic' });
    expect(nextStep({ ...fellBack, generic: null }, checks)).toEqual({ kind: 'fail' });
    expect(nextStep({ ...fellBack, generic: 'http://10.0.0.1/cart' }, checks)).toEqual({ kind: 'fail' });
  });

  it('stops at a 401 from either call (the shell’s 401 rule, not a detour)', () => {
    expect(nextStep({ ...start, report: rejected }, checks)).toEqual({ kind: 'unauthorized' });
    expect(nextStep({ ...start, report: okValue('rpt-1'), redirect: rejected }, checks)).toEqual({ kind: 'unauthorized' });
  });

  it('keeps a same-origin redirect inside the app', () => {
    expect(nextStep({ ...start, report: okValue('r'), redirect: okValue('http://localhost:3230/enterprise/shopping') }, checks)).toMatchObject({
      kind: 'follow',
      target: { kind: 'internal', path: '/enterprise/shopping' },
    });
  });
});

function fakeCalls(over: Partial<FlowCalls> = {}) {
  const calls = {
    createReport: jest.fn((cartId: number) => Promise.resolve(okValue(`rpt-${cartId}`))),
    resolveRedirect: jest.fn((slug: string, sourceId: string | null) => Promise.resolve(okValue(`https://shop.enterprise.example/cart/${slug}${sourceId ? `?source_id=${sourceId}` : ''}`))),
    genericUrl: jest.fn(() => Promise.resolve<string | null>(GENERIC)),
    ...over,
  };
  return calls;
}

describe('runEnterpriseFlow', () => {
  it('makes the two calls in order and carries the source_id', async () => {
    const calls = fakeCalls();
    await expect(runEnterpriseFlow({ cartId: 7, sourceId: 'line-9' }, calls, checks)).resolves.toEqual({
      kind: 'follow',
      target: { kind: 'external', url: 'https://shop.enterprise.example/cart/rpt-7?source_id=line-9' },
      via: 'report',
    });
    expect(calls.createReport).toHaveBeenCalledWith(7);
    expect(calls.resolveRedirect).toHaveBeenCalledWith('rpt-7', 'line-9');
    expect(calls.genericUrl).not.toHaveBeenCalled();
  });

  it('skips the report without a cart', async () => {
    const calls = fakeCalls();
    await expect(runEnterpriseFlow({ cartId: null, sourceId: null }, calls, checks)).resolves.toMatchObject({ kind: 'follow', via: 'generic' });
    expect(calls.createReport).not.toHaveBeenCalled();
  });

  it('falls back once per failure and never loops', async () => {
    const calls = fakeCalls({ resolveRedirect: jest.fn(() => Promise.resolve(okValue('http://192.168.0.10/cart'))), genericUrl: jest.fn(() => Promise.resolve(null)) });
    await expect(runEnterpriseFlow({ cartId: 7, sourceId: null }, calls, checks)).resolves.toEqual({ kind: 'fail' });
    expect(calls.createReport).toHaveBeenCalledTimes(1);
    expect(calls.resolveRedirect).toHaveBeenCalledTimes(1);
    expect(calls.genericUrl).toHaveBeenCalledTimes(1);
  });
});

describe('enterprise store and the generic redirect', () => {
  const enterprise: Pick<Store, 'enterprise'> = {
    enterprise: { id: 41, name: 'E', subscription: { domain: 'shop.enterprise.example', cart_endpoint: 'https://shop.enterprise.example/cart', merchant_console: null } },
  };

  it('tells an enterprise store by its flag', () => {
    expect(isEnterpriseStore({ enable_enterprise: true })).toBe(true);
    expect(isEnterpriseStore({ enable_enterprise: false })).toBe(false);
    expect(isEnterpriseStore(null)).toBe(false);
  });

  it('puts the viewer id and the source_id on the cart endpoint; a ghost has no id', () => {
    expect(genericRedirectUrl(enterprise, { type: 'user', id: 1001 }, 'fb-1')).toBe('https://shop.enterprise.example/cart?viewer_id=1001&source_id=fb-1');
    expect(genericRedirectUrl(enterprise, { type: 'guest', id: 80101 }, null)).toBe('https://shop.enterprise.example/cart?viewer_id=80101');
    expect(genericRedirectUrl(enterprise, { type: 'ghost' }, null)).toBe('https://shop.enterprise.example/cart');
  });

  it('reads a relative endpoint on the enterprise domain, and gives null without one', () => {
    const relative: Pick<Store, 'enterprise'> = { enterprise: { id: 1, subscription: { domain: 'e.example', cart_endpoint: '/c?x=1' } } };
    expect(genericRedirectUrl(relative, { type: 'user', id: 2 }, null)).toBe('https://e.example/c?x=1&viewer_id=2');
    expect(genericRedirectUrl({ enterprise: null }, { type: 'user', id: 2 }, null)).toBeNull();
    expect(genericRedirectUrl({ enterprise: { id: 1, subscription: { domain: '', cart_endpoint: ' ' } } }, { type: 'ghost' }, null)).toBeNull();
    expect(genericRedirectUrl({ enterprise: { id: 1, subscription: { domain: '', cart_endpoint: 'no scheme' } } }, { type: 'ghost' }, null)).toBeNull();
  });
});
