import { describe, expect, it } from '@jest/globals';
import { currentPayment, cvsAccount, maskedCard, paymentDetails } from '@/lib/order/payment-details';
import { makeOrder, makePayment } from './fixtures';

describe('cvsAccount (how a convenience-store account shows)', () => {
  it('reads the platform’s names and GMO’s', () => {
    expect(cvsAccount(makePayment({ info: { convenience: 'ファミリーマート', convenience_code: '10002', receipt_no: 'FM-1', conf_no: '400123' } }))).toEqual({
      convenience: 'ファミリーマート',
      convenienceCode: '10002',
      receiptNo: 'FM-1',
      confirmationNo: '400123',
    });
    expect(cvsAccount(makePayment({ info: { CvsCode: '00001', ReceiptNo: 'R-9', ConfNo: 77 } }))).toEqual({ convenience: null, convenienceCode: '00001', receiptNo: 'R-9', confirmationNo: '77' });
  });

  it('falls back to the payment’s account and bank code, then the order’s info', () => {
    expect(cvsAccount(makePayment({ account: ' 1234 ', bank_code: '55' }))).toEqual({ convenience: null, convenienceCode: null, receiptNo: '1234', confirmationNo: '55' });
    expect(cvsAccount(null, { convenience: 'Lawson', receipt_no: 'LW-1' })).toEqual({ convenience: 'Lawson', convenienceCode: null, receiptNo: 'LW-1', confirmationNo: null });
  });

  it('is null when no number was issued', () => {
    expect(cvsAccount(makePayment({ info: { convenience: 'Lawson' } }))).toBeNull();
    expect(cvsAccount(makePayment({ info: { receipt_no: '  ' } }))).toBeNull();
  });
});

describe('maskedCard', () => {
  it('shows only the last four digits', () => {
    expect(maskedCard('************4242')).toBe('•••• 4242');
    expect(maskedCard('4111-1111-1111-1111')).toBe('•••• 1111');
  });
  it('shows nothing for too little', () => {
    expect(maskedCard('***')).toBeNull();
    expect(maskedCard(null)).toBeNull();
  });
});

describe('paymentDetails', () => {
  it('a pending convenience-store payment: the account and its deadline, not paid', () => {
    const order = makeOrder({
      payment_type: 'gmo_cvs',
      payment_status: 'pending',
      payment: makePayment({ type: 'gmo_cvs', status: 'pending', info: { convenience: 'FamilyMart', receipt_no: 'FM-1', conf_no: '4' }, expire_at: '2026-11-23T00:00:00Z' }),
    });
    expect(paymentDetails(order)).toEqual({
      kind: 'cvs',
      account: { convenience: 'FamilyMart', convenienceCode: null, receiptNo: 'FM-1', confirmationNo: '4' },
      expireAt: '2026-11-23T00:00:00Z',
      paidAt: null,
    });
  });

  it('a paid convenience-store payment: the paid time, no deadline', () => {
    const order = makeOrder({
      payment_type: 'gmo_cvs',
      payment_status: 'paid',
      status: 'delivered',
      payment: makePayment({ type: 'gmo_cvs', status: 'paid', info: { receipt_no: 'LW-1' }, expire_at: '2026-11-23T00:00:00Z', paid_at: '2026-11-21T10:00:00Z' }),
    });
    expect(paymentDetails(order)).toMatchObject({ kind: 'cvs', expireAt: null, paidAt: '2026-11-21T10:00:00Z' });
  });

  it('a card: masked number and paid time once paid', () => {
    const payment = makePayment({ masked_card_no: '************4242', paid_at: '2026-11-21T10:00:00Z', status: 'paid' });
    expect(paymentDetails(makeOrder({ payment_status: 'paid', status: 'undelivered', payment }))).toEqual({ kind: 'card', card: '•••• 4242', paidAt: '2026-11-21T10:00:00Z' });
    expect(paymentDetails(makeOrder({ payment: makePayment() }))).toEqual({ kind: 'card', card: null, paidAt: null });
  });

  it('none chosen, free, cash on delivery', () => {
    expect(paymentDetails(makeOrder({ payment_type: null }))).toEqual({ kind: 'none' });
    expect(paymentDetails(makeOrder({ payment_type: 'free' }))).toEqual({ kind: 'free' });
    expect(paymentDetails(makeOrder({ payment_type: 'custom_cod' }))).toEqual({ kind: 'cashOnDelivery', paidAt: null });
  });

  it('takes the order’s payment, else the newest of its payments', () => {
    const older = makePayment({ id: 1 });
    const newer = makePayment({ id: 2 });
    expect(currentPayment({ payment: null, payments: [older, newer] })?.id).toBe(2);
    expect(currentPayment({ payment: older, payments: [newer] })?.id).toBe(1);
    expect(currentPayment({})).toBeNull();
  });
});
