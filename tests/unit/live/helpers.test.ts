import { describe, expect, it, jest } from '@jest/globals';
import { shareVoucher } from './room-fixtures';
import type { ApiError, Result } from '@/lib/api/result';
import {
  acquireShareVoucher,
  announce,
  checkShareVoucher,
  loadCommentBlacklist,
  loadCoupons,
  loadInBlacklist,
  remainingQuantity,
  type Reporter,
} from '@/lib/live/helpers';

const ok = <T>(data: T) => async (): Promise<Result<T>> => ({ ok: true, data });
const error: ApiError = { kind: 'status', status: 500, message: 'boom' };
const fail = <T>() => async (): Promise<Result<T>> => ({ ok: false, error });
const throws = <T>() => async (): Promise<Result<T>> => {
  throw new Error('network down');
};


const reporter = () => jest.fn<Reporter>();

describe('background helpers report failures and return a flag, no message', () => {
  it('announce: success, and a failure reported under its name', async () => {
    const report = reporter();
    expect(await announce(ok({ success: true }), 'joined', report)).toEqual({ failed: false, success: true });
    expect(report).not.toHaveBeenCalled();
    expect(await announce(fail(), 'shared', report)).toEqual({ failed: true, error, success: false });
    expect(report).toHaveBeenCalledWith(expect.any(Error), { where: 'live.announce-shared', extra: { error } });
  });

  it('a thrown call is a failure too', async () => {
    const report = reporter();
    const result = await loadCoupons(throws(), report);
    expect(result).toMatchObject({ failed: true, coupons: [] });
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'network down' }), { where: 'live.coupons' });
  });

  it('loads coupons, the comment blacklist and the store blacklist flag, with safe fallbacks', async () => {
    const report = reporter();
    expect(await loadCoupons(ok({ data: [] }), report)).toEqual({ failed: false, coupons: [] });
    const entry = { id: 1002, name: 'たろう', type: 'user' as const, blacklist_type: 'comment' as const, created_at: null };
    expect(await loadCommentBlacklist(ok({ data: [entry] }), report)).toEqual({ failed: false, entries: [entry] });
    expect(await loadCommentBlacklist(fail(), report)).toMatchObject({ failed: true, entries: [] });
    expect(await loadInBlacklist(ok({ is_in_blacklist: true }), report)).toEqual({ failed: false, inBlacklist: true });
    expect(await loadInBlacklist(fail(), report)).toMatchObject({ failed: true, inBlacklist: false });
    expect(report).toHaveBeenCalledTimes(2);
  });
});

describe('share voucher check', () => {
  it('offers the voucher when not received and quantity is left', async () => {
    const result = await checkShareVoucher({ record: ok({ success: false }), search: ok({ data: shareVoucher() }) }, reporter());
    expect(result).toMatchObject({ failed: false, received: false, offer: true, voucher: { id: 3001 } });
  });

  it('does not offer it when received, used up, or absent', async () => {
    expect((await checkShareVoucher({ record: ok({ success: true }), search: ok({ data: shareVoucher() }) }, reporter())).offer).toBe(false);
    expect((await checkShareVoucher({ record: ok({ success: false }), search: ok({ data: shareVoucher({ used_acquire_quantity: 100 }) }) }, reporter())).offer).toBe(false);
    expect((await checkShareVoucher({ record: ok({ success: false }), search: ok({ data: null }) }, reporter())).offer).toBe(false);
  });

  it('resets the voucher state when a fetch fails', async () => {
    const report = reporter();
    const result = await checkShareVoucher({ record: ok({ success: false }), search: fail() }, report);
    expect(result).toMatchObject({ failed: true, received: false, voucher: null, offer: false });
    expect(report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ where: 'live.voucher-search' }));
  });

  it('remaining quantity is acquire_quantity minus used, unlimited when empty', () => {
    expect(remainingQuantity(shareVoucher())).toBe(88);
    expect(remainingQuantity(shareVoucher({ acquire_quantity: null }))).toBe(Infinity);
    expect(remainingQuantity(shareVoucher({ acquire_quantity: 5, used_acquire_quantity: 9 }))).toBe(0);
  });

  it('acquire with nothing left does nothing; otherwise it reads success and message', async () => {
    const call = jest.fn(ok({ success: true, message: 'yours' }));
    expect(await acquireShareVoucher(call, shareVoucher({ used_acquire_quantity: 100 }), reporter())).toEqual({ failed: false, success: false, skipped: true, message: null });
    expect(call).not.toHaveBeenCalled();
    expect(await acquireShareVoucher(call, shareVoucher(), reporter())).toEqual({ failed: false, success: true, skipped: false, message: 'yours' });
    expect(await acquireShareVoucher(fail(), shareVoucher(), reporter())).toMatchObject({ failed: true, success: false });
  });
});
