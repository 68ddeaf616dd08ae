import type { CartAnswer, User } from '@/lib/schemas';

/** Pure pieces of the header's session view (testable without a request). */

/** The badge counts pieces, not lines: two of one item is 2 (as the room's cart total does). */
export function cartCount(answer: CartAnswer): number {
  return (answer.data?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}

export function displayName(user: Pick<User, 'name' | 'nickname' | 'email' | 'first_name' | 'last_name'>): string {
  const full = [user.last_name, user.first_name].filter(Boolean).join(' ');
  return user.name?.trim() || full || user.nickname?.trim() || user.email;
}

/** Subscription plans are active when their status is ongoing (commerce §4). */
export function hasOngoingPlan(plans: readonly { status?: string | null }[]): boolean {
  return plans.some((plan) => plan.status === 'ongoing');
}
