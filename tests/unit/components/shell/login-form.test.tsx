/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { SignInResult } from '@/components/identity/actions';
import { trusted } from '../../url/trusted';

// The server actions: the browser never sees the token they set as an HttpOnly cookie.
const loginAction = jest.fn<(input: unknown) => Promise<SignInResult>>();
const passportLoginAction = jest.fn<(input: unknown) => Promise<SignInResult>>();
jest.mock('@/components/identity/actions', () => ({
  loginAction: (input: unknown) => loginAction(input),
  passportLoginAction: (input: unknown) => passportLoginAction(input),
}));

let LoginForm: typeof import('@/components/member/LoginForm').LoginForm;
let PassportConfirm: typeof import('@/components/identity/PassportConfirm').PassportConfirm;
let atoms: typeof import('@/components/shell/atoms');

beforeAll(async () => {
  LoginForm = (await import('@/components/member/LoginForm')).LoginForm;
  PassportConfirm = (await import('@/components/identity/PassportConfirm')).PassportConfirm;
  atoms = await import('@/components/shell/atoms');
});

const labels = {
  title: 'Log in',
  lead: 'Log in to shop.',
  reasons: { loginRequired: 'Please log in.', loginFailed: 'Social sign-in failed.', verifying: 'Verify first.', action: 'Log in to continue.' },
  email: 'E-mail address',
  password: 'Password',
  submit: 'Log in',
  submitting: 'Logging in…',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordRequired: 'Enter your password.',
  incorrect: 'The e-mail address or password is incorrect.',
  passportInvalid: 'The passport token has expired or is invalid.',
  passportHeading: 'Log in with a passport token',
  passportToken: 'Passport token',
  passportRequired: 'Enter the passport token.',
  passportSubmit: 'Log in with token',
  or: 'or',
  withLine: 'Log in with LINE',
  withFacebook: 'Log in with Facebook',
  socialRefused: 'Nobody was signed in.',
  close: 'Close',
  general: 'Something went wrong.',
  loggedIn: 'You are logged in.',
  frame: { lead: 'Embedded.', open: 'Log in in a new window', waiting: 'Waiting.', popupBlocked: 'Blocked.', closed: 'Closed.', expired: 'Expired.', invalid: 'Invalid.', failed: 'Failed.' },
};

const signedIn: SignInResult = { ok: true };
const refused = (report_type: string, message = 'x'): SignInResult => ({ ok: false, kind: 'api', error: { kind: 'status', status: 401, message, report_type } });
const store = getDefaultStore();

beforeEach(() => {
  loginAction.mockReset();
  passportLoginAction.mockReset();
  store.set(atoms.toastsAtom, []);
  localStorage.clear();
});

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

// The field rules themselves (validateLogin, validatePassport): tests/unit/identity/login-validation.test.ts.
describe('LoginForm', () => {
  it('says what is wrong with each field and sends nothing', () => {
    render(<LoginForm slug="demo" labels={labels} onSuccess={jest.fn()} />);
    fill('', '');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    fill('not-an-address', 'secret');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(loginAction).not.toHaveBeenCalled();
  });

  it('signs in through the server action and keeps no token in the page', async () => {
    loginAction.mockResolvedValue(signedIn);
    const onSuccess = jest.fn();
    render(<LoginForm slug="demo" labels={labels} onSuccess={onSuccess} />);
    fill(' buyer@example.com ', 'kirari-demo');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(loginAction).toHaveBeenCalledWith({ email: 'buyer@example.com', password: 'kirari-demo' });
    expect(localStorage.length).toBe(0);
    expect(document.cookie).not.toContain('kirari_token');
  });

  it('shows the rate limit message in the form and keeps what was typed', async () => {
    loginAction.mockResolvedValue({ ok: false, kind: 'limited', message: 'Too many sign-in attempts. Please try again in 42 seconds.' });
    const onSuccess = jest.fn();
    render(<LoginForm slug="demo" labels={labels} onSuccess={onSuccess} />);
    fill('buyer@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('try again in 42 seconds');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('buyer@example.com');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('says something went wrong when the server action cannot be reached', async () => {
    loginAction.mockRejectedValue(new Error('offline'));
    render(<LoginForm slug="demo" labels={labels} onSuccess={jest.fn()} />);
    fill('buyer@example.com', 'kirari-demo');
    await waitFor(() => expect(store.get(atoms.toastsAtom).map((t) => t.message)).toEqual(['Something went wrong.']));
  });

  it('shows EMAIL_OR_PASSWORD_INCORRECT translated in the form', async () => {
    loginAction.mockResolvedValue(refused('EMAIL_OR_PASSWORD_INCORRECT', 'The email or password is incorrect.'));
    render(<LoginForm slug="demo" labels={labels} onSuccess={jest.fn()} />);
    fill('buyer@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is incorrect.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(localStorage.getItem('kirari_token')).toBeNull();
  });

  it('shows other failures through the general error display (a toast)', async () => {
    loginAction.mockResolvedValueOnce({ ok: false, kind: 'api', error: { kind: 'status', status: 422, message: { email: ['The email field must be a valid email address.'], password: ['Too short.'] } } });
    render(<LoginForm slug="demo" labels={labels} onSuccess={jest.fn()} />);
    fill('buyer@example.com', 'x');
    await waitFor(() => expect(store.get(atoms.toastsAtom)).toHaveLength(1));
    expect(store.get(atoms.toastsAtom)[0]).toMatchObject({ type: 'error', message: 'The email field must be a valid email address.; Too short.' });

    loginAction.mockResolvedValueOnce({ ok: false, kind: 'api', error: { kind: 'network', message: 'Failed to fetch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(atoms.toastsAtom)).toHaveLength(2));
    expect(store.get(atoms.toastsAtom)[1].message).toBe('Something went wrong.');
  });

  it('logs in with a passport token and translates PASSPORT_TOKEN_EXPIRED_OR_INVALID', async () => {
    passportLoginAction.mockResolvedValueOnce(refused('PASSPORT_TOKEN_EXPIRED_OR_INVALID', 'expired'));
    const onSuccess = jest.fn();
    render(<LoginForm slug="demo" labels={labels} onSuccess={onSuccess} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in with token' }));
    expect(screen.getByLabelText('Passport token')).toHaveAccessibleDescription('Enter the passport token.');
    fireEvent.change(screen.getByLabelText('Passport token'), { target: { value: 'passport-demo-expired' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in with token' }));
    await waitFor(() => expect(screen.getByLabelText('Passport token')).toHaveAccessibleDescription('The passport token has expired or is invalid.'));
    passportLoginAction.mockResolvedValueOnce(signedIn);
    fireEvent.click(screen.getByRole('button', { name: 'Log in with token' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(passportLoginAction).toHaveBeenLastCalledWith('passport-demo-expired');
  });

  it('starts social sign-in at the storefront, which sets the state nonce before the hop', () => {
    render(<LoginForm slug="demo" labels={labels} onSuccess={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Log in with LINE' })).toHaveAttribute('href', '/demo/login/social?provider=line');
    expect(screen.getByRole('link', { name: 'Log in with Facebook' })).toHaveAttribute('href', '/demo/login/social?provider=facebook');
  });
});

describe('PassportConfirm (a passport link needs a click)', () => {
  const confirmLabels = {
    title: 'Sign in with this link?',
    body: 'You opened a sign-in link for Demo Store.',
    warning: 'Only continue if you asked for it.',
    confirm: 'Sign in',
    confirming: 'Signing in…',
    cancel: 'Cancel',
    invalid: 'The passport token has expired or is invalid.',
    general: 'Something went wrong.',
  };

  it('does nothing until the buyer confirms, then signs in once', async () => {
    passportLoginAction.mockResolvedValue(signedIn);
    const onSuccess = jest.fn();
    render(<PassportConfirm token="passport-demo-valid" labels={confirmLabels} onSuccess={onSuccess} cancelHref={trusted('/demo/login')} />);
    expect(screen.getByText('You opened a sign-in link for Demo Store.')).toBeInTheDocument();
    expect(passportLoginAction).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/demo/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(passportLoginAction).toHaveBeenCalledWith('passport-demo-valid');
  });

  it('says why a refused link did not sign in', async () => {
    passportLoginAction.mockResolvedValue(refused('PASSPORT_TOKEN_EXPIRED_OR_INVALID'));
    const onSuccess = jest.fn();
    render(<PassportConfirm token="passport-demo-expired" labels={confirmLabels} onSuccess={onSuccess} cancelHref={trusted('/demo/login')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passport token has expired or is invalid.');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
