'use server';

import { STORE_SLUG } from '@/lib/schemas/store-slug';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { displayName, meOf } from '@/components/shell/session-view';
import { changePassword, getLivewebMe, updateMe } from '@/lib/api/auth';
import { bindFacebook, getFacebookBindingStatus } from '@/lib/api/member';
import { sendVerificationEmail } from '@/lib/api/password';
import { buyerContext } from '@/lib/api/server-context';
import type { CallContext } from '@/lib/api/client';
import { dataRecord, recordOf, trimmedText } from '@/lib/format/field';
import { LOCALE_COOKIE, toLocale } from '@/lib/i18n/locales';
import { baseCookieOptions } from '@/lib/identity/cookies';
import { failureOf, type ActionFailure, type ActionResult } from '@/lib/member/action-result';
import { validateNewEmail } from '@/lib/member/email-change';
import { normalizePsid, validatePsid, type BindingStatus } from '@/lib/member/messenger';
import { asPasswordChangeDraft, NEW_PASSWORD_MIN_LENGTH, passwordMessageKeys, toPasswordPayload, validatePasswordChange } from '@/lib/member/password-change';
import { asProfileDraft, profileChanges, profileDraftOf, PROFILE_MAX_LENGTH, validateProfileDraft, type ProfileField } from '@/lib/member/profile-form';
import type { User } from '@/lib/schemas';

/**
 * The member area's server actions (commerce §5/§7). The member token travels as the kirari_token
 * cookie; every input is checked here again, against the profile as the platform has it now.
 */

export type UpdateProfileResult = ActionResult<{ changed: boolean; name: string; localeChanged: boolean }>;
export type ChangeEmailResult = ActionResult<{ email: string }>;
export type ResendVerificationResult = ActionResult<{ email: string }>;
export type ChangePasswordResult = ActionResult;
export type BindMessengerResult = ActionResult<{ status: BindingStatus }>;

const LOCALE_MAX_AGE_S = 365 * 24 * 3600;

async function general(): Promise<string> {
  return (await getTranslations('toast'))('general');
}

/** The member token and the current profile, or the failure to hand back. */
async function currentMember(): Promise<{ ok: true; ctx: CallContext; user: User } | ActionFailure> {
  const ctx = await buyerContext();
  if (!ctx.token) return { ok: false, kind: 'login' };
  const me = await getLivewebMe(ctx);
  if (!me.ok) return failureOf(me.error, await general());
  // A 200 answer without the envelope (the client reported the mismatch) is a failure, not a sign-out.
  if (!recordOf(me.data)) return { ok: false, kind: 'error', message: await general() };
  const { user } = meOf(me.data);
  if (!user) return { ok: false, kind: 'login' };
  return { ok: true, ctx, user };
}

/** The interface follows the profile's language (the locale cookie, as `?locale=` and the switcher set it). */
async function applyInterfaceLocale(profileLocale: string): Promise<void> {
  const locale = toLocale(profileLocale);
  if (!locale) return;
  const host = (await headers()).get('host') ?? 'localhost';
  const { path, sameSite, secure, httpOnly, maxAge } = baseCookieOptions(host, LOCALE_MAX_AGE_S);
  (await cookies()).set(LOCALE_COOKIE, locale, { path, sameSite, secure, httpOnly, maxAge });
}

export async function updateProfileAction(input: unknown): Promise<UpdateProfileResult> {
  const [t, fallback] = await Promise.all([getTranslations('member'), general()]);
  const draft = asProfileDraft(input);
  if (!draft) return { ok: false, kind: 'error', message: fallback };
  const member = await currentMember();
  if (!member.ok) return member;
  const initial = profileDraftOf(member.user);
  const problems = validateProfileDraft(draft, initial);
  if (Object.keys(problems).length > 0) {
    const fields: Partial<Record<ProfileField, string>> = {};
    for (const [field, key] of Object.entries(problems) as [ProfileField, string][]) {
      const max = field in PROFILE_MAX_LENGTH ? PROFILE_MAX_LENGTH[field as keyof typeof PROFILE_MAX_LENGTH] : 0;
      fields[field] = t(`update.errors.${key}`, { max });
    }
    return { ok: false, kind: 'invalid', fields, message: t('update.errors.fixFields') };
  }
  const changes = profileChanges(draft, initial);
  if (Object.keys(changes).length === 0) return { ok: true, changed: false, name: displayName(member.user), localeChanged: false };
  const result = await updateMe(changes, member.ctx);
  if (!result.ok) return failureOf(result.error, fallback);
  // An empty answer confirms nothing: the form keeps what was typed. One of another shape (the
  // platform acted; the client reported the mismatch) names the member from what was sent.
  const user = dataRecord(result.data);
  if (!user) return { ok: false, kind: 'error', message: fallback };
  if (changes.locale) await applyInterfaceLocale(changes.locale);
  return { ok: true, changed: true, name: displayName(user) || displayName({ ...member.user, ...changes }), localeChanged: Boolean(changes.locale) };
}

export async function changeEmailAction(input: unknown): Promise<ChangeEmailResult> {
  const [t, fallback] = await Promise.all([getTranslations('member'), general()]);
  if (typeof input !== 'string') return { ok: false, kind: 'error', message: fallback };
  const member = await currentMember();
  if (!member.ok) return member;
  const email = input.trim();
  const problem = validateNewEmail(email, member.user.email) ?? (z.email().safeParse(email).success ? null : 'invalid');
  if (problem) return { ok: false, kind: 'invalid', fields: { email: t(`email.${problem}`) }, message: t(`email.${problem}`) };
  const result = await updateMe({ email }, member.ctx);
  if (!result.ok) return failureOf(result.error, fallback);
  const updated = dataRecord(result.data);
  if (!updated) return { ok: false, kind: 'error', message: fallback };
  return { ok: true, email: trimmedText(updated.email) || email };
}

export async function resendVerificationAction(store: unknown): Promise<ResendVerificationResult> {
  const fallback = await general();
  if (typeof store !== 'string' || !STORE_SLUG.test(store)) return { ok: false, kind: 'error', message: fallback };
  const member = await currentMember();
  if (!member.ok) return member;
  const result = await sendVerificationEmail({ store }, member.ctx);
  return result.ok ? { ok: true, email: member.user.email } : failureOf(result.error, fallback);
}

export async function changePasswordAction(input: unknown): Promise<ChangePasswordResult> {
  const [t, fallback] = await Promise.all([getTranslations('member'), general()]);
  const draft = asPasswordChangeDraft(input);
  if (!draft) return { ok: false, kind: 'error', message: fallback };
  const member = await currentMember();
  if (!member.ok) return member;
  const hasPassword = member.user.has_password;
  const keys = passwordMessageKeys(validatePasswordChange(draft, hasPassword));
  if (Object.keys(keys).length > 0) {
    const fields: Record<string, string> = {};
    for (const [field, key] of Object.entries(keys)) fields[field] = t(`password.${key}`, { min: NEW_PASSWORD_MIN_LENGTH });
    return { ok: false, kind: 'invalid', fields, message: Object.values(fields)[0] };
  }
  const result = await changePassword(toPasswordPayload(draft, hasPassword), member.ctx);
  return result.ok ? { ok: true } : failureOf(result.error, fallback);
}

export async function bindMessengerAction(input: unknown): Promise<BindMessengerResult> {
  const [t, fallback] = await Promise.all([getTranslations('member'), general()]);
  const { channelId, psid } = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (typeof channelId !== 'number' || !Number.isSafeInteger(channelId) || channelId <= 0 || typeof psid !== 'string') {
    return { ok: false, kind: 'error', message: fallback };
  }
  const problem = validatePsid(psid);
  if (problem) {
    const message = t(problem === 'required' ? 'messenger.psidRequired' : 'messenger.psidInvalid');
    return { ok: false, kind: 'invalid', fields: { psid: message }, message };
  }
  const ctx = await buyerContext();
  if (!ctx.token) return { ok: false, kind: 'login' };
  const bound = await bindFacebook({ psid: normalizePsid(psid), page_id: String(channelId) }, ctx);
  if (!bound.ok) return failureOf(bound.error, fallback, (key) => (key === 'page_id' ? 'psid' : key));
  const status = await getFacebookBindingStatus(channelId, ctx);
  return { ok: true, status: status.ok ? status.data.status : 'bound' };
}
