import { describe, expect, it } from '@jest/globals';
import type { PaymentSetting } from '@/lib/schemas';
import { afterCheckout, baseType, checkoutPaymentType, CVS_LIMIT, cvsAllowed, decidePayment, isCashOnDelivery, paymentChoices } from '@/lib/checkout/payment-rules';

const settings: PaymentSetting[] = [
  { id: 150, type: 'gmo_credit', enabled: true },
  { id: 151, type: 'gmo_cvs', enabled: true },
  { id: 152, type: 'custom_cod', enabled: true },
  { id: 153, type: 'free', enabled: true },
  { id: 154, type: 'cash_on_delivery', enabled: false },
];

describe('the _cod rule', () => {
  it('marks cash on delivery by the suffix and strips it for the base type', () => {
    expect(isCashOnDelivery('custom_cod')).toBe(true);
    expect(isCashOnDelivery('cash_on_delivery')).toBe(true);
    expect(isCashOnDelivery('gmo_cvs')).toBe(false);
    expect(isCashOnDelivery(null)).toBe(false);
    expect(baseType('custom_cod')).toBe('custom');
    expect(baseType('gmo_credit')).toBe('gmo_credit');
    expect(checkoutPaymentType('custom_cod')).toBe('cash_on_delivery');
    expect(checkoutPaymentType('gmo_cvs')).toBe('gmo_cvs');
  });
});

describe('convenience-store range', () => {
  it.each([
    [0, false],
    [1, true],
    [299_999, true],
    [CVS_LIMIT, false],
    [-5, false],
    [Number.NaN, false],
  ])('payable %p → %p', (payable, allowed) => {
    expect(cvsAllowed(payable)).toBe(allowed);
  });
});

describe('paymentChoices', () => {
  it('offers enabled non-free settings, cash on delivery only with COD shipping', () => {
    expect(paymentChoices(settings, { kind: 'goods', codShipping: false }).map((c) => c.type)).toEqual(['gmo_credit', 'gmo_cvs']);
    expect(paymentChoices(settings, { kind: 'goods', codShipping: true })).toEqual([{ id: 152, type: 'custom_cod', checkoutType: 'cash_on_delivery' }]);
  });
  it('never offers cash on delivery to tickets or subscriptions', () => {
    expect(paymentChoices(settings, { kind: 'ticket', codShipping: false }).map((c) => c.id)).toEqual([150, 151]);
    expect(paymentChoices(settings, { kind: 'subscription', codShipping: true }).map((c) => c.id)).toEqual([150, 151]);
  });
});

describe('decidePayment', () => {
  const choices = paymentChoices(settings, { kind: 'goods', codShipping: false });
  it('forces free for a zero payable, whatever was chosen', () => {
    expect(decidePayment(150, 0, choices)).toEqual({ type: 'free', choiceId: null, notice: 'forcedFree' });
    expect(decidePayment(null, 0, choices).type).toBe('free');
  });
  it('clears a convenience-store choice above 299999 yen with a notice, keeps it inside the range', () => {
    expect(decidePayment(151, 300_000, choices)).toEqual({ type: null, choiceId: null, notice: 'cvsOutOfRange' });
    expect(decidePayment(151, 299_999, choices)).toEqual({ type: 'gmo_cvs', choiceId: 151, notice: null });
    expect(decidePayment(151, null, choices).type).toBe('gmo_cvs');
  });
  it('keeps a card choice at any payable and drops a choice no longer offered', () => {
    expect(decidePayment(150, 1_000_000, choices)).toEqual({ type: 'gmo_credit', choiceId: 150, notice: null });
    expect(decidePayment(152, 1000, choices)).toEqual({ type: null, choiceId: null, notice: null });
  });
});

describe('afterCheckout', () => {
  it('sends a card order to payment, everything else to the completed page', () => {
    expect(afterCheckout('gmo_credit', 4080)).toBe('payment');
    expect(afterCheckout('gmo_credit', 0)).toBe('completed');
    expect(afterCheckout('gmo_cvs', 4080)).toBe('completed');
    expect(afterCheckout('free', 0)).toBe('completed');
  });
});
