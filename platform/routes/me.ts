import { PasswordChangePayload, ProfileUpdatePayload } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import type { Router } from '../http';
import { isReply, requireMember } from './identity';
import { answer, invalid, parseBody, success } from './support';

/** The member's own profile and password. */

export const PASSWORD_MIN = 8;

export function registerMeRoutes(router: Router, ctx: PlatformContext): void {
  // Partial update; a new e-mail must be free and puts the account back to verifying.
  router.put('/api/v1/me', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const parsed = parseBody(ProfileUpdatePayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const changes = parsed.data;
    const { user } = member;
    if (changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase()) {
      const taken = ctx.state.users.some((u) => u.user.id !== user.id && u.user.email.toLowerCase() === changes.email!.toLowerCase());
      if (taken) return invalid({ email: ['The email has already been taken.'] });
      user.status = 'verifying';
    }
    Object.assign(user, changes);
    if (changes.first_name !== undefined || changes.last_name !== undefined) {
      user.name = [user.last_name, user.first_name].filter(Boolean).join(' ');
    }
    return answer(ctx, { data: user });
  });

  // Members who signed up with a social provider have no password yet: old_password is optional then.
  router.put('/api/v1/me/password', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const parsed = parseBody(PasswordChangePayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const { new_password: next, old_password: old } = parsed.data;
    if (member.password !== null && old !== member.password) {
      return invalid({ old_password: ['The old password is incorrect.'] });
    }
    if (next.length < PASSWORD_MIN) return invalid({ new_password: [`The new password must be at least ${PASSWORD_MIN} characters.`] });
    member.password = next;
    member.user.has_password = true;
    return success(ctx);
  });
}
