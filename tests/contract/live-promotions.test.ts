/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { acquireVoucher, createGuestToken, getCoupons, getHeldVouchers, getShareVoucherRecord, searchShareVoucher } from '@/lib/api';
import { AcquireVoucherAnswer, CouponsAnswer, GuestTokenAnswer, ShareVoucherAnswer, VoucherRecordAnswer, VouchersAnswer } from '@/lib/schemas';
import { expectAnswer, expectFailure, setupHarness } from './harness';

const harness = setupHarness({ reset: true, login: 'each' });

describe('share voucher', () => {
  it('finds the store’s share voucher, and null for a store without one', async () => {
    const { data } = expectAnswer(ShareVoucherAnswer, await searchShareVoucher('demo'));
    expect(data).toMatchObject({ id: 3001, event_type: 'share_live', acquire_quantity: 100, used_acquire_quantity: 12 });
    expect(expectAnswer(ShareVoucherAnswer, await searchShareVoucher('taiwan')).data).toBeNull();
  });

  it('records an acquire: success once, then the record says received and a second acquire fails', async () => {
    expect(expectAnswer(VoucherRecordAnswer, await getShareVoucherRecord(9001, { token: harness.token })).success).toBe(false);
    expect(expectAnswer(AcquireVoucherAnswer, await acquireVoucher(3001, { post_id: 9001 }, { token: harness.token })).success).toBe(true);
    expect(expectAnswer(VoucherRecordAnswer, await getShareVoucherRecord(9001, { token: harness.token })).success).toBe(true);
    const again = expectAnswer(AcquireVoucherAnswer, await acquireVoucher(3001, {}, { token: harness.token }));
    expect(again.success).toBe(false);
    expect(again.message).toBeTruthy();
    expect(expectAnswer(ShareVoucherAnswer, await searchShareVoucher('demo')).data?.used_acquire_quantity).toBe(13);
  });

  it('fails an acquire with no quantity left', async () => {
    const record = harness.platform.ctx.state.vouchers.find((v) => v.voucher.id === 3001);
    if (record) record.voucher.used_acquire_quantity = 100;
    expect(expectAnswer(AcquireVoucherAnswer, await acquireVoucher(3001, {}, { token: harness.token })).success).toBe(false);
  });

  it('lets members only acquire', async () => {
    const guest = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'ゆき' })).data.token;
    expectFailure(await acquireVoucher(3001, {}, { token: null, guestToken: guest }), 401);
    expect(expectAnswer(VoucherRecordAnswer, await getShareVoucherRecord(9001, { token: null, guestToken: null })).success).toBe(false);
    expectFailure(await acquireVoucher(99, {}, { token: harness.token }), 404);
  });
});

describe('held vouchers and coupons', () => {
  it('lists the member’s held vouchers', async () => {
    const { data } = expectAnswer(VouchersAnswer, await getHeldVouchers('demo', { token: harness.token }));
    expect(data.map((v) => v.id)).toEqual([3002, 3003]);
    expectFailure(await getHeldVouchers('demo', { token: null }), 401);
  });

  it('lists ongoing public coupons by default, and filters by status and visibility', async () => {
    expect(expectAnswer(CouponsAnswer, await getCoupons('demo')).data.map((c) => c.id)).toEqual([3101, 3102]);
    expect(expectAnswer(CouponsAnswer, await getCoupons('demo', { acquire_status: 'coming' })).data.map((c) => c.id)).toEqual([3104]);
    expect(expectAnswer(CouponsAnswer, await getCoupons('demo', { visibility: 'private' })).data.map((c) => c.id)).toEqual([3103, 3106]);
  });
});
