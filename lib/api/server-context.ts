import { cookies } from 'next/headers';
import { resolveRequestLocale } from '@/i18n/request';
import { platformTimeoutMs } from '@/lib/config/platform-timeout';
import type { CallContext } from './client';

/** Server rendering never waits on the platform for long (PLATFORM_TIMEOUT_MS, read at start). */
export const SSR_TIMEOUT_MS = platformTimeoutMs(process.env.PLATFORM_TIMEOUT_MS);
/** Public data (store, products) is cached briefly and tagged so it can be revalidated. */
export const PUBLIC_REVALIDATE_SECONDS = 30;

export const MEMBER_TOKEN_COOKIE = 'kirari_token';
export const GUEST_TOKEN_COOKIE = 'kirari_guest_token';

/** Public calls carry no tokens so their answers can be shared between buyers. */
export async function publicContext(tags: string[]): Promise<CallContext> {
  return {
    token: null,
    guestToken: null,
    locale: await resolveRequestLocale(),
    timeoutMs: SSR_TIMEOUT_MS,
    next: { revalidate: PUBLIC_REVALIDATE_SECONDS, tags },
  };
}

/**
 * Calls made for nobody yet (sign-in, password reset, checking a token before it is trusted): no
 * tokens and never cached, with the buyer's locale and the server's platform timeout.
 */
export async function anonymousContext(): Promise<CallContext> {
  return { token: null, guestToken: null, locale: await resolveRequestLocale(), timeoutMs: SSR_TIMEOUT_MS, cache: 'no-store' };
}

/** Calls on behalf of the signed-in buyer: tokens from cookies, never cached. */
export async function buyerContext(): Promise<CallContext> {
  const jar = await cookies();
  return {
    token: jar.get(MEMBER_TOKEN_COOKIE)?.value ?? null,
    guestToken: jar.get(GUEST_TOKEN_COOKIE)?.value ?? null,
    locale: await resolveRequestLocale(),
    timeoutMs: SSR_TIMEOUT_MS,
    cache: 'no-store',
  };
}

export const storeTag = (slug: string) => `store:${slug}`;
export const productsTag = (slug: string) => `products:${slug}`;
