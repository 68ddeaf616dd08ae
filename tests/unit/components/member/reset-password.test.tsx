/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { ResetPasswordLabels } from '@/components/member/ResetPasswordForm';
import { nav, navigationModule } from '../shell/nav-mock';
import { typedBeforeHydration } from '../hydrate-typed';

type ForgotFn = typeof import('@/lib/api/password').requestPasswordReset;
type ResetFn = typeof import('@/lib/api/password').resetPassword;
const requestPasswordReset = jest.fn<ForgotFn>();
const resetPassword = jest.fn<ResetFn>();

jest.mock('next/navigation', () => navigationModule());
// The page calls the platform through server actions (no API client or zod in its bundle).
jest.mock('@/components/member/reset-password-actions', () => ({
  requestPasswordResetAction: (payload: Parameters<ForgotFn>[0]) => requestPasswordReset(payload),
  resetPasswordAction: (payload: Parameters<ResetFn>[0]) => resetPassword(payload),
}));

let ResetPasswordForm: typeof import('@/components/member/ResetPasswordForm').ResetPasswordForm;
let atoms: typeof import('@/components/shell/atoms');

beforeAll(async () => {
  ResetPasswordForm = (await import('@/components/member/ResetPasswordForm')).ResetPasswordForm;
  atoms = await import('@/components/shell/atoms');
});

const labels: ResetPasswordLabels = {
  requestLead: 'Enter your address.',
  email: 'E-mail address',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address.',
  requestSubmit: 'Send the link',
  requestSubmitting: 'Sending…',
  requestSent: 'If an account uses this address, a link is on its way.',
  resetLead: 'Choose a new password for {email}.',
  newPassword: 'New password',
  confirmation: 'New password (again)',
  passwordHint: 'At least 8 characters.',
  passwordRequired: 'Enter a new password.',
  passwordTooShort: 'Use at least 8 characters.',
  confirmationRequired: 'Enter the new password again.',
  confirmationMismatch: 'The passwords do not match.',
  resetSubmit: 'Change the password',
  resetSubmitting: 'Changing…',
  invalidLinkTitle: 'This link is invalid or has expired',
  invalidLinkBody: 'Request a new link.',
  requestNew: 'Request a new link',
  general: 'Something went wrong.',
};

const store = getDefaultStore();
const done = { ok: true as const, data: { success: true } };

beforeEach(() => {
  requestPasswordReset.mockReset();
  resetPassword.mockReset();
  nav.router.replace.mockReset();
  store.set(atoms.toastsAtom, []);
});

// The page's rules (field checks, targets, failures): tests/unit/member/password-reset.test.ts.
describe('ResetPasswordForm, step 1 (no token)', () => {
  it('checks the address, then shows the same answer for any address', async () => {
    requestPasswordReset.mockResolvedValue(done);
    render(<ResetPasswordForm labels={labels} store="demo" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    expect(requestPasswordReset).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' buyer@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(labels.requestSent)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(labels.requestSent);
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'buyer@example.com', store: 'demo' });
  });
});

describe('ResetPasswordForm, step 2 (the link)', () => {
  const fill = (password: string, confirmation: string) => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('New password (again)'), { target: { value: confirmation } });
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
  };

  it('says what is wrong with each field and sends nothing', () => {
    render(<ResetPasswordForm labels={labels} token="t1" email="buyer@example.com" store="demo" />);
    expect(screen.getByText('Choose a new password for buyer@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
    fill('short', 'short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(screen.getByLabelText('New password')).toHaveFocus();
    fill('long-enough', 'long-enougH');
    expect(screen.getByLabelText('New password (again)')).toHaveAccessibleDescription('The passwords do not match.');
    expect(screen.getByLabelText('New password (again)')).toHaveAttribute('aria-invalid', 'true');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('sends token, address and both passwords, then returns to the store with the notice', async () => {
    resetPassword.mockResolvedValue(done);
    render(<ResetPasswordForm labels={labels} token="t1" email="buyer@example.com" store="demo" />);
    fill('long-enough', 'long-enough');
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith('/demo/market?passwordReset=success'));
    expect(resetPassword).toHaveBeenCalledWith({ token: 't1', email: 'buyer@example.com', password: 'long-enough', password_confirmation: 'long-enough' });
  });

  it('goes home with the notice when the link names no store', async () => {
    resetPassword.mockResolvedValue(done);
    render(<ResetPasswordForm labels={labels} token="t1" email="buyer@example.com" />);
    fill('long-enough', 'long-enough');
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith('/?passwordReset=success'));
  });

  it('shows a spent or expired link clearly, with a way to ask for a new one', async () => {
    resetPassword.mockResolvedValue({ ok: false, error: { kind: 'status', status: 422, message: 'expired', report_type: 'PASSWORD_RESET_TOKEN_INVALID' } });
    render(<ResetPasswordForm labels={labels} token="old" email="buyer@example.com" store="demo" />);
    fill('long-enough', 'long-enough');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/member/reset-password?email=buyer%40example.com&store=demo');
    expect(nav.router.replace).not.toHaveBeenCalled();
  });

  it('shows other failures as an error toast and lets the buyer try again', async () => {
    resetPassword.mockResolvedValue({ ok: false, error: { kind: 'network', message: 'Failed to fetch' } });
    render(<ResetPasswordForm labels={labels} token="t1" email="buyer@example.com" />);
    fill('long-enough', 'long-enough');
    await waitFor(() => expect(store.get(atoms.toastsAtom)).toHaveLength(1));
    expect(store.get(atoms.toastsAtom)[0]).toMatchObject({ type: 'error', message: 'Something went wrong.' });
    expect(screen.getByRole('button', { name: 'Change the password' })).toBeEnabled();
  });
});

describe('ResetPasswordForm, typed before hydration', () => {
  it('sends the address the buyer typed over the link’s one before the page hydrated', async () => {
    requestPasswordReset.mockResolvedValue(done);
    const view = await typedBeforeHydration(<ResetPasswordForm labels={labels} email="old@example.com" store="demo" />, { email: 'new@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(labels.requestSent)).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'new@example.com', store: 'demo' });
    view.unmount();
  });

  it('sends both passwords typed before the page hydrated', async () => {
    resetPassword.mockResolvedValue(done);
    const view = await typedBeforeHydration(<ResetPasswordForm labels={labels} token="t1" email="buyer@example.com" store="demo" />, {
      password: 'long-enough',
      password_confirmation: 'long-enough',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith('/demo/market?passwordReset=success'));
    expect(resetPassword).toHaveBeenCalledWith({ token: 't1', email: 'buyer@example.com', password: 'long-enough', password_confirmation: 'long-enough' });
    view.unmount();
  });
});
