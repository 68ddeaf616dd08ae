'use server';

import { cookies } from 'next/headers';
import { createGuestToken, getLivewebMe, login, passportLogin, refreshGuestToken, updateGuest } from '@/lib/api/auth';
import { plainError } from '@/lib/api/plain-error';
import type { ApiError, Result } from '@/lib/api/result';
import { anonymousContext, buyerContext } from '@/lib/api/server-context';
import { GUEST_TOKEN_COOKIE, MEMBER_TOKEN_COOKIE } from '@/lib/identity/cookies';
import { decodeTokenClaims } from '@/lib/identity/token';
import { migrationWrites, tokensToCheck, usableStoredToken } from '@/lib/identity/token-migration';
import type { LoginAnswer } from '@/lib/schemas';
import { nicknameProblem } from '@/lib/identity/nickname-rules';
import { applyProfileLocale, clearSessionCookies, limitAttempt, setTokenCookie } from './server-session';

/**
 * Every call the browser used to make with a token, run on the server (issue 11 item 3): the
 * tokens stay in HttpOnly cookies, and the browser gets only what it shows.
 */

export type SignInResult = { ok: true } | { ok: false; kind: 'limited'; message: string } | { ok: false; kind: 'api'; error: ApiError };
/** `id` is null after a rename (the platform answers only success; the client knows its guest). */
export type NicknameResult = { ok: true; guest: { id: number | null; name: string } } | { ok: false; error: ApiError };
export type UnauthorizedOutcome = { refreshed: true } | { refreshed: false; hadTokens: boolean };

const MAX_FIELD = 1024;
const text = (value: unknown): string | null => (typeof value === 'string' && value.length <= MAX_FIELD ? value : null);
const invalid: ApiError = { kind: 'status', status: 422, message: 'invalid input' };
/** A 200 answer without a usable token (a broken platform): the buyer stays on the form, text kept. */
const unusableAnswer: ApiError = { kind: 'status', status: 502, message: '' };

async function signedIn(call: Promise<Result<LoginAnswer>>): Promise<SignInResult> {
  const result = await call;
  if (!result.ok) return { ok: false, kind: 'api', error: plainError(result.error) };
  // The client reported the schema mismatch already; a cookie of garbage would only sign in nobody.
  const token: unknown = (result.data as Partial<LoginAnswer> | undefined)?.kirari_token;
  if (typeof token !== 'string' || !decodeTokenClaims(token).ok) return { ok: false, kind: 'api', error: unusableAnswer };
  await setTokenCookie('member', token);
  await applyProfileLocale(token);
  return { ok: true };
}

/** E-mail and password (commerce §4), at most 5 attempts a minute per client with passport logins. */
export async function loginAction(input: unknown): Promise<SignInResult> {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const email = text(record.email)?.trim();
  const password = text(record.password);
  if (!email || !password) return { ok: false, kind: 'api', error: invalid };
  const limited = await limitAttempt('signIn');
  if (limited) return { ok: false, kind: 'limited', message: limited };
  return signedIn(login({ email, password }, await anonymousContext()));
}

/** A passport token, after the buyer confirmed it (or typed it). */
export async function passportLoginAction(input: unknown): Promise<SignInResult> {
  const token = text(input)?.trim();
  if (!token) return { ok: false, kind: 'api', error: invalid };
  const limited = await limitAttempt('signIn');
  if (limited) return { ok: false, kind: 'limited', message: limited };
  return signedIn(passportLogin(token, await anonymousContext()));
}

/** The nickname dialog: a buyer without a guest token becomes a guest, a guest renames. */
export async function saveNicknameAction(input: unknown): Promise<NicknameResult> {
  const raw = text(input);
  if (raw === null || nicknameProblem(raw)) return { ok: false, error: invalid };
  const name = raw.trim();
  const ctx = await buyerContext();
  if (ctx.guestToken) {
    const updated = await updateGuest({ name }, { ...ctx, token: null });
    return updated.ok ? { ok: true, guest: { id: null, name } } : { ok: false, error: plainError(updated.error) };
  }
  const created = await createGuestToken({ name }, { ...ctx, token: null, guestToken: null });
  if (!created.ok) return { ok: false, error: plainError(created.error) };
  await setTokenCookie('guest', created.data.data.token);
  return { ok: true, guest: { id: created.data.data.id, name: created.data.data.name ?? name } };
}

/** A guest's token renewed before it runs out; the new expiry (epoch ms), or null. */
export async function refreshGuestAction(): Promise<number | null> {
  const ctx = await buyerContext();
  if (ctx.token || !ctx.guestToken) return null;
  const fresh = await refreshGuestToken({ ...ctx, token: null });
  if (!fresh.ok) return null;
  await setTokenCookie('guest', fresh.data.data.token);
  return tokenExpiry(fresh.data.data.token);
}

export async function logoutAction(): Promise<void> {
  await clearSessionCookies();
}

/**
 * The 401 rule's server half (commerce §8): a guest alone is refreshed first (the platform accepts
 * an expired genuine token); otherwise both cookies go. `hadTokens` tells the client whether a
 * reload can change anything.
 */
export async function unauthorizedAction(): Promise<UnauthorizedOutcome> {
  const ctx = await buyerContext();
  if (!ctx.token && ctx.guestToken) {
    const fresh = await refreshGuestToken({ ...ctx, token: null }).catch(() => null);
    if (fresh?.ok) {
      await setTokenCookie('guest', fresh.data.data.token);
      return { refreshed: true };
    }
  }
  await clearSessionCookies();
  return { refreshed: false, hadTokens: Boolean(ctx.token || ctx.guestToken) };
}

/** Issue 11 item 3: tokens an older version left in local storage, checked and moved into the cookies. */
export async function migrateStoredTokensAction(input: unknown): Promise<{ migrated: boolean }> {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const tokens = { memberToken: usableStoredToken(record.memberToken), guestToken: usableStoredToken(record.guestToken) };
  const jar = await cookies();
  const present = { member: Boolean(jar.get(MEMBER_TOKEN_COOKIE)?.value), guest: Boolean(jar.get(GUEST_TOKEN_COOKIE)?.value) };
  const check = tokensToCheck(tokens, present);
  const base = await anonymousContext();
  const [member, guest] = await Promise.all([
    check.memberToken ? getLivewebMe({ ...base, token: check.memberToken }) : null,
    check.guestToken ? getLivewebMe({ ...base, guestToken: check.guestToken }) : null,
  ]);
  const accepted = { member: Boolean(member?.ok && member.data.user), guest: Boolean(guest?.ok && guest.data.guest) };
  const writes = migrationWrites(tokens, { cookies: present, accepted });
  for (const write of writes) await setTokenCookie(write.kind, write.token);
  return { migrated: writes.length > 0 };
}

function tokenExpiry(token: string): number | null {
  const claims = decodeTokenClaims(token);
  const exp = claims.ok ? claims.value.exp : undefined;
  return typeof exp === 'number' ? exp * 1000 : null;
}
