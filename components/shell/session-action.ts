'use server';

import { cookies } from 'next/headers';
import { storeSlug } from '@/lib/schemas';
import { GUEST_TOKEN_COOKIE, MEMBER_TOKEN_COOKIE } from '@/lib/identity/cookies';
import { tokenExpiresAt } from '@/lib/identity/session-refresh';
import { loadSession } from './session-data';
import type { ShellSession } from './session-types';


export interface PersonalSession {
  session: ShellSession;
  /** A lone guest's token expiry (the client renews it ahead); never the token itself. */
  guestExpiresAt: number | null;
}

/**
 * The visitor's session for the header of a cached page (components/shell/PersonalHeader): the
 * page is one copy for every visitor with a token, so who they are is read here, per request.
 */
export async function personalSessionAction(store: unknown): Promise<PersonalSession | null> {
  const parsed = storeSlug.safeParse(store);
  if (!parsed.success) return null;
  const [session, jar] = await Promise.all([loadSession(parsed.data), cookies()]);
  return { session, guestExpiresAt: jar.get(MEMBER_TOKEN_COOKIE)?.value ? null : tokenExpiresAt(jar.get(GUEST_TOKEN_COOKIE)?.value) };
}
