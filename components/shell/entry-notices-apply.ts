import { entryNoticesFromQuery, hasEntryNotices, withoutEntryFlags } from '@/lib/guards/entry-notices';
import { parseStorePath, pathSegments } from '@/lib/guards/paths';
import type { LoginReason, Toast } from './atoms';

export interface EntryNoticeLabels {
  verifySuccess: string;
  verifyFailed: string;
  passwordChanged: string;
}

export interface EntryNoticeActions {
  openLogin: (state: { open: true; reason: LoginReason }) => void;
  showToast: (toast: Pick<Toast, 'type' | 'message'>) => void;
  /** Replaces the address without the flags. */
  replaceUrl: (url: string) => void;
}

/**
 * Commerce §2 step 5 and issue 7 decision 6: loginRequired and login_status (failed, verifying)
 * open the login dialog; verify_status and passwordReset show a toast. The flags then leave the
 * URL so a reload or a shared link does not replay them. Loaded only when a flag is present.
 */
export function applyEntryNotices(pathname: string, query: URLSearchParams, labels: EntryNoticeLabels, actions: EntryNoticeActions): void {
  const notices = entryNoticesFromQuery(query);
  if (!hasEntryNotices(notices)) return;
  // The login page shows its own form and the social-return outcome: no dialog over it, and its
  // address (with a social token) is its own to clean.
  const onLoginPage = pathSegments(parseStorePath(pathname)?.rest ?? '')[0] === 'login';
  if (notices.openLoginDialog && !onLoginPage) {
    const reason: LoginReason = notices.loginRequired ? 'loginRequired' : notices.loginStatus === 'verifying' ? 'verifying' : 'loginFailed';
    actions.openLogin({ open: true, reason });
  }
  if (notices.verifyStatus === 'success') actions.showToast({ type: 'success', message: labels.verifySuccess });
  if (notices.verifyStatus === 'failed') actions.showToast({ type: 'error', message: labels.verifyFailed });
  if (notices.passwordChanged) actions.showToast({ type: 'success', message: labels.passwordChanged });
  if (onLoginPage) return;
  const rest = withoutEntryFlags(query).toString();
  actions.replaceUrl(`${pathname}${rest ? `?${rest}` : ''}`);
}
