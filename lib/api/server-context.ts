import { cookies } from 'next/headers';
import { platformTimeoutMs } from '@/lib/config/platform-timeout';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import type { CallContext } from './client';

/**
 * Server rendering never waits on the platform for long (PLATFORM_TIMEOUT_MS). Read per call, not
 * at module scope: on the edge host the variables arrive with the request (docs/adr/0014-edge-host.md).
 */
export function ssrTimeoutMs(): number {
  return platformTimeoutMs(process.env.PLATFORM_TIMEOUT_MS);
}

export const MEMBER_TOKEN_COOKIE = 'kirari_token';
export const GUEST_TOKEN_COOKIE = 'kirari_guest_token';

/**
 * Calls made for nobody yet (sign-in, password reset, checking a token before it is trusted, a
 * keyword search): no tokens and never cached, with the buyer's locale and the platform timeout.
 * Shared public data goes through lib/cache/public-reads instead.
 */
export async function anonymousContext(): Promise<CallContext> {
  return { token: null, guestToken: null, locale: await resolveRequestLocale(), timeoutMs: ssrTimeoutMs(), cache: 'no-store' };
}

/**
 * Calls on behalf of the signed-in buyer: tokens from cookies, never cached. `locale`: the caller's
 * own (a route handler's, lib/i18n/request-locale handlerLocale), else the render's.
 */
export async function buyerContext(locale?: string): Promise<CallContext> {
  const jar = await cookies();
  return {
    token: jar.get(MEMBER_TOKEN_COOKIE)?.value ?? null,
    guestToken: jar.get(GUEST_TOKEN_COOKIE)?.value ?? null,
    locale: locale ?? (await resolveRequestLocale()),
    timeoutMs: ssrTimeoutMs(),
    cache: 'no-store',
  };
}
