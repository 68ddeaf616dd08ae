'use server';

import { cookies } from 'next/headers';
import { MEMBER_TOKEN_COOKIE, secretCookieOptions } from '@/lib/identity/cookies';
import { isFrameNonce } from '@/lib/identity/frame-sign-in';
import { FRAME_NONCE_COOKIE, FRAME_NONCE_MAX_AGE_S, deriveHandoffKey, newFrameNonce, randomHandoffKey, sealHandoff, unsealHandoff, type UnsealFailure } from '@/lib/identity/frame-handoff';
import { decodeTokenClaims } from '@/lib/identity/token';
import { getLivewebMe } from '@/lib/api/auth';
import { anonymousContext } from '@/lib/api/server-context';
import type { SessionUser } from '@/components/shell/atoms';
import { displayName } from '@/components/shell/session-view';
import { requestHost, setTokenCookie, writeCookie } from './server-session';

/**
 * Member sign-in for a room in a cross-site frame (docs/adr/0005-identity-in-a-frame.md): the
 * frame begins (a partitioned nonce), the sign-in popup asks for a sealed handoff of its
 * first-party session, the frame redeems it into its own partitioned token cookie.
 */

export type HandoffResult = { ok: true; handoff: string } | { ok: false; reason: 'signedOut' | 'invalid' };
/** `user` for the session atoms, so the room turns to the member without rendering again (null: the profile read failed). */
export type RedeemResult = { ok: true; user: SessionUser | null } | { ok: false; reason: UnsealFailure };

const KEY = Symbol.for('kirari.frameHandoffKey');

/**
 * One key per deployment from NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (every instance derives the same);
 * without it a random key per process, which only a single instance can use.
 */
function handoffKey(): Promise<Uint8Array> {
  const holder = globalThis as typeof globalThis & { [KEY]?: Promise<Uint8Array> };
  holder[KEY] ??= deriveHandoffKey(process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).then((key) => key ?? randomHandoffKey());
  return holder[KEY];
}

/** In the frame: a fresh nonce, kept in the frame's partition (the request carries the embed marker). */
export async function beginFrameSignIn(): Promise<{ nonce: string }> {
  const nonce = newFrameNonce();
  await writeCookie({ name: FRAME_NONCE_COOKIE, value: nonce, options: secretCookieOptions(await requestHost(), FRAME_NONCE_MAX_AGE_S) });
  return { nonce };
}

/** In the popup, signed in at top level: the member token sealed for the frame that holds `nonce`. */
export async function frameHandoffAction(nonce: unknown): Promise<HandoffResult> {
  if (!isFrameNonce(nonce)) return { ok: false, reason: 'invalid' };
  const token = (await cookies()).get(MEMBER_TOKEN_COOKIE)?.value;
  if (!token || !decodeTokenClaims(token).ok) return { ok: false, reason: 'signedOut' };
  return { ok: true, handoff: await sealHandoff({ token, nonce }, await handoffKey(), Date.now()) };
}

/** In the frame: the handoff checked (authentic, unexpired, this frame's nonce), the nonce spent, the member signed in. */
export async function redeemFrameSignIn(handoff: unknown): Promise<RedeemResult> {
  const nonce = (await cookies()).get(FRAME_NONCE_COOKIE)?.value;
  const opened = await unsealHandoff(handoff, await handoffKey(), nonce, Date.now());
  if (nonce) await writeCookie({ name: FRAME_NONCE_COOKIE, value: '', options: secretCookieOptions(await requestHost(), 0) });
  if (!opened.ok) return opened;
  await setTokenCookie('member', opened.token);
  const me = await getLivewebMe({ ...(await anonymousContext()), token: opened.token }).catch(() => null);
  const user = me?.ok ? me.data.user : null;
  return { ok: true, user: user ? { id: user.id, name: displayName(user), nickname: user.nickname ?? null, avatarUrl: user.avatar_url ?? null } : null };
}
