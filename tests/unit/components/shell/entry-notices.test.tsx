/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { nav, navigationModule } from './nav-mock';

jest.mock('next/navigation', () => navigationModule());

let EntryNotices: typeof import('@/components/shell/EntryNotices').EntryNotices;
let atoms: typeof import('@/components/shell/atoms');

beforeAll(async () => {
  EntryNotices = (await import('@/components/shell/EntryNotices')).EntryNotices;
  atoms = await import('@/components/shell/atoms');
});

const store = getDefaultStore();
const labels = { verifySuccess: 'Verified. Please log in.', verifyFailed: 'Verification failed.', passwordChanged: 'Password changed.' };
const toasts = () => store.get(atoms.toastsAtom).map(({ type, message }) => ({ type, message }));

/** Renders on the path, then lets the lazily loaded rules run. */
async function visit(path: string) {
  const url = new URL(path, 'http://localhost');
  nav.pathname = url.pathname;
  nav.search = url.searchParams;
  window.history.replaceState(null, '', path);
  const view = render(<EntryNotices labels={labels} />);
  await act(async () => {
    await import('@/components/shell/entry-notices-apply');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

beforeEach(() => {
  store.set(atoms.loginDialogAtom, { open: false });
  store.set(atoms.toastsAtom, []);
});

describe('EntryNotices', () => {
  it('opens the login dialog for loginRequired=true and drops the flag from the URL', async () => {
    await visit('/demo/market?loginRequired=true&keyword=tea');
    expect(store.get(atoms.loginDialogAtom)).toEqual({ open: true, reason: 'loginRequired' });
    expect(window.location.pathname + window.location.search).toBe('/demo/market?keyword=tea');
    expect(toasts()).toEqual([]);
  });

  it.each([
    ['failed', 'loginFailed'],
    ['verifying', 'verifying'],
  ] as const)('opens the login dialog for login_status=%s', async (status, reason) => {
    await visit(`/demo/market?login_status=${status}`);
    expect(store.get(atoms.loginDialogAtom)).toEqual({ open: true, reason });
  });

  it('ignores other login_status and loginRequired values', async () => {
    await visit('/demo/market?login_status=success&loginRequired=1');
    expect(store.get(atoms.loginDialogAtom).open).toBe(false);
  });

  it('shows the verified message for verify_status=success and an error for failed', async () => {
    await visit('/demo/market?verify_status=success');
    expect(toasts()).toEqual([{ type: 'success', message: 'Verified. Please log in.' }]);
    store.set(atoms.toastsAtom, []);
    await visit('/demo/market?verify_status=failed');
    expect(toasts()).toEqual([{ type: 'error', message: 'Verification failed.' }]);
    expect(store.get(atoms.loginDialogAtom).open).toBe(false);
  });

  it('shows the password-changed message for passwordReset=success only', async () => {
    await visit('/demo/market?passwordReset=done');
    expect(toasts()).toEqual([]);
    await visit('/demo/market?passwordReset=success');
    expect(toasts()).toEqual([{ type: 'success', message: 'Password changed.' }]);
    expect(window.location.search).toBe('');
  });

  it('does not open the dialog over the login page, which shows the outcome itself', async () => {
    await visit('/demo/login?login_status=failed');
    expect(store.get(atoms.loginDialogAtom).open).toBe(false);
    expect(window.location.search).toBe('?login_status=failed');
  });

  it('shows a notice once per visit, not again on a re-render', async () => {
    const view = await visit('/demo/market?verify_status=success');
    view.rerender(<EntryNotices labels={labels} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(toasts()).toHaveLength(1);
  });
});
