import type { Result } from '@/lib/api/result';
import { errorDisplay } from '@/lib/format/error-message';
import type { SubscriptionCartAnswer } from '@/lib/schemas';
import { followTarget, type SafeExternal, type FollowTarget } from './follow-url';
import { isSubscriptionCartId } from './plans';
import { STORE_SLUG } from '@/lib/schemas/store-slug';

/**
 * Choosing a plan (POST /stores/{store}/carts/subscription → { success, url }) as plain data:
 * decided on the server (the server action), acted on in the browser.
 */

export type ChooseOutcome =
  | { kind: 'navigate'; target: FollowTarget }
  /** No member token: the login dialog opens. */
  | { kind: 'login' }
  /** The platform refused the token: the shell's 401 rule runs. */
  | { kind: 'unauthorized' }
  /** The server's message, or null for the general one. */
  | { kind: 'error'; message: string | null }
  /** The platform answered, but with nowhere safe to go. */
  | { kind: 'no-url' }
  | { kind: 'silent' };

export interface ChooseRequest {
  store: string;
  planId: number | string;
}

export function isChooseRequest(value: unknown): value is ChooseRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { store, planId } = value as Record<string, unknown>;
  return typeof store === 'string' && STORE_SLUG.test(store) && isSubscriptionCartId(planId);
}

export function chooseOutcome(result: Result<SubscriptionCartAnswer>, origin: string, safeExternal: SafeExternal): ChooseOutcome {
  if (!result.ok) {
    if (result.error.status === 401) return { kind: 'unauthorized' };
    const display = errorDisplay(result.error);
    if (display.kind === 'silent') return { kind: 'silent' };
    return { kind: 'error', message: display.kind === 'server' ? display.message : null };
  }
  const { success, message, url } = result.data;
  if (!success) return { kind: 'error', message: message?.trim() || null };
  const target = followTarget(url, origin, safeExternal);
  return target ? { kind: 'navigate', target } : { kind: 'no-url' };
}
