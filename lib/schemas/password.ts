import { z } from 'zod';
import { successAnswer } from './common';
import { STORE_SLUG } from './store-slug';

/**
 * Password reset and e-mail verification: platform extensions (issue 7, decision 2). The specs
 * list no calls for them; these are our design, in the same wire shapes as every other call.
 *
 * - POST /api/v1/auth/password/forgot   { email, store? }                                  → { success, message? }
 *   Always the same answer, whether or not the address belongs to a member.
 * - POST /api/v1/auth/password/reset    { token, email, password, password_confirmation }  → { success, message? }
 *   422 `PASSWORD_RESET_TOKEN_INVALID` for an unknown, used or expired token; 422 field messages otherwise.
 * - POST /api/v1/me/email/verification-notification (member)  { store }                     → { success, message? }
 * - POST /api/v1/auth/email/verify      { token }                                          → { success, message? }
 *   422 `EMAIL_VERIFY_TOKEN_INVALID` for an unknown, used or expired token.
 * The platform sends no e-mail: the links it "sent" are listed by `GET /__control/mail`.
 */

/** Not shown in spec: our design. The least length of a new password. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RESET_TOKEN_INVALID = 'PASSWORD_RESET_TOKEN_INVALID';
export const EMAIL_VERIFY_TOKEN_INVALID = 'EMAIL_VERIFY_TOKEN_INVALID';

// Refine, not trim: a password must reach the platform unchanged.
const required = z.string().refine((value) => value.trim().length > 0, { message: 'Required' });
const storeSlug = z.string().regex(STORE_SLUG);

/** POST /api/v1/auth/password/forgot. `store` puts the store's slug into the link, for the way back. */
export const ForgotPasswordPayload = z.object({ email: z.email(), store: storeSlug.optional() });
export type ForgotPasswordPayload = z.infer<typeof ForgotPasswordPayload>;
export const ForgotPasswordAnswer = successAnswer;
export type ForgotPasswordAnswer = z.infer<typeof ForgotPasswordAnswer>;

/** POST /api/v1/auth/password/reset. Length and confirmation are checked by the platform (422 field messages). */
export const ResetPasswordPayload = z.object({ token: required, email: z.email(), password: required, password_confirmation: z.string() });
export type ResetPasswordPayload = z.infer<typeof ResetPasswordPayload>;
export const ResetPasswordAnswer = successAnswer;
export type ResetPasswordAnswer = z.infer<typeof ResetPasswordAnswer>;

/** POST /api/v1/me/email/verification-notification: the link leads to `/{store}/member/email-verify`. */
export const VerificationNoticePayload = z.object({ store: storeSlug });
export type VerificationNoticePayload = z.infer<typeof VerificationNoticePayload>;
export const VerificationNoticeAnswer = successAnswer;

/** POST /api/v1/auth/email/verify */
export const VerifyEmailPayload = z.object({ token: required });
export type VerifyEmailPayload = z.infer<typeof VerifyEmailPayload>;
export const VerifyEmailAnswer = successAnswer;

/** A link the platform would have e-mailed (control API `GET /__control/mail`; tests only). */
export const SentMail = z.object({
  id: z.number().int().nonnegative(),
  kind: z.enum(['password_reset', 'email_verification']),
  to: z.string(),
  /** Absolute, on the storefront host the platform knows (STOREFRONT_URL). */
  url: z.string(),
  /** The same link as a path and query, for any storefront host. */
  path: z.string(),
  sent_at: z.string(),
});
export type SentMail = z.infer<typeof SentMail>;
export const SentMailList = z.object({ data: z.array(SentMail) });
