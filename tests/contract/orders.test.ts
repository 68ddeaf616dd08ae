/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAddress, deleteAddress, getAddresses, getLatestOrder, getOrder, getOrders, login } from '@/lib/api';
import { DeleteAddressAnswer, LatestOrderAnswer, OrderAnswer, OrdersAnswer, SavedAddressAnswer, SavedAddressesAnswer } from '@/lib/schemas';
import { demoToken, expectAnswer, expectFailure, startHarness, stopHarness, type Harness } from './harness';

let harness: Harness;
let token: string;

beforeAll(async () => {
  harness = await startHarness();
  token = await demoToken(login);
});
afterAll(() => stopHarness(harness));

describe('GET /api/v1/stores/{store}/orders/buyer', () => {
  it('lists the member’s orders newest first, with a count per filter status', async () => {
    const answer = expectAnswer(OrdersAnswer, await getOrders('demo', {}, { token }));
    expect(answer.meta.total).toBe(9);
    expect(answer.meta.status_counts).toEqual({ unpaid: 2, undelivered: 3, completed: 3, canceled: 1 });
    const created = answer.data.map((o) => Date.parse(String(o.created_at)));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect(answer.data[0]?.items?.length).toBeGreaterThan(0);
  });

  it('filters by status and keeps the counts of all orders', async () => {
    const unpaid = expectAnswer(OrdersAnswer, await getOrders('demo', { status: 'unpaid' }, { token }));
    expect(unpaid.data.map((o) => o.status)).toEqual(['unpaid', 'unpaid']);
    expect(unpaid.meta.status_counts.completed).toBe(3);
    expect(unpaid.links.first).toContain('status=unpaid');
    const canceled = expectAnswer(OrdersAnswer, await getOrders('demo', { status: 'canceled' }, { token }));
    expect(canceled.data[0]?.reason).toBeTruthy();
  });

  it('is member-only and answers 404 for an unknown store', async () => {
    expectFailure(await getOrders('demo', {}, { token: null }), 401);
    expectFailure(await getOrders('no-such-store', {}, { token }), 404);
  });
});

describe('GET /api/v1/orders/{id} and orders/latest', () => {
  it('answers an order with items, payments, shipping and logs', async () => {
    const { data } = expectAnswer(OrderAnswer, await getOrder(50004, { token }));
    expect(data).toMatchObject({ status: 'delivering', payment_status: 'paid', shipping_type: 'custom' });
    expect(data.shipping?.shipping_logs?.length).toBe(2);
    expect(data.payments?.[0]?.masked_card_no).toBeTruthy();
    expect(data.total_amount).toBe(data.amount + data.shipping_fee + (data.payment_fee ?? 0));
  });

  it('gives a ticket order no shipping and a subscription order its subscription', async () => {
    expect(expectAnswer(OrderAnswer, await getOrder(50008, { token })).data.shipping).toBeNull();
    expect(expectAnswer(OrderAnswer, await getOrder(50009, { token })).data.subscription?.plan_started_at).toBeTruthy();
  });

  it('hides other buyers’ orders and unknown ids behind 404', async () => {
    const other = await demoToken((p) => login({ ...p, email: 'blocked@example.com' }));
    expectFailure(await getOrder(50001, { token: other }), 404);
    expectFailure(await getOrder(1, { token }), 404);
    expectFailure(await getOrder(50001, { token: null }), 401);
  });

  it('answers the latest order, or null when there is none', async () => {
    expect(expectAnswer(LatestOrderAnswer, await getLatestOrder('demo', { token })).data?.id).toBe(50002);
    expect(expectAnswer(LatestOrderAnswer, await getLatestOrder('taiwan', { token })).data).toBeNull();
  });
});

describe('addresses', () => {
  it('lists one saved address of each type', async () => {
    const { data } = expectAnswer(SavedAddressesAnswer, await getAddresses({ token }));
    expect(data.map((a) => a.type).sort()).toEqual(['custom', 'home_delivery', 'self_pick_up']);
  });

  it('creates and deletes an address', async () => {
    const created = expectAnswer(
      SavedAddressAnswer,
      await createAddress(
        { name: '山田 花子', phone_number: '09012345678', type: 'home_delivery', address: { region: 'JP', postcode: '060-0001', level_one: '北海道', level_two: '札幌市中央区', level_four: '北1条西1-1' } },
        { token },
      ),
    );
    expect(created.data.address?.full_address).toContain('北海道札幌市中央区');
    expect(expectAnswer(SavedAddressesAnswer, await getAddresses({ token })).data).toHaveLength(4);
    expectAnswer(DeleteAddressAnswer, await deleteAddress(created.data.id, { token }));
    expectFailure(await deleteAddress(created.data.id, { token }), 404);
  });

  it('validates the address and needs a member', async () => {
    const invalid = { name: '', phone_number: '1', type: 'home_delivery' as const, address: { region: 'JP' as const, postcode: '', level_one: 'x', level_two: 'y' } };
    const body = expectFailure(await createAddress(invalid, { token }), 422);
    expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(['name', 'address.postcode']));
    expectFailure(await getAddresses({ token: null }), 401);
  });
});
