import { dataList, dataRecord, recordOf, textOrNull, trimmedText } from '@/lib/format/field';
import { cartQuantity } from '@/lib/market/add-to-cart';
import type { CartAnswer, Guest, LivewebMeAnswer, User } from '@/lib/schemas';

/**
 * Pure pieces of the header's session view (testable without a request). They read fields through
 * lib/format/field: a deep schema mismatch reaches them unchanged (commerce §5).
 */

/** The badge counts pieces, not lines: two of one item is 2 (as the room's cart total does). */
export function cartCount(answer: CartAnswer | null): number {
  return cartQuantity(dataRecord(answer));
}

export function displayName(user: Pick<User, 'name' | 'nickname' | 'email' | 'first_name' | 'last_name'>): string {
  const full = [trimmedText(user.last_name), trimmedText(user.first_name)].filter(Boolean).join(' ');
  return trimmedText(user.name) || full || trimmedText(user.nickname) || trimmedText(user.email);
}

/** The member and the guest of a /liveweb/me answer; an answer without them (an empty body) has neither. */
export function meOf(answer: LivewebMeAnswer | null): { user: User | null; guest: Guest | null } {
  const record = recordOf(answer);
  return { user: recordOf(record?.user) as User | null, guest: recordOf(record?.guest) as Guest | null };
}

/** The session's guest: its name only when it is text. */
export function sessionGuestOf(guest: Guest): { id: Guest['id']; name: string | null; groupStreamName: string | null } {
  return { id: guest.id, name: textOrNull(guest.name), groupStreamName: textOrNull(guest.group_stream_name) };
}

/** Subscription plans are active when their status is ongoing (commerce §4); an answer without a list has none. */
export function hasOngoingPlan(answer: { data?: readonly { status?: string | null }[] | null } | null): boolean {
  return (dataList(answer) ?? []).some((plan) => recordOf(plan)?.status === 'ongoing');
}
