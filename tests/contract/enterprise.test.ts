/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { addToCart, createEnterpriseReport, createGuestToken, getCart, getEnterpriseRedirect } from '@/lib/api';
import { CartAnswer, EnterpriseRedirectAnswer, EnterpriseReportAnswer, GuestTokenAnswer } from '@/lib/schemas';
import { expectAnswer, expectFailure, postJson, raw, setupHarness } from './harness';

let cartId: number;

const control = (body: unknown) =>
  postJson(harness.api, '/__control/enterprise', body);

const harness = setupHarness({ reset: true, login: 'each' });

beforeEach(async () => {
  await addToCart('enterprise', { id: 4011, quantity: 1 }, { token: harness.token });
  const cart = expectAnswer(CartAnswer, await getCart('enterprise', {}, { token: harness.token }));
  cartId = cart.data?.id ?? -1;
});

describe('POST /api/v1/enterprise/stores/{store}/reports', () => {
  it('reports the caller’s cart and answers a report slug', async () => {
    const { report_slug } = expectAnswer(EnterpriseReportAnswer, await createEnterpriseReport('enterprise', { cart_id: cartId }, { token: harness.token }));
    expect(report_slug).toMatch(/^rpt-4-/);
    const seen = JSON.parse((await raw(harness.api, '/__control/enterprise')).text) as { reports: { slug: string; cartId: number; itemIds: number[] }[] };
    expect(seen.reports).toEqual([expect.objectContaining({ slug: report_slug, cartId, itemIds: [expect.any(Number)] })]);
  });

  it('refuses another buyer’s cart, a ghost, a bad body and a store that is not enterprise', async () => {
    const guest = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'g' }));
    expectFailure(await createEnterpriseReport('enterprise', { cart_id: cartId }, { token: null, guestToken: guest.data.token }), 404);
    expectFailure(await createEnterpriseReport('enterprise', { cart_id: cartId }, { token: null, guestToken: null }), 401);
    expectFailure(await createEnterpriseReport('enterprise', { cart_id: 'x' } as unknown as { cart_id: number }, { token: harness.token }), 422);
    expectFailure(await createEnterpriseReport('demo', { cart_id: 6001 }, { token: harness.token }), 404);
  });
});

describe('POST /api/v1/enterprise/stores/{store}/redirect', () => {
  it('answers the enterprise site URL for the report, carrying the source_id', async () => {
    const { report_slug } = expectAnswer(EnterpriseReportAnswer, await createEnterpriseReport('enterprise', { cart_id: cartId }, { token: harness.token }));
    const plain = expectAnswer(EnterpriseRedirectAnswer, await getEnterpriseRedirect('enterprise', { report_slug }, { token: harness.token }));
    expect(plain.redirect_url).toBe(`https://shop.enterprise.example/cart/${report_slug}`);
    const sourced = expectAnswer(EnterpriseRedirectAnswer, await getEnterpriseRedirect('enterprise', { report_slug, source_id: 'fb-77' }, { token: harness.token }));
    expect(new URL(sourced.redirect_url).searchParams.get('source_id')).toBe('fb-77');
  });

  it('404s an unknown report and 422s a missing slug', async () => {
    expectFailure(await getEnterpriseRedirect('enterprise', { report_slug: 'nope' }, { token: harness.token }), 404);
    expectFailure(await getEnterpriseRedirect('enterprise', {} as { report_slug: string }, { token: harness.token }), 422);
  });

  it('follows the test controls: another redirect URL, or a failing call', async () => {
    const { report_slug } = expectAnswer(EnterpriseReportAnswer, await createEnterpriseReport('enterprise', { cart_id: cartId }, { token: harness.token }));
    expect((await control({ redirect_url: 'http://192.168.0.10/cart' })).status).toBe(200);
    expect(expectAnswer(EnterpriseRedirectAnswer, await getEnterpriseRedirect('enterprise', { report_slug }, { token: harness.token })).redirect_url).toBe('http://192.168.0.10/cart');
    await control({ redirect_url: null, fail: 'redirect' });
    expectFailure(await getEnterpriseRedirect('enterprise', { report_slug }, { token: harness.token }), 500);
    await control({ fail: 'report' });
    expectFailure(await createEnterpriseReport('enterprise', { cart_id: cartId }, { token: harness.token }), 500);
    expect((await control({ fail: 'everything' })).status).toBe(422);
    harness.platform.ctx.reset();
    expect(harness.platform.ctx.state.enterprise).toEqual({ reports: [], redirects: [], redirectOverride: null, failure: null });
  });
});
