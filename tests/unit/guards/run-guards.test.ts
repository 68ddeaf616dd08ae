import { describe, expect, it } from '@jest/globals';
import { planGuardFetches, runGuards, shouldCacheStoreLookup, type GuardRequest, type GuardResults } from '@/lib/guards/run-guards';
import type { StoreLookup } from '@/lib/guards/store-check';

const demo = { slug: 'demo', name: 'Demo', region: 'JP' };
const found: StoreLookup = { kind: 'found', store: demo };

function request(url: string, cookies: Record<string, string> = {}, host = 'shop.example'): GuardRequest {
  const parsed = new URL(url, 'https://shop.example');
  return { pathname: parsed.pathname, search: parsed.searchParams, host, cookie: (name) => cookies[name] };
}

const member = { kirari_token: 'member-token' };

describe('planGuardFetches', () => {
  it('loads the store on store routes, and market status only with a member token', () => {
    expect(planGuardFetches(request('/demo/market'))).toEqual({ storeSlug: 'demo', marketStatus: false });
    expect(planGuardFetches(request('/demo/market', member))).toEqual({ storeSlug: 'demo', marketStatus: true });
    expect(planGuardFetches(request('/', member))).toEqual({ storeSlug: null, marketStatus: false });
    expect(planGuardFetches(request('/member/reset-password', member))).toEqual({ storeSlug: null, marketStatus: false });
  });
  it('caches found and missing stores, not failures', () => {
    expect(shouldCacheStoreLookup(found)).toBe(true);
    expect(shouldCacheStoreLookup({ kind: 'missing' })).toBe(true);
    expect(shouldCacheStoreLookup({ kind: 'failed' })).toBe(false);
  });
});

describe('runGuards', () => {
  it('rewrites to /404 for a missing, foreign or failed store (guard 1 first)', () => {
    expect(runGuards(request('/nope/order'), { store: { kind: 'missing' } })).toEqual({ kind: 'not-found', location: '/404', reason: 'missing' });
    expect(runGuards(request('/overseas/market'), { store: { kind: 'found', store: { ...demo, region: 'TW' } } })).toMatchObject({ kind: 'not-found', reason: 'region' });
    expect(runGuards(request('/demo/market'))).toMatchObject({ kind: 'not-found', reason: 'store-failed' });
    expect(runGuards(request('/demo/market', member), { store: found, marketStatus: 'failed' })).toMatchObject({ kind: 'not-found', reason: 'market-status-failed' });
  });

  it('redirects a guest from a member-only page, remembering the target', () => {
    const plan = runGuards(request('/demo/order?page=2'), { store: found });
    expect(plan.kind).toBe('redirect');
    if (plan.kind !== 'redirect') return;
    expect(plan.location).toBe('/demo/market?loginRequired=true');
    expect(plan.cookies.find((c) => c.name === 'kirari_target_path')?.value).toBe('/demo/order?page=2');
  });

  it('lets a member through, and treats a rejected member token as a guest', () => {
    expect(runGuards(request('/demo/order', member), { store: found, marketStatus: 'ok' })).toMatchObject({ kind: 'continue', member: true, store: demo });
    expect(runGuards(request('/demo/order', member), { store: found, marketStatus: 'unauthorized' })).toMatchObject({
      kind: 'redirect',
      location: '/demo/market?loginRequired=true',
    });
  });

  it('leaves checkout open to guests', () => {
    expect(runGuards(request('/demo/shopping/checkout'), { store: found })).toMatchObject({ kind: 'continue', member: false });
  });

  it('applies a supported locale as a cookie and a request header, also on the redirect', () => {
    const plan = runGuards(request('/demo/market?locale=en'), { store: found });
    expect(plan).toMatchObject({ kind: 'continue', locale: 'en' });
    if (plan.kind !== 'continue') return;
    expect(plan.cookies.find((c) => c.name === 'kirari_locale')).toMatchObject({ value: 'en', options: { path: '/', maxAge: 31536000 } });
    const redirect = runGuards(request('/demo/member?locale=zh-TW'), { store: found });
    expect(redirect.kind === 'redirect' && redirect.cookies.some((c) => c.name === 'kirari_locale' && c.value === 'zh-TW')).toBe(true);
    expect(runGuards(request('/demo/market?locale=xx'), { store: found })).toMatchObject({ locale: null });
  });

  it('in a cross-site frame (the embed marker): every cookie it writes is partitioned, SameSite=None, Secure (ADR 0005)', () => {
    const framed = { kirari_embedded: '1', kirari_guest_token: 'guest' };
    const plan = runGuards(request('/demo/live/9001?locale=en&source=line', framed, 'localhost:3200'), { store: found });
    expect(plan.kind).toBe('continue');
    if (plan.kind !== 'continue') return;
    expect(plan.cookies.map((c) => c.name).sort()).toEqual(['kirari_channel_source', 'kirari_locale', 'kirari_store', 'kirari_target_path']);
    for (const cookie of plan.cookies) expect(cookie.options).toMatchObject({ sameSite: 'none', secure: true, partitioned: true });
    const redirect = runGuards(request('/demo/order', { kirari_embedded: '1' }), { store: found });
    expect(redirect.kind === 'redirect' && redirect.cookies.every((c) => c.options.partitioned)).toBe(true);
    // Without the marker: first-party, as before.
    const top = runGuards(request('/demo/live/9001?locale=en', {}, 'localhost:3200'), { store: found });
    expect(top.kind === 'continue' && top.cookies.every((c) => c.options.sameSite === 'lax' && !c.options.partitioned)).toBe(true);
  });

  it('reads entry notices and live mode on the landing page', () => {
    const plan = runGuards(request('/demo/market?loginRequired=true&hu_source=sdk'), { store: found });
    expect(plan).toMatchObject({ kind: 'continue', liveMode: 'sdk', notices: { openLoginDialog: true, loginRequired: true } });
  });

  it('runs only the locale step on root routes', () => {
    const results: GuardResults = {};
    const plan = runGuards(request('/member/reset-password?locale=en&passwordReset=success'), results);
    expect(plan).toMatchObject({ kind: 'continue', store: null, locale: 'en', notices: { passwordChanged: true } });
    if (plan.kind === 'continue') expect(plan.cookies.map((c) => c.name)).toEqual(['kirari_locale']);
  });

  it('marks cookies Secure except on localhost', () => {
    const plan = runGuards(request('/demo/market', {}, 'localhost:3000'), { store: found });
    expect(plan.kind === 'continue' && plan.cookies.every((c) => !c.options.secure)).toBe(true);
  });
});
