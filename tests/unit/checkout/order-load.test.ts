/** @jest-environment node */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/** The guard the completed, payment and choose-payment pages share (loadGuardedOrder). */

const getOrder = jest.fn<() => Promise<unknown>>();
jest.mock('@/lib/api/orders', () => ({ getOrder: () => getOrder() }));
jest.mock('@/lib/report', () => ({ report: async () => {} }));
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
  notFound: () => {
    throw new Error('notFound');
  },
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks
const { loadGuardedOrder, orderIdParam } = require('@/lib/checkout/order-load') as typeof import('@/lib/checkout/order-load');

const store = { id: 1, slug: 'demo' };
const member = { token: 'member' };
const order = (storeId: number) => ({ ok: true, data: { data: { id: 50001, store_id: storeId } } });
const fail = (status: number) => ({ ok: false, error: { kind: 'status', status, message: 'boom' } });

beforeEach(() => {
  getOrder.mockReset();
});

describe('orderIdParam', () => {
  it('takes positive digits only', () => {
    expect(orderIdParam('50001')).toBe(50001);
    expect(['0', '-1', '1e3', '12a', '', '1234567890123456'].map(orderIdParam)).toEqual([null, null, null, null, null, null]);
  });
});

describe('loadGuardedOrder', () => {
  it('sends a visitor without a member token to the login, before any call', async () => {
    const alongside = jest.fn(async () => 'x');
    await expect(loadGuardedOrder(store, '50001', { token: null }, alongside)).rejects.toThrow('redirect /demo/market?loginRequired=true');
    expect(getOrder).not.toHaveBeenCalled();
    expect(alongside).not.toHaveBeenCalled();
  });

  it('answers the order of this store with what ran alongside', async () => {
    getOrder.mockResolvedValue(order(1));
    const [load, extra] = await loadGuardedOrder(store, '50001', member, async () => 'settings');
    expect(load).toEqual({ kind: 'ok', order: { id: 50001, store_id: 1 } });
    expect(extra).toBe('settings');
  });

  it('is not found for a bad id, a 404 or another store’s order; a 401 goes to the login; other failures are shown', async () => {
    await expect(loadGuardedOrder(store, 'abc', member)).rejects.toThrow('notFound');
    getOrder.mockResolvedValue(fail(404));
    await expect(loadGuardedOrder(store, '50001', member)).rejects.toThrow('notFound');
    getOrder.mockResolvedValue(order(2));
    await expect(loadGuardedOrder(store, '50001', member)).rejects.toThrow('notFound');
    getOrder.mockResolvedValue(fail(401));
    await expect(loadGuardedOrder(store, '50001', member)).rejects.toThrow('redirect /demo/market?loginRequired=true');
    getOrder.mockResolvedValue(fail(500));
    expect((await loadGuardedOrder(store, '50001', member))[0]).toEqual({ kind: 'failed' });
  });
});
