/** @jest-environment node */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Store } from '@/lib/schemas';

/** loadCheckout: what the checkout page shows when a call fails or the link is wrong (commerce §8). */

const fail = (status: number) => ({ ok: false as const, error: { kind: 'status' as const, status, message: 'boom' } });
const ok = <T,>(data: T) => ({ ok: true as const, data });

const calls = {
  getCart: jest.fn<() => Promise<unknown>>(),
  getCartPricing: jest.fn<() => Promise<unknown>>(),
  getShippingSettings: jest.fn<() => Promise<unknown>>(),
  getPaymentSettings: jest.fn<() => Promise<unknown>>(),
  getLivewebMe: jest.fn<() => Promise<unknown>>(),
  getAddresses: jest.fn<() => Promise<unknown>>(),
  report: jest.fn<(error: unknown, context: unknown) => Promise<void>>(),
};

jest.mock('@/lib/api/cart', () => ({ getCart: () => calls.getCart(), getCartPricing: () => calls.getCartPricing() }));
jest.mock('@/lib/api/store', () => ({ getShippingSettings: () => calls.getShippingSettings(), getPaymentSettings: () => calls.getPaymentSettings() }));
jest.mock('@/lib/api/auth', () => ({ getLivewebMe: () => calls.getLivewebMe() }));
jest.mock('@/lib/api/member', () => ({ getAddresses: () => calls.getAddresses() }));
jest.mock('@/lib/report', () => ({ report: (error: unknown, context: unknown) => calls.report(error, context) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks
const { loadCheckout, SHIPPING_SETTINGS_FAILED } = require('@/app/[locale]/[audience]/[store]/shopping/checkout/checkout-data') as typeof import('@/app/[locale]/[audience]/[store]/shopping/checkout/checkout-data');

const store = { id: 1, slug: 'demo', currency: 'JPY' } as Store;
const item = (id: number, extra: Record<string, unknown> = {}) => ({ id, is_ticket: false, adult_warning: false, ...extra });
const query = { itemIds: [1, 2], coupon: null, couponV2Id: null, type: null, malformed: false };
const pricing = { amount: 1, amount_payable: 1, coupon_amount: 0, payment_fee: 0, rebate_amounts: [], shipping_fee: 0, total_amount: 1 };

beforeEach(() => {
  for (const mock of Object.values(calls)) mock.mockReset();
  calls.getCart.mockResolvedValue(ok({ data: { items: [item(1), item(2)] }, trashed: [] }));
  calls.getShippingSettings.mockResolvedValue(ok({ data: [{ id: 101, type: 'custom', enabled: true }] }));
  calls.getPaymentSettings.mockResolvedValue(ok({ data: [{ id: 150, type: 'gmo_credit', enabled: true }] }));
  calls.getLivewebMe.mockResolvedValue(ok({ user: { email: 'a@b.c' }, guest: null }));
  calls.getAddresses.mockResolvedValue(ok({ data: [{ id: 701, type: 'home_delivery', address: { level_one_code: '13' } }] }));
  calls.getCartPricing.mockResolvedValue(ok({ data: pricing }));
});

describe('loadCheckout', () => {
  it('loads the items, settings and defaults (home delivery to the home address)', async () => {
    const load = await loadCheckout(store, query, {});
    expect(load).toMatchObject({ kind: 'ok', data: { kind: 'goods', defaults: { shippingId: 101, addressId: 701 }, pricing } });
  });

  it('reports the spec message when the shipping settings cannot be fetched', async () => {
    calls.getShippingSettings.mockResolvedValue(fail(500));
    expect(await loadCheckout(store, query, {})).toEqual({ kind: 'shippingFailed' });
    expect(SHIPPING_SETTINGS_FAILED).toBe('Failed to fetch shipping settings from API.');
    expect((calls.report.mock.calls[0]?.[0] as Error).message).toBe(SHIPPING_SETTINGS_FAILED);
  });

  it('does not need shipping settings for a ticket checkout', async () => {
    calls.getShippingSettings.mockResolvedValue(fail(500));
    expect(await loadCheckout(store, { ...query, type: 'ticket' }, {})).toMatchObject({ kind: 'ok', data: { kind: 'ticket', defaults: { shippingId: null, addressId: null } } });
  });

  it('names unknown items, malformed links and a refused token', async () => {
    expect(await loadCheckout(store, { ...query, itemIds: [1, 99] }, {})).toEqual({ kind: 'unknownItems' });
    expect(await loadCheckout(store, { ...query, malformed: true }, {})).toEqual({ kind: 'badLink' });
    calls.getCart.mockResolvedValue(fail(401));
    expect(await loadCheckout(store, query, {})).toEqual({ kind: 'unauthorized' });
  });

  it('prices without a coupon that does not apply, keeping its message', async () => {
    calls.getCartPricing.mockResolvedValueOnce({ ok: false, error: { kind: 'status', status: 422, message: { coupon_code: ['This coupon is invalid or has expired.'] } } });
    const load = await loadCheckout(store, { ...query, coupon: 'NOPE' }, {});
    expect(load).toMatchObject({ kind: 'ok', data: { appliedCoupon: '', couponError: 'This coupon is invalid or has expired.', pricing } });
  });
});
