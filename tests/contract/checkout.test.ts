/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { ApiFailure, checkout, generatePaymentAccount, getCart, getOrder, getOrderPricing, payOrder, updatePaymentMethod } from '@/lib/api';
import { CheckoutAnswer, OrderAnswer, PayAnswer, PaymentAccountAnswer, PaymentMethodAnswer, PricingAnswer, type CheckoutPayload } from '@/lib/schemas';
import { expectAnswer, expectFailure, expectParses, postJson, raw, setupHarness } from './harness';

/** Demo seed: lines 60001 (¥1,200 × 2), 60003 (¥880), 60007 (ticket ¥2,000), 60002 (adult, shortage). */
const SHIP = { custom: 101, pickUp: 102, cod: 103, virtual: 104 };
const HOME = 701;

const harness = setupHarness({ reset: true, login: 'once' });

const goods = (extra: Partial<CheckoutPayload> = {}): CheckoutPayload => ({
  email: 'buyer@example.com',
  item_ids: [60001, 60003],
  payment_type: 'gmo_credit',
  phone_number: '09012345678',
  shipping_type: 'custom',
  shipping: { shipping_setting_id: SHIP.custom, name: '山田 花子', phone_number: '09012345678', address_id: HOME },
  ...extra,
} as CheckoutPayload);

async function failure(payload: unknown): Promise<{ status?: number; body: { message?: string; errors?: Record<string, string[]>; report_type?: string } }> {
  try {
    await checkout(payload as CheckoutPayload, { token: harness.token });
  } catch (cause) {
    if (cause instanceof ApiFailure) return { status: cause.error.status, body: cause.error.body as never };
    throw cause;
  }
  throw new Error('expected the checkout to fail');
}

async function card(number: string, shopId = 'tshop00054321') {
  const response = await raw(harness.api, '/__gateway/cards', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ shop_id: shopId, card_number: number, expiry_month: '12', expiry_year: '2099', cvc: '123', holder_name: 'HANAKO YAMADA' }),
  });
  return { status: response.status, body: JSON.parse(response.text) as { card_id?: number; masked_card_no?: string; message?: string; errors?: Record<string, string[]> } };
}

describe('POST /api/v1/checkout', () => {
  it('places a home-delivery card order, empties those cart lines and prices it', async () => {
    const answer = expectParses(CheckoutAnswer, await checkout(goods(), { token: harness.token }));
    const { data: order } = expectAnswer(OrderAnswer, await getOrder(answer.id, { token: harness.token }));
    expect(order).toMatchObject({ status: 'unpaid', payment_status: 'init', payment_type: 'gmo_credit', shipping_type: 'custom', amount: 3280, shipping_fee: 800, amount_payable: 4080, email: 'buyer@example.com' });
    expect(order.shipping?.receiver_postcode).toBe('154-0004');
    expect(order.items?.map((i) => i.sku_id)).toEqual([1011, 1111]);
    const cart = await getCart('demo', {}, { token: harness.token });
    expect(cart.ok && cart.data.data?.items.map((i) => i.id)).not.toContain(60001);
  });

  it('makes a zero payable order free and paid', async () => {
    await postJson(harness.api, '/__control/coupons', { apply_code: 'ALLFREE', amount: 1_000_000 });
    const answer = await checkout(goods({ coupon_code: 'ALLFREE' }), { token: harness.token });
    expect(answer).toMatchObject({ payment_type: 'free', amount_payable: 0 });
    const { data: order } = expectAnswer(OrderAnswer, await getOrder(answer.id, { token: harness.token }));
    expect(order).toMatchObject({ payment_status: 'paid', status: 'undelivered', payment_type: 'free', coupon: { apply_code: 'ALLFREE' } });
  });

  it('takes a ticket checkout with a type and no shipping, and refuses shipping on it', async () => {
    const ticket = { email: 'buyer@example.com', item_ids: [60007], payment_type: 'gmo_credit', type: 'ticket' } as CheckoutPayload;
    const answer = await checkout(ticket, { token: harness.token });
    const { data: order } = expectAnswer(OrderAnswer, await getOrder(answer.id, { token: harness.token }));
    expect(order).toMatchObject({ type: 'ticket', shipping: null, shipping_type: null });
    await harness.platform.ctx.reset();
    const withShipping = await failure({ ...ticket, shipping_type: 'custom', shipping: goods().shipping });
    expect(withShipping.body.errors).toHaveProperty('shipping');
    const asGoods = await failure(goods({ item_ids: [60007] }));
    expect(asGoods.body.errors).toHaveProperty('type');
  });

  it('answers 422 field messages and keeps the cart on failure', async () => {
    const bad = await failure({ email: 'nope', item_ids: [], payment_type: 'bitcoin', shipping_type: 'boat', shipping: { shipping_setting_id: SHIP.custom } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['email', 'item_ids', 'payment_type', 'shipping_type', 'shipping.name', 'shipping.phone_number']));
    expect((await failure(goods({ shipping: { shipping_setting_id: SHIP.custom, name: 'a', phone_number: '0' } }))).body.errors).toHaveProperty(['shipping.address']);
    expect((await failure(goods({ shipping_type: 'self_pick_up' }))).body.errors).toHaveProperty('shipping_type');
    expect((await failure(goods({ payment_type: 'free' }))).body.errors).toHaveProperty('payment_type');
    expect((await failure(goods({ payment_type: 'cash_on_delivery' }))).body.errors).toHaveProperty('payment_type');
    expect((await failure(goods({ payment: { card_id: '12' as unknown as number } }))).body.errors).toHaveProperty(['payment.card_id']);
    const cart = await getCart('demo', {}, { token: harness.token });
    expect(cart.ok && cart.data.data?.items.map((i) => i.id)).toContain(60001);
  });

  it('asks the age for age-restricted items and refuses under 20', async () => {
    // 60002 wants 2 of a SKU with 1 left: first make the quantity fit.
    harness.platform.ctx.state.cartLines.find((l) => l.id === 60002)!.quantity = 1;
    expect((await failure(goods({ item_ids: [60002] }))).body.errors).toHaveProperty('age');
    expect((await failure(goods({ item_ids: [60002], age: 19 }))).body.errors).toHaveProperty('age');
    const answer = await checkout(goods({ item_ids: [60002], age: 30 }), { token: harness.token });
    expect(expectAnswer(OrderAnswer, await getOrder(answer.id, { token: harness.token })).data.age).toBe(30);
  });

  it('refuses convenience-store payment above 299,999 yen, takes cash on delivery with the COD shipping', async () => {
    harness.platform.ctx.state.cartLines.find((l) => l.id === 60001)!.quantity = 40;
    const product = harness.platform.ctx.state.products.find((p) => p.product.id === 101)!;
    product.product.skus[0].price = 8000;
    expect((await failure(goods({ payment_type: 'gmo_cvs' }))).body.errors).toHaveProperty('payment_type');
    harness.platform.ctx.reset();
    const cod = await checkout(goods({ payment_type: 'cash_on_delivery', shipping_type: 'custom_cod', shipping: { ...goods().shipping!, shipping_setting_id: SHIP.cod } } as Partial<CheckoutPayload>), { token: harness.token });
    const { data: order } = expectAnswer(OrderAnswer, await getOrder(cod.id, { token: harness.token }));
    expect(order).toMatchObject({ payment_type: 'custom_cod', payment_fee: 330, status: 'undelivered', payment_status: 'pending' });
  });

  it('is member-only', async () => {
    await expect(checkout(goods(), { token: null })).rejects.toMatchObject({ error: { status: 401 } });
  });
});

describe('card payment through the gateway', () => {
  it('issues a numeric card id, opens 3-D Secure and marks the order paid on authentication', async () => {
    const placed = await checkout(goods(), { token: harness.token });
    const issued = await card('4111 1111 1111 1111');
    expect(issued.status).toBe(200);
    expect(typeof issued.body.card_id).toBe('number');
    const redirect = 'http://localhost:3000/demo/shopping/checkout/' + placed.id;
    const pay = expectAnswer(PayAnswer, await payOrder(placed.id, { card_id: issued.body.card_id!, redirect_url: redirect }, { token: harness.token }));
    const page = await raw('', pay.data.pay_redirect_url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="decision" value="authenticate"');
    const done = await fetch(pay.data.pay_redirect_url, { method: 'POST', body: new URLSearchParams({ decision: 'authenticate' }), redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(redirect);
    const { data: order } = expectAnswer(OrderAnswer, await getOrder(placed.id, { token: harness.token }));
    expect(order).toMatchObject({ payment_status: 'paid', status: 'undelivered', payment: { masked_card_no: '************1111' } });
    expectFailure(await payOrder(placed.id, { card_id: issued.body.card_id!, redirect_url: redirect }, { token: harness.token }), 422);
  });

  it('serves the tokenizer script and refuses bad cards at the gateway', async () => {
    const script = await raw(harness.api, '/__gateway/token.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.text).toContain('KirariGateway');
    const bad = await card('4111 1111 1111 1112');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('card_number');
    expect((await card('4111111111111111', 'unknown-shop')).status).toBe(422);
  });

  it('answers GMO_PAYMENT_EXCEPTION for a declined card and MISSING_PAYMENT_REDIRECT_URL without a redirect', async () => {
    const placed = await checkout(goods(), { token: harness.token });
    const declined = await card('4000000000000002');
    const body = expectFailure(await payOrder(placed.id, { card_id: declined.body.card_id!, redirect_url: 'http://localhost:3000/x' }, { token: harness.token }), 422, 'GMO_PAYMENT_EXCEPTION');
    expect(body.report_code).toBeTruthy();
    const noRedirect = await card('4000000000000119');
    expectFailure(await payOrder(placed.id, { card_id: noRedirect.body.card_id!, redirect_url: 'http://localhost:3000/x' }, { token: harness.token }), 422, 'MISSING_PAYMENT_REDIRECT_URL');
    const ok = await card('4111111111111111');
    expectFailure(await payOrder(placed.id, { card_id: ok.body.card_id!, redirect_url: '' }, { token: harness.token }), 422, 'MISSING_PAYMENT_REDIRECT_URL');
    const notNumber = expectFailure(await payOrder(placed.id, { card_id: String(ok.body.card_id) as unknown as number, redirect_url: 'http://localhost:3000/x' }, { token: harness.token }), 422);
    expect(notNumber.errors).toHaveProperty('card_id');
  });
});

describe('payment method and convenience-store account', () => {
  it('changes the payment method, prices it, and generates a CVS account', async () => {
    const placed = await checkout(goods(), { token: harness.token });
    expectAnswer(PricingAnswer, await getOrderPricing(placed.id, 'gmo_cvs', { token: harness.token }));
    expectAnswer(PaymentMethodAnswer, await updatePaymentMethod(placed.id, 'gmo_cvs', { token: harness.token }));
    const missing = expectFailure(await generatePaymentAccount(placed.id, { buyerName: '', buyerNameKana: '', buyerCellphone: '', name: '', convenience: '' }, { token: harness.token }), 422);
    expect(Object.keys(missing.errors ?? {}).sort()).toEqual(['buyerCellphone', 'buyerName', 'buyerNameKana', 'convenience', 'name']);
    const kana = expectFailure(await generatePaymentAccount(placed.id, { buyerName: '山田 花子', buyerNameKana: 'yamada', buyerCellphone: '09012345678', name: 'ローソン', convenience: '10001' }, { token: harness.token }), 422);
    expect(kana.errors).toHaveProperty('buyerNameKana');
    expectAnswer(PaymentAccountAnswer, await generatePaymentAccount(placed.id, { buyerName: '山田 花子', buyerNameKana: 'ヤマダ ハナコ', buyerCellphone: '090-1234-5678', name: 'ローソン', convenience: '10001' }, { token: harness.token }));
    const { data: order } = expectAnswer(OrderAnswer, await getOrder(placed.id, { token: harness.token }));
    expect(order).toMatchObject({ payment_type: 'gmo_cvs', payment_status: 'pending', payment: { bank_code: '10001', info: { convenience: 'ローソン' } } });
    expect(order.payment?.account).toBeTruthy();
    expect(order.payment?.expire_at).toBeTruthy();
  });

  it('refuses a method the order cannot take', async () => {
    const placed = await checkout(goods(), { token: harness.token });
    expectFailure(await updatePaymentMethod(placed.id, 'free', { token: harness.token }), 422);
    expectFailure(await updatePaymentMethod(placed.id, 'cash_on_delivery', { token: harness.token }), 422);
    expectFailure(await updatePaymentMethod(50003, 'gmo_cvs', { token: harness.token }), 422);
    expectFailure(await updatePaymentMethod(placed.id, 'gmo_cvs', { token: null }), 401);
  });
});
