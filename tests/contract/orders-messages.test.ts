/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { getOrder, getOrderMessages, login, sendOrderMessage } from '@/lib/api';
import { ORDER_MESSAGE_MAX_LENGTH, OrderAnswer, OrderMessagesAnswer, SendOrderMessageAnswer } from '@/lib/schemas';
import { demoToken, expectAnswer, expectFailure, raw, setupHarness } from './harness';

const harness = setupHarness({ login: 'once' });
beforeEach(async () => {
  await raw(harness.api, '/__control/reset', { method: 'POST' });
});

const sellerSays = (orderId: number, message: unknown) =>
  raw(harness.api, `/__control/orders/${orderId}/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });

const post = (orderId: number, body: unknown, bearer: string | null = harness.token) =>
  raw(harness.api, `/api/v1/orders/${orderId}/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });

describe('GET /api/v1/orders/{id}/messages', () => {
  it('answers the whole thread oldest first with buyer and seller roles', async () => {
    const { data } = expectAnswer(OrderMessagesAnswer, await getOrderMessages(50003, { token: harness.token }));
    expect(data.map((m) => m.role)).toEqual(['buyer', 'seller']);
    expect(data[1]?.user?.name).toBe('キラリ商店');
    expect(expectAnswer(OrderMessagesAnswer, await getOrderMessages(50002, { token: harness.token })).data).toEqual([]);
  });

  it('reads the buyer side only: another role is 403, an unknown one 422', async () => {
    const path = (role: string) => `/api/v1/orders/50003/messages?role=${role}&all=true`;
    const auth = { headers: { Authorization: `Bearer ${harness.token}` } };
    expect((await raw(harness.api, path('seller'), auth)).status).toBe(403);
    expect((await raw(harness.api, path('admin'), auth)).status).toBe(422);
  });

  it('keeps only the newest messages without `all`', async () => {
    for (let i = 0; i < 25; i += 1) expect((await sellerSays(50002, `m${i}`)).status).toBe(200);
    const recent = await raw(harness.api, '/api/v1/orders/50002/messages?role=buyer', { headers: { Authorization: `Bearer ${harness.token}` } });
    const { data } = JSON.parse(recent.text) as { data: { message: string }[] };
    expect(data).toHaveLength(20);
    expect(data[19]?.message).toBe('m24');
    expect(expectAnswer(OrderMessagesAnswer, await getOrderMessages(50002, { token: harness.token })).data).toHaveLength(25);
  });

  it('is the buyer’s only: 401 without a member, 404 for another buyer or an unknown order', async () => {
    expectFailure(await getOrderMessages(50003, { token: null }), 401);
    const other = await demoToken((p) => login({ ...p, email: 'blocked@example.com' }));
    expectFailure(await getOrderMessages(50003, { token: other }), 404);
    expectFailure(await getOrderMessages(1, { token: harness.token }), 404);
  });
});

describe('POST /api/v1/orders/{id}/messages', () => {
  it('adds a buyer message to the thread and marks it unread for the seller', async () => {
    expectAnswer(SendOrderMessageAnswer, await sendOrderMessage(50002, '  配送日を指定できますか？ ', { token: harness.token }));
    const { data } = expectAnswer(OrderMessagesAnswer, await getOrderMessages(50002, { token: harness.token }));
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ role: 'buyer', order_id: 50002, user_id: 1001, message: '  配送日を指定できますか？ ' });
    expect(expectAnswer(OrderAnswer, await getOrder(50002, { token: harness.token })).data.seller_message_status).toBe('unread');
  });

  it('answers 422 for a blank, missing, non-string or too long message and for any role but buyer', async () => {
    for (const body of [{ message: '', role: 'buyer' }, { message: '   ', role: 'buyer' }, { role: 'buyer' }, { message: 12, role: 'buyer' }]) {
      const reply = await post(50002, body);
      expect(reply.status).toBe(422);
      expect(Object.keys((JSON.parse(reply.text) as { errors: object }).errors)).toEqual(['message']);
    }
    const long = await post(50002, { message: 'x'.repeat(ORDER_MESSAGE_MAX_LENGTH + 1), role: 'buyer' });
    expect(long.status).toBe(422);
    expect(long.text).toContain(`${ORDER_MESSAGE_MAX_LENGTH} characters`);
    expect((await post(50002, { message: 'x'.repeat(ORDER_MESSAGE_MAX_LENGTH), role: 'buyer' })).status).toBe(200);
    const seller = await post(50002, { message: 'hi', role: 'seller' });
    expect(seller.status).toBe(422);
    expect(Object.keys((JSON.parse(seller.text) as { errors: object }).errors)).toEqual(['role']);
    expect((await post(50002, { message: 'hi' })).status).toBe(422);
    expect(expectAnswer(OrderMessagesAnswer, await getOrderMessages(50002, { token: harness.token })).data).toHaveLength(1);
  });

  it('is the buyer’s only', async () => {
    expectFailure(await sendOrderMessage(50002, 'hi', { token: null }), 401);
    const other = await demoToken((p) => login({ ...p, email: 'blocked@example.com' }));
    expectFailure(await sendOrderMessage(50002, 'hi', { token: other }), 404);
  });
});

describe('POST /__control/orders/{id}/messages (seller reply)', () => {
  it('adds a seller message the buyer then reads, marking it unread until read', async () => {
    const reply = await sellerSays(50001, 'コンビニでのお支払いをお待ちしております。');
    expect(reply.status).toBe(200);
    expect(expectAnswer(OrderAnswer, await getOrder(50001, { token: harness.token })).data.buyer_message_status).toBe('unread');
    const { data } = expectAnswer(OrderMessagesAnswer, await getOrderMessages(50001, { token: harness.token }));
    expect(data.at(-1)).toMatchObject({ role: 'seller', message: 'コンビニでのお支払いをお待ちしております。', user: { name: 'キラリ商店' } });
    expect(expectAnswer(OrderAnswer, await getOrder(50001, { token: harness.token })).data.buyer_message_status).toBe('read');
  });

  it('refuses a blank message and an unknown order', async () => {
    expect((await sellerSays(50001, ' ')).status).toBe(422);
    expect((await sellerSays(1, 'hi')).status).toBe(404);
  });
});
