import { describe, expect, it } from '@jest/globals';
import { CvsAccountPayload, type Order } from '@/lib/schemas';
import { cardFieldOf, formatCardNumber, isExpired, luhnValid, parseExpiry, toGatewayCard, validateCard, type CardDraft } from '@/lib/checkout/card-form';
import { toCvsPayload, toKatakana, validateCvs, cvsFieldOf, type CvsDraft } from '@/lib/checkout/cvs-form';
import { orderPaymentState, paymentAccountOf } from '@/lib/checkout/payment-account';

const NOW = new Date(2026, 10, 21); // November 2026
const card = (extra: Partial<CardDraft> = {}): CardDraft => ({ number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123', holder: 'HANAKO YAMADA', ...extra });

describe('card form', () => {
  it('checks the number with Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111')).toBe(false);
    expect(validateCard(card({ number: '4111 1111 1111 1112' }), NOW)).toEqual({ number: 'numberInvalid' });
    expect(validateCard(card({ number: '４１１１１１１１１１１１１１１１' }), NOW)).toEqual({});
  });
  it('reads MM/YY expiries and refuses past months, allowing the current one', () => {
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('0130')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, NOW)).toBe(true);
    expect(validateCard(card({ expiry: '10/26' }), NOW)).toEqual({ expiry: 'expired' });
    expect(validateCard(card({ expiry: 'soon' }), NOW)).toEqual({ expiry: 'expiryInvalid' });
  });
  it('requires every field and checks CVC and a Latin holder name', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '', holder: '' }, NOW)).toEqual({ number: 'required', expiry: 'required', cvc: 'required', holder: 'required' });
    expect(validateCard(card({ cvc: '12', holder: '山田花子' }), NOW)).toEqual({ cvc: 'cvcInvalid', holder: 'holderInvalid' });
  });
  it('formats as typed and builds the gateway input', () => {
    expect(formatCardNumber('41111111111111119999')).toBe('4111 1111 1111 1111 999');
    expect(toGatewayCard(card({ holder: 'hanako yamada', expiry: '1/30' }))).toEqual({ number: '4111111111111111', expiryMonth: '01', expiryYear: '2030', cvc: '123', holder: 'HANAKO YAMADA' });
    expect(cardFieldOf('card_number')).toBe('number');
    expect(cardFieldOf('holder_name')).toBe('holder');
  });
});

describe('convenience-store account form', () => {
  const cvs = (extra: Partial<CvsDraft> = {}): CvsDraft => ({ buyerName: '山田 花子', buyerNameKana: 'ヤマダ ハナコ', buyerCellphone: '090-1234-5678', convenience: '10001', ...extra });
  it('requires all fields', () => {
    expect(validateCvs({ buyerName: '', buyerNameKana: '', buyerCellphone: '', convenience: '' })).toEqual({
      buyerName: 'required',
      buyerNameKana: 'required',
      buyerCellphone: 'required',
      convenience: 'required',
    });
  });
  it('takes kana in katakana (hiragana converted), a JP phone and a known store', () => {
    expect(toKatakana('やまだ はなこ')).toBe('ヤマダ ハナコ');
    expect(validateCvs(cvs({ buyerNameKana: 'やまだ' }))).toEqual({});
    expect(validateCvs(cvs({ buyerNameKana: 'Yamada', buyerCellphone: '12', convenience: '99999', buyerName: 'x'.repeat(41) }))).toEqual({
      buyerName: 'tooLong',
      buyerNameKana: 'kanaInvalid',
      buyerCellphone: 'phoneInvalid',
      convenience: 'convenienceInvalid',
    });
  });
  it('builds the five-field payload', () => {
    const payload = toCvsPayload(cvs({ buyerNameKana: 'やまだ はなこ' }), { '10001': 'ローソン' });
    expect(payload).toEqual({ buyerName: '山田 花子', buyerNameKana: 'ヤマダ ハナコ', buyerCellphone: '09012345678', name: 'ローソン', convenience: '10001' });
    expect(CvsAccountPayload.safeParse(payload).success).toBe(true);
    expect(() => toCvsPayload(cvs({ convenience: '' }), {})).toThrow();
    expect(cvsFieldOf('name')).toBe('convenience');
  });
});

describe('order payment state', () => {
  const order = (extra: Partial<Order>) =>
    ({ payment_type: 'gmo_credit', payment_status: 'init', status: 'unpaid', amount_payable: 1000, payment: null, ...extra }) as Order;
  it('tells what is left to do', () => {
    expect(orderPaymentState(order({}))).toBe('payByCard');
    expect(orderPaymentState(order({ payment_status: 'paid', status: 'undelivered' }))).toBe('paid');
    expect(orderPaymentState(order({ payment_type: 'free', status: 'undelivered' }))).toBe('paid');
    expect(orderPaymentState(order({ payment_type: 'gmo_cvs' }))).toBe('cvsAccountNeeded');
    expect(orderPaymentState(order({ payment_type: 'custom_cod', status: 'undelivered', payment_status: 'pending' }))).toBe('cashOnDelivery');
    expect(orderPaymentState(order({ payment_type: null }))).toBe('choosePayment');
    expect(orderPaymentState(order({ status: 'canceled', payment_status: 'failed' }))).toBe('closed');
  });
  it('reads the convenience-store account from the payment', () => {
    const payment = { info: { convenience: 'ローソン', receipt_no: 'R1', conf_no: '400123' }, expire_at: '2026-11-24T00:00:00Z', account: 'R1', bank_code: '10001' } as unknown as Order['payment'];
    const withAccount = order({ payment_type: 'gmo_cvs', payment_status: 'pending', payment });
    expect(paymentAccountOf(withAccount)).toEqual({ convenience: 'ローソン', receiptNo: 'R1', confirmationNo: '400123', expireAt: '2026-11-24T00:00:00Z' });
    expect(orderPaymentState(withAccount)).toBe('cvsAwaiting');
    expect(paymentAccountOf(order({ payment }))).toBeNull();
  });
});
