import type { Result } from '@/lib/api/result';
import { errorDisplay } from '@/lib/format/error-message';
import { dataRecord, listOf, recordOf } from '@/lib/format/field';
import type { AddToCartAnswer, Cart } from '@/lib/schemas';
import { STORE_SLUG } from '@/lib/schemas/store-slug';

/**
 * The outcome of "add to cart" (POST /api/v1/stores/{store}/carts, commerce §4/§8) as plain data:
 * computed on the server (the server action), turned into a notice in the browser (add-notice.ts).
 */

export const PURCHASE_LIMIT_REPORT = 'REACHED_BUYER_PURCHASABLE_LIMIT';

export type AddOutcome =
  /** No member token: the login dialog opens. */
  | { kind: 'login' }
  /** The platform refused the token (401): the shell's 401 rule runs (commerce §8). */
  | { kind: 'unauthorized' }
  | { kind: 'added'; full: boolean; added: number; requested: number; cartCount: number | null }
  | { kind: 'limit' }
  /** The general error display: null shows the general message, a string the server's message. */
  | { kind: 'error'; message: string | null }
  /** Canceled by the buyer: nothing to show. */
  | { kind: 'silent' };

const countOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function outcomeOf(result: Result<AddToCartAnswer>, cartCount: number | null = null): AddOutcome {
  if (result.ok) {
    // An empty answer confirms nothing; counts of another type (a mismatch the client reported) read as 0.
    const data = dataRecord(result.data);
    if (!data) return { kind: 'error', message: null };
    const added = countOf(data.added_quantity);
    const requested = countOf(data.request_quantity);
    return { kind: 'added', full: data.result === 'fully' && added >= requested, added, requested, cartCount };
  }
  const { error } = result;
  if (error.status === 401) return { kind: 'unauthorized' };
  if (error.report_type === PURCHASE_LIMIT_REPORT) return { kind: 'limit' };
  const display = errorDisplay(error);
  if (display.kind === 'silent') return { kind: 'silent' };
  return { kind: 'error', message: display.kind === 'server' ? display.message : null };
}

/**
 * The badge count: every unit held in the cart (trashed items are not in `items`). A list or a
 * quantity of another type (a mismatch used unchanged, commerce §5) counts nothing.
 */
export function cartQuantity(cart: Pick<Cart, 'items'> | null | undefined): number {
  return listOf(recordOf(cart)?.items as Cart['items'] | undefined).reduce((sum, item) => {
    return sum + countOf(recordOf(item)?.quantity);
  }, 0);
}

/** Arguments the server action accepts; anything else is refused before a call is made. */
export interface AddRequest {
  store: string;
  skuId: number;
  quantity: number;
}

export function isAddRequest(value: unknown): value is AddRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { store, skuId, quantity } = value as Record<string, unknown>;
  return (
    typeof store === 'string' &&
    STORE_SLUG.test(store) &&
    Number.isSafeInteger(skuId) &&
    (skuId as number) > 0 &&
    Number.isSafeInteger(quantity) &&
    (quantity as number) > 0
  );
}
