import { describe, expect, it } from '@jest/globals';
import { cartCount, displayName, hasOngoingPlan } from '@/components/shell/session-view';
import type { CartAnswer, User } from '@/lib/schemas';

describe('hasOngoingPlan', () => {
  it('is active only when some plan is ongoing', () => {
    expect(hasOngoingPlan({ data: [{ status: 'ended' }, { status: 'ongoing' }] })).toBe(true);
    expect(hasOngoingPlan({ data: [{ status: 'ended' }, { status: null }] })).toBe(false);
    expect(hasOngoingPlan({ data: [] })).toBe(false);
  });

  it('has none in an answer without a list (an empty body, an object, null entries)', () => {
    expect(hasOngoingPlan(null)).toBe(false);
    expect(hasOngoingPlan(drifted({ data: {} }) as never)).toBe(false);
    expect(hasOngoingPlan(drifted({ data: [null, { status: 'ongoing' }] }) as never)).toBe(true);
  });
});

type NameFields = Pick<User, 'name' | 'nickname' | 'email' | 'first_name' | 'last_name'>;
/** A profile as a drifted platform may send it: the client passes deep mismatches on unchanged. */
const drifted = (fields: Record<string, unknown>) => fields as unknown as NameFields;

describe('displayName', () => {
  it('takes the name, then last and first name, then the nickname, then the e-mail', () => {
    expect(displayName({ name: ' Hana ', nickname: 'h', email: 'h@example.com', first_name: 'Hana', last_name: 'Sato' })).toBe('Hana');
    expect(displayName({ name: '  ', nickname: 'h', email: 'h@example.com', first_name: 'Hana', last_name: 'Sato' })).toBe('Sato Hana');
    expect(displayName({ name: null, nickname: ' h ', email: 'h@example.com', first_name: null, last_name: null })).toBe('h');
    expect(displayName({ name: null, nickname: null, email: 'h@example.com', first_name: null, last_name: null })).toBe('h@example.com');
  });

  it('treats retyped fields as absent instead of throwing', () => {
    expect(displayName(drifted({ name: 5, nickname: { a: 1 }, email: 'h@example.com', first_name: 7, last_name: 'Sato' }))).toBe('Sato');
    expect(displayName(drifted({ name: 5, email: 12 }))).toBe('');
  });
});

describe('cartCount', () => {
  const cart = (data: unknown) => ({ data, trashed: [] }) as unknown as CartAnswer;

  it('counts pieces', () => {
    expect(cartCount(cart({ items: [{ quantity: 2 }, { quantity: 1 }] }))).toBe(3);
    expect(cartCount(cart(null))).toBe(0);
  });

  it('counts nothing for a drifted list or quantity', () => {
    expect(cartCount(cart({ items: {} }))).toBe(0);
    expect(cartCount(cart({ items: [{ quantity: '#2' }, { quantity: 1 }] }))).toBe(1);
  });
});
