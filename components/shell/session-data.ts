import { cache } from 'react';
import { getLivewebMe } from '@/lib/api/auth';
import { getCart } from '@/lib/api/cart';
import { getMySubscriptions } from '@/lib/api/member';
import { buyerContext } from '@/lib/api/server-context';
import { textOrNull } from '@/lib/format/field';
import { imageSrc } from '@/lib/format/image';
import { GHOST_SESSION, type ShellSession } from './session-types';
import { cartCount, displayName, hasOngoingPlan, meOf, sessionGuestOf } from './session-view';

/**
 * Who is browsing, loaded on the server from the token cookies (commerce §2 step 2: the profile
 * when a member token exists), without the API schemas in any client bundle: for the header
 * through personalSessionAction, and for pages that need it per request (login, the room's entry).
 */

export type { ShellSession } from './session-types';
export { GHOST_SESSION } from './session-types';

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
  // An answer without the envelope (an empty body) reads as neither member nor guest (commerce §5).
  const { user, guest } = meOf(me.data);
  const name = user ? displayName(user) : '';
  return {
    user: user ? { id: user.id, name, nickname: textOrNull(user.nickname), avatarUrl: textOrNull(user.avatar_url) } : null,
    header: user ? { name, avatarSrc: imageSrc(user.avatar_url, 'user', 32) } : null,
    guest: guest ? sessionGuestOf(guest) : null,
    cartCount: user && cart?.ok ? cartCount(cart.data) : null,
    hasActiveSubscription: user && subscriptions?.ok ? hasOngoingPlan(subscriptions.data) : null,
    rejected: false,
  };
});
