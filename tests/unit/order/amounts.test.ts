import { describe, expect, it } from '@jest/globals';
import { amountRows, headlineAmount, itemCount } from '@/lib/order/amounts';
import { makeOrder } from './fixtures';

const keys = (order: Parameters<typeof amountRows>[0]) => amountRows(order).map((row) => row.key);

describe('amountRows', () => {
  it('shows amount, shipping, total and the payable amount of an unpaid order, payable emphasised', () => {
    const rows = amountRows(makeOrder());
    expect(rows.map((r) => [r.key, r.value, r.emphasis])).toEqual([
      ['amount', 3000, false],
      ['shippingFee', 800, false],
      ['total', 3800, false],
      ['payable', 3800, true],
    ]);
  });

  it('emphasises the total of a paid order and leaves the equal payable amount out', () => {
    const rows = amountRows(makeOrder({ status: 'undelivered', payment_status: 'paid' }));
    expect(rows.map((r) => r.key)).toEqual(['amount', 'shippingFee', 'total']);
    expect(rows.at(-1)?.emphasis).toBe(true);
  });

  it('shows a zero shipping fee when something is shipped, none for a ticket or virtual order', () => {
    expect(keys(makeOrder({ shipping_fee: 0, payment_status: 'paid', status: 'completed' }))).toContain('shippingFee');
    expect(keys(makeOrder({ shipping_type: null, shipping_fee: 0 }))).not.toContain('shippingFee');
    expect(keys(makeOrder({ shipping_type: 'virtual', shipping_fee: 0 }))).not.toContain('shippingFee');
    expect(keys(makeOrder({ shipping_type: 'virtual', shipping_fee: 200 }))).toContain('shippingFee');
  });

  it('adds the payment fee, coupon and points only when they apply, as deductions where they lower the price', () => {
    const order = makeOrder({
      payment_fee: 330,
      coupon: { id: 1, name: 'WELCOME', amount: 500 },
      used_point: 200,
      total_amount: 3630,
      amount_payable: 3430,
      status: 'undelivered',
      payment_status: 'paid',
    });
    const rows = amountRows(order);
    expect(rows.map((r) => r.key)).toEqual(['amount', 'shippingFee', 'paymentFee', 'coupon', 'total', 'usedPoint', 'payable']);
    expect(rows.filter((r) => r.deduction).map((r) => [r.key, r.value])).toEqual([
      ['coupon', 500],
      ['usedPoint', 200],
    ]);
    // Paid, but points made the payable amount differ: both show, payable emphasised.
    expect(rows.find((r) => r.emphasis)?.key).toBe('payable');
    expect(keys(makeOrder({ payment_fee: 0, coupon: { id: 1, name: 'x', amount: 0 }, used_point: null }))).toEqual(['amount', 'shippingFee', 'total', 'payable']);
  });

  it('never shows a negative or non-finite figure', () => {
    const rows = amountRows(makeOrder({ amount: Number.NaN, total_amount: -5, amount_payable: -5 }));
    expect(rows.every((r) => Number.isFinite(r.value) && r.value >= 0)).toBe(true);
  });
});

describe('headlineAmount and itemCount', () => {
  it('heads a list card with what is owed, else the total', () => {
    expect(headlineAmount(makeOrder({ amount_payable: 3500 }))).toEqual({ key: 'payable', value: 3500 });
    expect(headlineAmount(makeOrder({ status: 'completed', payment_status: 'paid' }))).toEqual({ key: 'total', value: 3800 });
  });

  it('counts units across items', () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 1 }])).toBe(3);
    expect(itemCount(undefined)).toBe(0);
  });
});
