import type { ApiError, Result } from '@/lib/api/result';
import type { CommentBlacklistEntry, Coupon, ShareVoucher } from '@/lib/schemas';
import { report as sendReport, type ReportContext } from '@/lib/report';

/**
 * The live room's background helpers (live-room §7–§8, issue 7 decision 9): announcements,
 * voucher checks, coupon and blacklist loads. Each returns a failure flag and reports the error;
 * none shows a message to the viewer. The API calls are injected (server actions in the page, the
 * lib/api functions in tests), so this module ships no fetch code or schemas.
 */

export type Reporter = (error: unknown, context: ReportContext) => void | Promise<void>;

type Call<T> = () => Promise<Result<T>>;

/** Every helper answers `failed` plus what it read (a safe fallback when it failed). */
export type HelperResult<T> = { failed: false } & T | ({ failed: true; error: ApiError | unknown } & T);

async function attempt<T, R>(where: string, call: Call<T>, read: (data: T) => R, fallback: R, report: Reporter): Promise<HelperResult<R>> {
  try {
    const result = await call();
    if (result.ok) return { failed: false, ...read(result.data) };
    void report(new Error(`${where} failed`), { where, extra: { error: result.error } });
    return { failed: true, error: result.error, ...fallback };
  } catch (cause) {
    void report(cause, { where });
    return { failed: true, error: cause, ...fallback };
  }
}

const defaultReporter: Reporter = (error, context) => sendReport(error, context);

/** POST …/announce-joined or …/announce-shared. */
export function announce(call: Call<{ success: boolean }>, kind: 'joined' | 'shared', report: Reporter = defaultReporter) {
  return attempt(`live.announce-${kind}`, call, (data) => ({ success: data.success }), { success: false }, report);
}

/** Remaining quantity: acquire_quantity minus used; unlimited (Infinity) when acquire_quantity is empty. */
export function remainingQuantity(voucher: Pick<ShareVoucher, 'acquire_quantity' | 'used_acquire_quantity'>): number {
  const total = voucher.acquire_quantity;
  return total === null || total === undefined ? Infinity : Math.max(0, total - voucher.used_acquire_quantity);
}

export interface ShareVoucherCheck {
  /** The viewer already received this post's share voucher. */
  received: boolean;
  voucher: ShareVoucher | null;
  /** The share prompt may show (after 10 s): not received, and a voucher with quantity left. */
  offer: boolean;
}

/**
 * On entering the room: has the viewer received the share voucher, and does the store have one?
 * A failure of either resets the voucher state (no offer).
 */
export async function checkShareVoucher(
  calls: { record: Call<{ success: boolean }>; search: Call<{ data: ShareVoucher | null }> },
  report: Reporter = defaultReporter,
): Promise<HelperResult<ShareVoucherCheck>> {
  const none: ShareVoucherCheck = { received: false, voucher: null, offer: false };
  const [record, search] = await Promise.all([
    attempt('live.voucher-record', calls.record, (data) => ({ received: data.success }), { received: false }, report),
    attempt('live.voucher-search', calls.search, (data) => ({ voucher: data.data }), { voucher: null }, report),
  ]);
  if (record.failed) return { ...none, failed: true, error: record.error };
  if (search.failed) return { ...none, failed: true, error: search.error };
  const offer = !record.received && search.voucher !== null && remainingQuantity(search.voucher) > 0;
  return { failed: false, received: record.received, voucher: search.voucher, offer };
}

/** POST /vouchers/{id}/acquire: with no quantity left nothing is called. */
export async function acquireShareVoucher(
  call: Call<{ success: boolean; message?: string }>,
  voucher: Pick<ShareVoucher, 'acquire_quantity' | 'used_acquire_quantity'>,
  report: Reporter = defaultReporter,
): Promise<HelperResult<{ success: boolean; skipped: boolean; message: string | null }>> {
  if (remainingQuantity(voucher) <= 0) return { failed: false, success: false, skipped: true, message: null };
  return attempt('live.voucher-acquire', call, (data) => ({ success: data.success, skipped: false, message: data.message ?? null }), { success: false, skipped: false, message: null }, report);
}

export function loadCoupons(call: Call<{ data: Coupon[] }>, report: Reporter = defaultReporter) {
  return attempt('live.coupons', call, (data) => ({ coupons: data.data }), { coupons: [] as Coupon[] }, report);
}

export function loadCommentBlacklist(call: Call<{ data: CommentBlacklistEntry[] }>, report: Reporter = defaultReporter) {
  return attempt('live.comment-blacklist', call, (data) => ({ entries: data.data }), { entries: [] as CommentBlacklistEntry[] }, report);
}

/** users/in-blacklist (commerce §6); a failure counts as not listed (the platform still refuses). */
export function loadInBlacklist(call: Call<{ is_in_blacklist: boolean }>, report: Reporter = defaultReporter) {
  return attempt('live.in-blacklist', call, (data) => ({ inBlacklist: data.is_in_blacklist }), { inBlacklist: false }, report);
}
