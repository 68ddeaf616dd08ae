/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { login } from '@/lib/api/auth';
import { requestPasswordReset, resetPassword, sendVerificationEmail, verifyEmail } from '@/lib/api/password';
import {
  ForgotPasswordAnswer,
  LoginAnswer,
  ResetPasswordAnswer,
  SentMailList,
  VerificationNoticeAnswer,
  VerifyEmailAnswer,
  type SentMail,
} from '@/lib/schemas';
import { MAIL_TOKEN_TTL_MS } from '@/platform/routes/password';
import { DEMO, expectAnswer, expectFailure, expectParses, raw, setupHarness } from './harness';

const harness = setupHarness({ reset: true });

async function mail(to?: string): Promise<SentMail[]> {
  const answer = await raw(harness.api, `/__control/mail${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(answer.status).toBe(200);
  return expectParses(SentMailList, JSON.parse(answer.text)).data;
}

const linkQuery = (item: SentMail) => new URL(item.path, 'http://storefront.test').searchParams;

describe('POST /api/v1/auth/password/forgot', () => {
  it('answers the same for a member and an unknown address; only the member gets a link, with the store', async () => {
    const known = expectAnswer(ForgotPasswordAnswer, await requestPasswordReset({ email: DEMO.email, store: 'demo' }));
    const unknown = expectAnswer(ForgotPasswordAnswer, await requestPasswordReset({ email: 'nobody@example.com' }));
    expect(unknown).toEqual(known);
    expect(known.success).toBe(true);
    const sent = await mail();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'password_reset', to: DEMO.email });
    expect(sent[0].path).toMatch(/^\/member\/reset-password\?/);
    expect(sent[0].url.endsWith(sent[0].path)).toBe(true);
    const query = linkQuery(sent[0]);
    expect(query.get('email')).toBe(DEMO.email);
    expect(query.get('store')).toBe('demo');
    expect(query.get('token')).toEqual(expect.any(String));
  });

  it('leaves an unknown store out of the link, and refuses a malformed address with 422', async () => {
    expectAnswer(ForgotPasswordAnswer, await requestPasswordReset({ email: DEMO.email, store: 'no-such-store' }));
    expect(linkQuery((await mail(DEMO.email))[0]).has('store')).toBe(false);
    const body = expectFailure(await requestPasswordReset({ email: 'not-an-email' }), 422);
    expect(body.errors?.email).toBeDefined();
  });
});

describe('POST /api/v1/auth/password/reset', () => {
  async function resetLink(): Promise<{ token: string; email: string }> {
    expectAnswer(ForgotPasswordAnswer, await requestPasswordReset({ email: DEMO.email }));
    const sent = await mail(DEMO.email);
    const query = linkQuery(sent[sent.length - 1]);
    return { token: query.get('token') ?? '', email: query.get('email') ?? '' };
  }

  it('sets the new password: login with it succeeds, with the old one fails; the link works once', async () => {
    const link = await resetLink();
    const next = 'brand-new-pass';
    const answer = expectAnswer(ResetPasswordAnswer, await resetPassword({ ...link, password: next, password_confirmation: next }));
    expect(answer.success).toBe(true);
    expectAnswer(LoginAnswer, await login({ email: DEMO.email, password: next }));
    expectFailure(await login(DEMO), 401, 'EMAIL_OR_PASSWORD_INCORRECT');
    expectFailure(await resetPassword({ ...link, password: 'another-pass', password_confirmation: 'another-pass' }), 422, 'PASSWORD_RESET_TOKEN_INVALID');
  });

  it('answers 422 PASSWORD_RESET_TOKEN_INVALID for an unknown token, a token of another address, an expired or a replaced one', async () => {
    const good = { password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };
    const invalid = expectFailure(await resetPassword({ token: 'nope', email: DEMO.email, ...good }), 422, 'PASSWORD_RESET_TOKEN_INVALID');
    expect(invalid.errors?.token).toBeDefined();

    const first = await resetLink();
    expectFailure(await resetPassword({ ...first, email: 'social-buyer@example.com', ...good }), 422, 'PASSWORD_RESET_TOKEN_INVALID');
    // A newer link replaces the older one.
    const second = await resetLink();
    expectFailure(await resetPassword({ ...first, ...good }), 422, 'PASSWORD_RESET_TOKEN_INVALID');

    const realNow = harness.platform.ctx.now;
    harness.platform.ctx.now = () => realNow() + MAIL_TOKEN_TTL_MS + 1000;
    try {
      expectFailure(await resetPassword({ ...second, ...good }), 422, 'PASSWORD_RESET_TOKEN_INVALID');
    } finally {
      harness.platform.ctx.now = realNow;
    }
    expectAnswer(LoginAnswer, await login(DEMO));
  });

  it('answers 422 with field messages for a short password or a confirmation that differs, keeping the link usable', async () => {
    const link = await resetLink();
    const short = expectFailure(await resetPassword({ ...link, password: 'short', password_confirmation: 'short' }), 422);
    expect(short.errors?.password).toBeDefined();
    const differs = expectFailure(await resetPassword({ ...link, password: 'brand-new-pass', password_confirmation: 'brand-new-pasS' }), 422);
    expect(differs.errors?.password_confirmation).toBeDefined();
    expectAnswer(ResetPasswordAnswer, await resetPassword({ ...link, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' }));
  });

  it('gives a member from social sign-in a password', async () => {
    expectAnswer(ForgotPasswordAnswer, await requestPasswordReset({ email: 'social-buyer@example.com' }));
    const query = linkQuery((await mail('social-buyer@example.com'))[0]);
    const payload = { token: query.get('token') ?? '', email: 'social-buyer@example.com', password: 'social-pass-1', password_confirmation: 'social-pass-1' };
    expectAnswer(ResetPasswordAnswer, await resetPassword(payload));
    expectAnswer(LoginAnswer, await login({ email: payload.email, password: payload.password }));
  });
});

describe('e-mail verification', () => {
  it('sends a member a link to /{store}/member/email-verify; verifying it marks the address verified, once', async () => {
    // The social member is "verifying"; a reset gives them a password to sign in with.
    expectAnswer(ForgotPasswordAnswer, await requestPasswordReset({ email: 'social-buyer@example.com' }));
    const reset = linkQuery((await mail('social-buyer@example.com'))[0]);
    const pass = 'social-pass-1';
    expectAnswer(ResetPasswordAnswer, await resetPassword({ token: reset.get('token') ?? '', email: 'social-buyer@example.com', password: pass, password_confirmation: pass }));
    const token = expectAnswer(LoginAnswer, await login({ email: 'social-buyer@example.com', password: pass })).kirari_token;

    expectFailure(await sendVerificationEmail({ store: 'demo' }, { token: null }), 401);
    expectAnswer(VerificationNoticeAnswer, await sendVerificationEmail({ store: 'demo' }, { token }));
    const sent = (await mail('social-buyer@example.com')).filter((item) => item.kind === 'email_verification');
    expect(sent).toHaveLength(1);
    expect(sent[0].path).toMatch(/^\/demo\/member\/email-verify\?token=/);
    const verifyToken = linkQuery(sent[0]).get('token') ?? '';

    expectAnswer(VerifyEmailAnswer, await verifyEmail({ token: verifyToken }));
    const user = harness.platform.ctx.state.users.find((record) => record.user.email === 'social-buyer@example.com');
    expect(user?.user.status).toBe('verified');
    expectFailure(await verifyEmail({ token: verifyToken }), 422, 'EMAIL_VERIFY_TOKEN_INVALID');
    expectFailure(await verifyEmail({ token: 'nope' }), 422, 'EMAIL_VERIFY_TOKEN_INVALID');
  });
});
