import type { HeaderUser } from './AccountMenu';
import type { SessionGuest, SessionUser } from './atoms';

/** Who is browsing, as the header and the client start-up need it (loaded by session-data on the server). */
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
