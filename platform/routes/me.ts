import { PASSWORD_MIN_LENGTH, PasswordChangePayload, ProfileUpdatePayload } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import type { Router } from '../http';
import type { UserRecord } from '../seed/users';
import { isReply, requireMember } from './identity';
import { sendVerificationLink } from './password';
import { answer, invalid, parseBody, success } from './support';

/** The member's own profile and password (commerce §5: partial profile update, password change). */

export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;

/** Not shown in spec: our design. Limits of the profile's free-text fields. */
export const NAME_MAX = 50;
export const NICKNAME_MAX = 30;

type ProfileChanges = ReturnType<typeof ProfileUpdatePayload.parse>;

/** Field rules beyond the payload's shape; Laravel-style messages per field. */
function profileProblems(changes: ProfileChanges): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const names: [keyof ProfileChanges, string, number][] = [
    ['first_name', 'first name', NAME_MAX],
    ['last_name', 'last name', NAME_MAX],
    ['nickname', 'nickname', NICKNAME_MAX],
  ];
  for (const [field, label, max] of names) {
    const value = changes[field];
    if (value === undefined) continue;
    if (value.trim() === '') problems[field] = [`The ${label} field is required.`];
    else if (value.trim().length > max) problems[field] = [`The ${label} field must not be greater than ${max} characters.`];
  }
  const phone = changes.phone_number;
  if (phone !== undefined && phone.trim() !== '' && !/^0\d{9,10}$/.test(phone.replace(/[\s-]/g, ''))) {
    problems.phone_number = ['The phone number must be 10 or 11 digits starting with 0.'];
  }
  return problems;
}

/** The store a verification link leads to: the member's current store, else the first JP store. */
function verificationStore(ctx: PlatformContext, record: UserRecord): string {
  const current = ctx.state.stores.find((s) => s.id === record.user.current_store_id);
  return (current ?? ctx.state.stores.find((s) => s.region === 'JP') ?? ctx.state.stores[0]).slug;
}

export function registerMeRoutes(router: Router, ctx: PlatformContext): void {
  // Partial update; a new e-mail must be free, puts the account back to verifying and "sends" a link.
  router.put('/api/v1/me', (req) => {
    const member = requireMember(ctx, req);
    if (isReply(member)) return member;
    const parsed = parseBody(ProfileUpdatePayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const changes = parsed.data;
    const problems = profileProblems(changes);
    const { user } = member;
    const emailChanged = changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase();
    if (emailChanged && ctx.state.users.some((u) => u.user.id !== user.id && u.user.email.toLowerCase() === changes.email!.toLowerCase())) {
      problems.email = ['The email has already been taken.'];
    }
    if (Object.keys(problems).length > 0) return invalid(problems);

    for (const field of ['first_name', 'last_name', 'nickname'] as const) {
      if (changes[field] !== undefined) user[field] = changes[field].trim();
    }
    if (changes.phone_number !== undefined) user.phone_number = changes.phone_number.replace(/[\s-]/g, '') || null;
    if (changes.locale !== undefined) user.locale = changes.locale;
    if (changes.first_name !== undefined || changes.last_name !== undefined) {
      user.name = [user.last_name, user.first_name].filter(Boolean).join(' ');
    }
    if (emailChanged) {
      user.email = changes.email!;
      user.status = 'verifying';
      sendVerificationLink(ctx, member, verificationStore(ctx, member));
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
    if (member.password !== null) {
      if (!old) return invalid({ old_password: ['The old password field is required.'] });
      if (old !== member.password) return invalid({ old_password: ['The old password is incorrect.'] });
    }
    if (next.length < PASSWORD_MIN) return invalid({ new_password: [`The new password must be at least ${PASSWORD_MIN} characters.`] });
    member.password = next;
    member.user.has_password = true;
    return success(ctx, 'The password has been changed.');
  });
}
