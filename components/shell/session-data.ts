import { cache } from 'react';
import { getLivewebMe } from '@/lib/api/auth';
import { getCart } from '@/lib/api/cart';
import { getMySubscriptions } from '@/lib/api/member';
import { buyerContext } from '@/lib/api/server-context';
import { imageSrc } from '@/lib/format/image';
import type { HeaderUser } from './AccountMenu';
import type { SessionGuest, SessionUser } from './atoms';
import { cartCount, displayName, hasOngoingPlan } from './session-view';

/**
 * Who is browsing, loaded on the server from the token cookies (commerce §2 step 2: the profile
 * when a member token exists), so the header renders signed in without a client round trip and
 * without the API schemas in the layout's bundle. Shared by the layout and pages per request.
 */

export interface ShellSession {
  user: SessionUser | null;
  header: HeaderUser | null;
  guest: SessionGuest | null;
  /** Members only; null when unknown. */
  cartCount: number | null;
  /** Members only: whether a subscription plan is ongoing; null when unknown. */
  hasActiveSubscription: boolean | null;
  /** A token was sent and the platform refused it: the client applies the 401 rule. */
  rejected: boolean;
}

/** A visitor without tokens (what public pages render). */
export const GHOST_SESSION: ShellSession = { user: null, header: null, guest: null, cartCount: null, hasActiveSubscription: null, rejected: false };

export const loadSession = cache(async (slug: string): Promise<ShellSession> => {
  const ctx = await buyerContext();
  if (!ctx.token && !ctx.guestToken) return GHOST_SESSION;
  // Guard step 2: with a member token, the profile and the subscription (plus the cart count).
  const [me, cart, subscriptions] = await Promise.all([
    getLivewebMe(ctx),
    ctx.token ? getCart(slug, {}, ctx) : Promise.resolve(null),
    ctx.token ? getMySubscriptions(slug, ctx) : Promise.resolve(null),
  ]);
  if (!me.ok) return { ...GHOST_SESSION, rejected: me.error.status === 401 };
  const { user, guest } = me.data;
  const name = user ? displayName(user) : '';
  return {
    user: user ? { id: user.id, name, nickname: user.nickname ?? null, avatarUrl: user.avatar_url ?? null } : null,
    header: user ? { name, avatarSrc: imageSrc(user.avatar_url, 'user', 32) } : null,
    guest: guest ? { id: guest.id, name: guest.name, groupStreamName: guest.group_stream_name ?? null } : null,
    cartCount: user && cart?.ok ? cartCount(cart.data) : null,
    hasActiveSubscription: user && subscriptions?.ok ? hasOngoingPlan(subscriptions.data.data) : null,
    rejected: false,
  };
});
