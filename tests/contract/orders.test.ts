/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { createAddress, deleteAddress, getAddresses, getLatestOrder, getOrder, getOrders, login } from '@/lib/api';
import { DeleteAddressAnswer, LatestOrderAnswer, OrderAnswer, OrdersAnswer, OrderStatus, PaymentStatus, SavedAddressAnswer, SavedAddressesAnswer } from '@/lib/schemas';
import { demoToken, expectAnswer, expectFailure, setupHarness } from './harness';

const harness = setupHarness({ login: 'once' });

describe('GET /api/v1/stores/{store}/orders/buyer', () => {
  it('lists the member’s orders newest first, with a count per filter status', async () => {
    const answer = expectAnswer(OrdersAnswer, await getOrders('demo', {}, { token: harness.token }));
    expect(answer.meta.total).toBe(18);
    expect(answer.meta.status_counts).toEqual({ unpaid: 4, undelivered: 4, completed: 5, canceled: 5 });
    expect(answer.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, from: 1, to: 10 });
    expect(answer.data).toHaveLength(10);
    expect(answer.links.next).toContain('page=2');
    expect(answer.links.prev).toBeNull();
    const created = answer.data.map((o) => Date.parse(String(o.created_at)));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect(answer.data[0]?.items?.length).toBeGreaterThan(0);
  });

  it('filters by status and keeps the counts of all orders', async () => {
    const unpaid = expectAnswer(OrdersAnswer, await getOrders('demo', { status: 'unpaid' }, { token: harness.token }));
    expect(unpaid.data.map((o) => o.id)).toEqual([50002, 50001, 50010, 50011]);
    expect(unpaid.meta.total).toBe(4);
    expect(unpaid.meta.status_counts.completed).toBe(5);
    expect(unpaid.links.first).toContain('status=unpaid');
    const canceled = expectAnswer(OrdersAnswer, await getOrders('demo', { status: 'canceled' }, { token: harness.token }));
    expect(canceled.data[0]?.reason).toBeTruthy();
  });

  it('pages with ?page=, keeping the filter in the links', async () => {
    const second = expectAnswer(OrdersAnswer, await getOrders('demo', { page: 2 }, { token: harness.token }));
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, from: 11, to: 18, total: 18 });
    expect(second.links.next).toBeNull();
    expect(second.links.prev).toContain('page=1');
    const first = expectAnswer(OrdersAnswer, await getOrders('demo', {}, { token: harness.token }));
    const ids = [...first.data, ...second.data].map((o) => o.id);
    expect(new Set(ids).size).toBe(18);
  });

  it('seeds every order status and payment status of commerce §4', async () => {
    const [first, second] = await Promise.all([1, 2].map(async (page) => expectAnswer(OrdersAnswer, await getOrders('demo', { page }, { token: harness.token }))));
    const orders = [...first.data, ...second.data];
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(OrderStatus.options));
    expect(new Set(orders.map((o) => o.payment_status))).toEqual(new Set(PaymentStatus.options));
    expect(orders.find((o) => o.id === 50010)?.payment_type).toBeNull();
  });

  it('rejects an unknown filter status with 422', async () => {
    const body = expectFailure(await getOrders('demo', { status: 'shipped' as never }, { token: harness.token }), 422);
    expect(Object.keys(body.errors ?? {})).toEqual(['status']);
  });

  it('is member-only and answers 404 for an unknown store', async () => {
    expectFailure(await getOrders('demo', {}, { token: null }), 401);
    expectFailure(await getOrders('no-such-store', {}, { token: harness.token }), 404);
  });
});

describe('GET /api/v1/orders/{id} and orders/latest', () => {
  it('answers an order with items, payments, shipping and logs', async () => {
    const { data } = expectAnswer(OrderAnswer, await getOrder(50004, { token: harness.token }));
    expect(data).toMatchObject({ status: 'delivering', payment_status: 'paid', shipping_type: 'custom' });
    expect(data.shipping?.shipping_logs?.length).toBe(2);
    expect(data.payments?.[0]?.masked_card_no).toBeTruthy();
    expect(data.total_amount).toBe(data.amount + data.shipping_fee + (data.payment_fee ?? 0));
  });

  it('gives a ticket order no shipping and a subscription order its subscription', async () => {
    expect(expectAnswer(OrderAnswer, await getOrder(50008, { token: harness.token })).data.shipping).toBeNull();
    expect(expectAnswer(OrderAnswer, await getOrder(50009, { token: harness.token })).data.subscription?.plan_started_at).toBeTruthy();
  });

  it('links a split order both ways and lowers the payable amount by the points used', async () => {
    const parent = expectAnswer(OrderAnswer, await getOrder(50013, { token: harness.token })).data;
    const child = expectAnswer(OrderAnswer, await getOrder(50014, { token: harness.token })).data;
    expect(parent.children?.map((c) => c.id)).toEqual([50014]);
    expect(child.parent_id).toBe(50013);
    expect(child.parent?.id).toBe(50013);
    expect(parent.used_point).toBe(200);
    expect(parent.amount_payable).toBe(parent.total_amount - 200);
    expect(parent.payment?.info).toMatchObject({ convenience: 'ローソン', convenience_code: '10001' });
  });

  it('hides other buyers’ orders and unknown ids behind 404', async () => {
    const other = await demoToken((p) => login({ ...p, email: 'blocked@example.com' }));
    expectFailure(await getOrder(50001, { token: other }), 404);
    expectFailure(await getOrder(1, { token: harness.token }), 404);
    expectFailure(await getOrder(50001, { token: null }), 401);
  });

  it('answers the latest order, or null when there is none', async () => {
    expect(expectAnswer(LatestOrderAnswer, await getLatestOrder('demo', { token: harness.token })).data?.id).toBe(50002);
    expect(expectAnswer(LatestOrderAnswer, await getLatestOrder('taiwan', { token: harness.token })).data).toBeNull();
  });
});

describe('addresses', () => {
  it('lists one saved address of each type', async () => {
    const { data } = expectAnswer(SavedAddressesAnswer, await getAddresses({ token: harness.token }));
    expect(data.map((a) => a.type).sort()).toEqual(['custom', 'home_delivery', 'self_pick_up']);
  });

  it('creates and deletes an address', async () => {
    const created = expectAnswer(
      SavedAddressAnswer,
      await createAddress(
        { name: '山田 花子', phone_number: '09012345678', type: 'home_delivery', address: { region: 'JP', postcode: '060-0001', level_one: '北海道', level_two: '札幌市中央区', level_four: '北1条西1-1' } },
        { token: harness.token },
      ),
    );
    expect(created.data.address?.full_address).toContain('北海道札幌市中央区');
    expect(expectAnswer(SavedAddressesAnswer, await getAddresses({ token: harness.token })).data).toHaveLength(4);
    expectAnswer(DeleteAddressAnswer, await deleteAddress(created.data.id, { token: harness.token }));
    expectFailure(await deleteAddress(created.data.id, { token: harness.token }), 404);
  });

  it('validates the address and needs a member', async () => {
    const invalid = { name: '', phone_number: '1', type: 'home_delivery' as const, address: { region: 'JP' as const, postcode: '', level_one: 'x', level_two: 'y' } };
    const body = expectFailure(await createAddress(invalid, { token: harness.token }), 422);
    expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(['name', 'address.postcode']));
    expectFailure(await getAddresses({ token: null }), 401);
  });
});
