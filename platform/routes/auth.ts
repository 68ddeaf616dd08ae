import { PasswordLoginPayload } from '@/lib/schemas';
import { issueMemberToken, MEMBER_TOKEN_TTL_S, newSessionId } from '../auth';
import type { PlatformContext } from '../context';
import { bodyOf, error, type Router } from '../http';
import { callerOf } from './identity';
import { answer, parseBody, unauthenticated } from './support';

/** Member sign-in (password or passport token) and who-am-I for the live room. */

export const LOGIN_FAILED = 'EMAIL_OR_PASSWORD_INCORRECT';
export const PASSPORT_FAILED = 'PASSPORT_TOKEN_EXPIRED_OR_INVALID';

export function registerAuthRoutes(router: Router, ctx: PlatformContext): void {
  router.post('/api/v2/auth/user/login', (req) => {
    const body = bodyOf(req);
    if (body.passport_token !== undefined) {
      const token = body.passport_token;
      const passport = ctx.state.passports.find((p) => p.token === token);
      if (!passport || passport.expiresAtMs <= ctx.now()) {
        return error(401, 'The passport token is expired or invalid.', { report_type: PASSPORT_FAILED });
      }
      return answer(ctx, { success: true, kirari_token: issueMemberToken(passport.userId, ctx.now(), 'kirari', MEMBER_TOKEN_TTL_S, newSessionId()) });
    }
    const parsed = parseBody(PasswordLoginPayload, body);
    if (!parsed.ok) return parsed.reply;
    const { email, password } = parsed.data;
    const record = ctx.state.users.find((u) => u.user.email.toLowerCase() === email.toLowerCase());
    if (!record || record.password === null || record.password !== password) {
      return error(401, 'The email or password is incorrect.', { report_type: LOGIN_FAILED });
    }
    return answer(ctx, { success: true, kirari_token: issueMemberToken(record.user.id, ctx.now(), 'kirari', MEMBER_TOKEN_TTL_S, newSessionId()) });
  });

  // Either side may be null (a ghost gets both null); a bad token is a 401 so the client clears it.
  router.get('/api/v1/liveweb/me', (req) => {
    const caller = callerOf(ctx, req);
    if (caller.rejected) return unauthenticated();
    return answer(ctx, { user: caller.user?.user ?? null, guest: caller.guest?.guest ?? null });
  });
}
