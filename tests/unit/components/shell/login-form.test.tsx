import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { Result } from '@/lib/api/result';
import type { LivewebMeAnswer, LoginAnswer } from '@/lib/schemas';

type LoginFn = typeof import('@/lib/api/auth').login;
type PassportFn = typeof import('@/lib/api/auth').passportLogin;
type MeFn = typeof import('@/lib/api/auth').getLivewebMe;
const login = jest.fn<LoginFn>();
const passportLogin = jest.fn<PassportFn>();
const getLivewebMe = jest.fn<MeFn>();

jest.mock('@/lib/api/auth', () => ({
  login: (...args: Parameters<LoginFn>) => login(...args),
  passportLogin: (...args: Parameters<PassportFn>) => passportLogin(...args),
  getLivewebMe: (...args: Parameters<MeFn>) => getLivewebMe(...args),
  socialSignInUrl: (provider: string, url: string) => `http://api.test/auth/${provider}?login_page_url=${encodeURIComponent(url)}&identity=buyer`,
}));

let LoginForm: typeof import('@/components/member/LoginForm').LoginForm;
let atoms: typeof import('@/components/shell/atoms');
let validation: typeof import('@/components/identity/login-validation');

beforeAll(async () => {
  LoginForm = (await import('@/components/member/LoginForm')).LoginForm;
  atoms = await import('@/components/shell/atoms');
  validation = await import('@/components/identity/login-validation');
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
  socialSigningIn: 'Signing you in…',
  close: 'Close',
  general: 'Something went wrong.',
  loggedIn: 'You are logged in.',
};

const ok = (token: string): Result<LoginAnswer> => ({ ok: true, data: { success: true, kirari_token: token } });
const store = getDefaultStore();

beforeEach(() => {
  login.mockReset();
  getLivewebMe.mockReset();
  getLivewebMe.mockResolvedValue({ ok: false, error: { kind: 'network', message: 'offline' } });
  document.cookie = 'kirari_locale=; Max-Age=0; Path=/';
  passportLogin.mockReset();
  store.set(atoms.toastsAtom, []);
  localStorage.clear();
  document.cookie = 'kirari_token=; Path=/; Max-Age=0';
});

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('validateLogin (commerce §5)', () => {
  it('needs an e-mail address that is valid and a password', () => {
    expect(validation.validateLogin({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(validation.validateLogin({ email: 'buyer@', password: 'x' })).toEqual({ email: 'invalid' });
    expect(validation.validateLogin({ email: ' buyer@example.com ', password: ' ' })).toEqual({});
  });
});

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
    expect(login).not.toHaveBeenCalled();
  });

  it('stores the token in cookie and local storage, then reports success', async () => {
    login.mockResolvedValue(ok('header.payload.sig'));
    const onSuccess = jest.fn();
    render(<LoginForm slug="demo" labels={labels} onSuccess={onSuccess} />);
    fill(' buyer@example.com ', 'kirari-demo');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('header.payload.sig'));
    expect(login).toHaveBeenCalledWith({ email: 'buyer@example.com', password: 'kirari-demo' });
    expect(document.cookie).toContain('kirari_token=header.payload.sig');
    expect(localStorage.getItem('kirari_token')).toBe('header.payload.sig');
  });

  it("applies the member's profile locale at sign-in unless the buyer chose one", async () => {
    login.mockResolvedValue(ok('header.payload.sig'));
    // Only the fields the sign-in step reads.
    const profile = { user: { id: 1, email: 'buyer@example.com', locale: 'zh_TW' }, guest: null } as unknown as LivewebMeAnswer;
    getLivewebMe.mockResolvedValue({ ok: true, data: profile });
    const onSuccess = jest.fn();
    render(<LoginForm slug="demo" labels={labels} onSuccess={onSuccess} />);
    fill('buyer@example.com', 'kirari-demo');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(getLivewebMe).toHaveBeenCalledWith({ token: 'header.payload.sig' });
    expect(document.cookie).toContain('kirari_locale=zh-TW');
  });

  it('signs in even when the profile cannot be read', async () => {
    login.mockResolvedValue(ok('header.payload.sig'));
    getLivewebMe.mockRejectedValue(new Error('boom'));
    const onSuccess = jest.fn();
    render(<LoginForm slug="demo" labels={labels} onSuccess={onSuccess} />);
    fill('buyer@example.com', 'kirari-demo');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('header.payload.sig'));
    expect(document.cookie).not.toContain('kirari_locale=');
  });

  it('shows EMAIL_OR_PASSWORD_INCORRECT translated in the form', async () => {
    login.mockResolvedValue({ ok: false, error: { kind: 'status', status: 401, message: 'The email or password is incorrect.', report_type: 'EMAIL_OR_PASSWORD_INCORRECT' } });
    render(<LoginForm slug="demo" labels={labels} onSuccess={jest.fn()} />);
    fill('buyer@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is incorrect.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(localStorage.getItem('kirari_token')).toBeNull();
  });

  it('shows other failures through the general error display (a toast)', async () => {
    login.mockResolvedValueOnce({ ok: false, error: { kind: 'status', status: 422, message: { email: ['The email field must be a valid email address.'], password: ['Too short.'] } } });
    render(<LoginForm slug="demo" labels={labels} onSuccess={jest.fn()} />);
    fill('buyer@example.com', 'x');
    await waitFor(() => expect(store.get(atoms.toastsAtom)).toHaveLength(1));
    expect(store.get(atoms.toastsAtom)[0]).toMatchObject({ type: 'error', message: 'The email field must be a valid email address.; Too short.' });

    login.mockResolvedValueOnce({ ok: false, error: { kind: 'network', message: 'Failed to fetch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(atoms.toastsAtom)).toHaveLength(2));
    expect(store.get(atoms.toastsAtom)[1].message).toBe('Something went wrong.');
  });

  it('logs in with a passport token and translates PASSPORT_TOKEN_EXPIRED_OR_INVALID', async () => {
    passportLogin.mockResolvedValueOnce({ ok: false, error: { kind: 'status', status: 401, message: 'expired', report_type: 'PASSPORT_TOKEN_EXPIRED_OR_INVALID' } });
    const onSuccess = jest.fn();
    render(<LoginForm slug="demo" labels={labels} onSuccess={onSuccess} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in with token' }));
    expect(screen.getByLabelText('Passport token')).toHaveAccessibleDescription('Enter the passport token.');
    fireEvent.change(screen.getByLabelText('Passport token'), { target: { value: 'passport-demo-expired' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in with token' }));
    await waitFor(() => expect(screen.getByLabelText('Passport token')).toHaveAccessibleDescription('The passport token has expired or is invalid.'));
    passportLogin.mockResolvedValueOnce(ok('p.q.r'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in with token' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('p.q.r'));
    expect(passportLogin).toHaveBeenLastCalledWith('passport-demo-expired');
  });

  it('signs in at once with a handed-over passport token', async () => {
    passportLogin.mockResolvedValue(ok('p.q.r'));
    const onSuccess = jest.fn();
    render(<LoginForm slug="demo" labels={labels} onSuccess={onSuccess} passportToken="passport-demo-valid" />);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(passportLogin).toHaveBeenCalledTimes(1);
  });

  it('links both social providers back to this store’s login page', () => {
    render(<LoginForm slug="demo" labels={labels} onSuccess={jest.fn()} />);
    const back = encodeURIComponent(`${window.location.origin}/demo/login`);
    expect(screen.getByRole('link', { name: 'Log in with LINE' })).toHaveAttribute('href', `http://api.test/auth/line?login_page_url=${back}&identity=buyer`);
    expect(screen.getByRole('link', { name: 'Log in with Facebook' })).toHaveAttribute('href', `http://api.test/auth/facebook?login_page_url=${back}&identity=buyer`);
  });
});
