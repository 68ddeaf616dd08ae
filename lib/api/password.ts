import {
  ForgotPasswordAnswer,
  ResetPasswordAnswer,
  VerificationNoticeAnswer,
  VerifyEmailAnswer,
  type ForgotPasswordPayload,
  type ResetPasswordPayload,
  type VerificationNoticePayload,
  type VerifyEmailPayload,
} from '@/lib/schemas';
import { request, type CallContext } from './client';

/** Password reset and e-mail verification: platform extensions (lib/schemas/password.ts, README). */

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(payload: ForgotPasswordPayload, ctx?: CallContext) {
  return request({ method: 'POST', path: '/api/v1/auth/password/forgot', body: payload, schema: ForgotPasswordAnswer }, ctx);
}

/** Sets a new password with the link's token; 422 PASSWORD_RESET_TOKEN_INVALID when the link is used up or expired. */
export function resetPassword(payload: ResetPasswordPayload, ctx?: CallContext) {
  return request({ method: 'POST', path: '/api/v1/auth/password/reset', body: payload, schema: ResetPasswordAnswer }, ctx);
}

/** Sends the signed-in member a verification link for their e-mail address (member only). */
export function sendVerificationEmail(payload: VerificationNoticePayload, ctx?: CallContext) {
  return request({ method: 'POST', path: '/api/v1/me/email/verification-notification', body: payload, schema: VerificationNoticeAnswer }, ctx);
}

/** Verifies the e-mail address with the link's token; 422 EMAIL_VERIFY_TOKEN_INVALID when used up or expired. */
export function verifyEmail(payload: VerifyEmailPayload, ctx?: CallContext) {
  return request({ method: 'POST', path: '/api/v1/auth/email/verify', body: payload, schema: VerifyEmailAnswer }, ctx);
}
