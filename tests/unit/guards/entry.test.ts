import { describe, expect, it } from '@jest/globals';
import { entryNoticesFromQuery, hasEntryNotices, withoutEntryFlags } from '@/lib/guards/entry-notices';
import { liveModeFromQuery } from '@/lib/guards/live-mode';
import { localeFromQuery } from '@/lib/guards/locale';

const q = (query: string) => new URLSearchParams(query);
const NONE = { openLoginDialog: false, loginStatus: null, verifyStatus: null, passwordChanged: false, loginRequired: false };

describe('entry notices (guard 5)', () => {
  it('has nothing to show without flags', () => {
    expect(entryNoticesFromQuery(q(''))).toEqual(NONE);
    expect(hasEntryNotices(entryNoticesFromQuery(q('page=2')))).toBe(false);
  });
  it('opens the login dialog for login_status failed or verifying', () => {
    expect(entryNoticesFromQuery(q('login_status=failed'))).toEqual({ ...NONE, openLoginDialog: true, loginStatus: 'failed' });
    expect(entryNoticesFromQuery(q('login_status=verifying'))).toEqual({ ...NONE, openLoginDialog: true, loginStatus: 'verifying' });
    expect(entryNoticesFromQuery(q('login_status=success'))).toEqual(NONE);
  });
  it('opens the login dialog for loginRequired=true (issue 7 decision 6)', () => {
    expect(entryNoticesFromQuery(q('loginRequired=true'))).toEqual({ ...NONE, openLoginDialog: true, loginRequired: true });
    expect(entryNoticesFromQuery(q('loginRequired=1'))).toEqual(NONE);
  });
  it('reads verify_status and passwordReset', () => {
    expect(entryNoticesFromQuery(q('verify_status=success')).verifyStatus).toBe('success');
    expect(entryNoticesFromQuery(q('verify_status=failed')).verifyStatus).toBe('failed');
    expect(entryNoticesFromQuery(q('verify_status=maybe')).verifyStatus).toBeNull();
    expect(entryNoticesFromQuery(q('passwordReset=success')).passwordChanged).toBe(true);
    expect(entryNoticesFromQuery(q('passwordReset=failed')).passwordChanged).toBe(false);
    expect(hasEntryNotices(entryNoticesFromQuery(q('passwordReset=success')))).toBe(true);
  });
  it('drops the one-shot flags and keeps the rest', () => {
    expect(withoutEntryFlags(q('login_status=failed&verify_status=success&passwordReset=success&loginRequired=true&page=2')).toString()).toBe('page=2');
  });
});

describe('locale (guard 4)', () => {
  it('applies supported locales and ignores others', () => {
    expect(localeFromQuery(q('locale=en'))).toBe('en');
    expect(localeFromQuery(q('locale=zh-TW'))).toBe('zh-TW');
    expect(localeFromQuery(q('locale=xx'))).toBeNull();
    expect(localeFromQuery(q(''))).toBeNull();
  });
});

describe('liveModeFromQuery', () => {
  it('reads liveweb, sdk and cms_sdk; anything else is liveweb', () => {
    expect(liveModeFromQuery('sdk')).toBe('sdk');
    expect(liveModeFromQuery('cms_sdk')).toBe('cms_sdk');
    expect(liveModeFromQuery('liveweb')).toBe('liveweb');
    expect(liveModeFromQuery('SDK')).toBe('liveweb');
    expect(liveModeFromQuery('')).toBe('liveweb');
    expect(liveModeFromQuery(null)).toBe('liveweb');
    expect(liveModeFromQuery(undefined)).toBe('liveweb');
  });
});
