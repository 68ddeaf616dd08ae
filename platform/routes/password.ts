import { randomBytes } from 'node:crypto';
import {
  EMAIL_VERIFY_TOKEN_INVALID,
  ForgotPasswordPayload,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TOKEN_INVALID,
  ResetPasswordPayload,
  VerificationNoticePayload,
  VerifyEmailPayload,
  type SentMail,
} from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { error, json, type Router } from '../http';
import { pushBounded } from '../bounded';
import { DEFAULT_STOREFRONT_URL } from '../state';
import type { UserRecord } from '../seed/users';
import { isReply, requireMember } from './identity';
import { invalid, iso, parseBody, success } from './support';

/**
 * Platform extensions (issue 7, decision 2): password reset and e-mail verification. The platform
 * sends no e-mail (issue 5, item 4); each link it would send is kept in the mailbox and listed by
 * the control API `GET /__control/mail`, so tests can follow it.
 */

/** Reset and verification links stay valid this long, and once. */
export const MAIL_TOKEN_TTL_MS = 60 * 60 * 1000;

interface MailToken {
  token: string;
  userId: number;
  expiresAtMs: number;
}

export interface Mailbox {
  resets: MailToken[];
  verifications: MailToken[];
  sent: SentMail[];
}

/** Mails kept for `/__control/mail`; the oldest go first. */
export const MAX_SENT_MAIL = 500;

const FORGOT_MESSAGE = 'If the address belongs to an account, we have sent a link to reset the password.';

function storefrontUrl(): string {
  return (process.env.STOREFRONT_URL ?? DEFAULT_STOREFRONT_URL).replace(/\/+$/, '');
}

function byEmail(ctx: PlatformContext, email: string): UserRecord | undefined {
  return ctx.state.users.find((record) => record.user.email.toLowerCase() === email.toLowerCase());
}

/** Issues a one-time token for the user (older ones of the same kind stop working) and "sends" the link. */
function send(ctx: PlatformContext, kind: SentMail['kind'], record: UserRecord, linkPath: (token: string) => string): void {
  const { mailbox } = ctx.state;
  const list = kind === 'password_reset' ? mailbox.resets : mailbox.verifications;
  const token = randomBytes(24).toString('base64url');
  const kept = list.filter((entry) => entry.userId !== record.user.id);
  list.splice(0, list.length, ...kept, { token, userId: record.user.id, expiresAtMs: ctx.now() + MAIL_TOKEN_TTL_MS });
  const path = linkPath(token);
  pushBounded(mailbox.sent, MAX_SENT_MAIL, { id: (mailbox.sent.at(-1)?.id ?? 0) + 1, kind, to: record.user.email, url: `${storefrontUrl()}${path}`, path, sent_at: iso(ctx.now()) });
}

/** Takes a live token out of the list (one use); null when unknown, used or expired. */
function consume(ctx: PlatformContext, list: MailToken[], token: string, userId?: number): MailToken | null {
  const index = list.findIndex((entry) => entry.token === token && (userId === undefined || entry.userId === userId));
  if (index < 0) return null;
  const [entry] = list.splice(index, 1);
  return entry.expiresAtMs > ctx.now() ? entry : null;
}

/** "Sends" the member a verification link to the storefront's e-mail-verify page of `store`. */
export function sendVerificationLink(ctx: PlatformContext, record: UserRecord, store: string): void {
  send(ctx, 'email_verification', record, (token) => `/${encodeURIComponent(store)}/member/email-verify?${new URLSearchParams({ token })}`);
}

export function registerPasswordRoutes(router: Router, ctx: PlatformContext): void {
  // The same answer for every well-formed address: it must not tell which addresses have accounts.
  router.post('/api/v1/auth/password/forgot', (req) => {
    const parsed = parseBody(ForgotPasswordPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const { email, store } = parsed.data;
    const record = byEmail(ctx, email);
    if (record) {
      const known = store && ctx.state.stores.some((s) => s.slug === store) ? store : null;
      send(ctx, 'password_reset', record, (token) => {
        const query = new URLSearchParams({ token, email: record.user.email });
        if (known) query.set('store', known);
        return `/member/reset-password?${query}`;
      });
    }
    return success(ctx, FORGOT_MESSAGE);
  });

  router.post('/api/v1/auth/password/reset', (req) => {
    const parsed = parseBody(ResetPasswordPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const { token, email, password, password_confirmation: confirmation } = parsed.data;
    if (password.length < PASSWORD_MIN_LENGTH) return invalid({ password: [`The password field must be at least ${PASSWORD_MIN_LENGTH} characters.`] });
    if (password !== confirmation) return invalid({ password_confirmation: ['The password field confirmation does not match.'] });
    const record = byEmail(ctx, email);
    const entry = record ? consume(ctx, ctx.state.mailbox.resets, token, record.user.id) : null;
    if (!record || !entry) {
      return error(422, 'This password reset link is invalid or has expired.', {
        report_type: PASSWORD_RESET_TOKEN_INVALID,
        errors: { token: ['This password reset link is invalid or has expired.'] },
      });
    }
    record.password = password;
    record.user.has_password = true;
    return success(ctx, 'Your password has been reset.');
  });

  router.post('/api/v1/me/email/verification-notification', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const parsed = parseBody(VerificationNoticePayload, req.body);
    if (!parsed.ok) return parsed.reply;
    if (member.user.status === 'verified') return success(ctx, 'The e-mail address is already verified.');
    sendVerificationLink(ctx, member, parsed.data.store);
    return success(ctx, 'A verification link has been sent.');
  });

  router.post('/api/v1/auth/email/verify', (req) => {
    const parsed = parseBody(VerifyEmailPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const entry = consume(ctx, ctx.state.mailbox.verifications, parsed.data.token);
    const record = entry ? ctx.state.users.find((u) => u.user.id === entry.userId) : undefined;
    if (!record) return error(422, 'This verification link is invalid or has expired.', { report_type: EMAIL_VERIFY_TOKEN_INVALID });
    record.user.status = 'verified';
    return success(ctx, 'The e-mail address is verified.');
  });

  // Control API (tests and demos): the links the platform "sent", oldest first; `?to=` filters by address.
  router.get('/__control/mail', (req) => {
    const to = req.query.get('to')?.toLowerCase();
    return json({ data: ctx.state.mailbox.sent.filter((mail) => !to || mail.to.toLowerCase() === to) });
  });
}
