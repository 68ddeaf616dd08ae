/**
 * Guard step 5: one-shot query flags on entry (commerce §2, live-room §2/§8, issue 7 decision 6).
 * The page shows them once and may drop them from the URL with `withoutEntryFlags`.
 */

export const ENTRY_QUERY_FLAGS = ['login_status', 'verify_status', 'passwordReset', 'loginRequired'] as const;

export interface EntryNotices {
  /** login_status failed|verifying, or loginRequired=true. */
  openLoginDialog: boolean;
  loginStatus: 'failed' | 'verifying' | null;
  /** success: the verify_success_login message; failed: the verify error flag. */
  verifyStatus: 'success' | 'failed' | null;
  /** passwordReset=success: the password-changed message. */
  passwordChanged: boolean;
  loginRequired: boolean;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export function entryNoticesFromQuery(search: URLSearchParams): EntryNotices {
  const loginStatus = oneOf(search.get('login_status'), ['failed', 'verifying'] as const);
  const loginRequired = search.get('loginRequired') === 'true';
  return {
    openLoginDialog: loginStatus !== null || loginRequired,
    loginStatus,
    verifyStatus: oneOf(search.get('verify_status'), ['success', 'failed'] as const),
    passwordChanged: search.get('passwordReset') === 'success',
    loginRequired,
  };
}

export function hasEntryNotices(notices: EntryNotices): boolean {
  return notices.openLoginDialog || notices.verifyStatus !== null || notices.passwordChanged;
}

/** The query without the entry flags, so a reload does not show the notices again. */
export function withoutEntryFlags(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(search);
  for (const flag of ENTRY_QUERY_FLAGS) kept.delete(flag);
  return kept;
}
