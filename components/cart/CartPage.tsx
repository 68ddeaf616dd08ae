'use client';

import { useSetAtom } from 'jotai';
import Link from 'next/link';
import { useEffect, useReducer } from 'react';
import { cartCountAtom } from '@/components/shell/atoms';
import { cartReducer, confirmedTotal, initialCartState } from '@/lib/cart/cart-state';
import { selectionCheckoutHref } from '@/lib/cart/checkout-link';
import { cartScreen } from '@/lib/cart/data-state';
import { groupLines } from '@/lib/cart/display';
import { cartNotices } from '@/lib/cart/notices';
import type { MutationOutcome, PricingOutcome, RefetchOutcome } from '@/lib/cart/outcomes';
import { PRICING_DEBOUNCE_MS } from '@/lib/cart/pricing';
import type { PricingRequest, QuantityRequest } from '@/lib/cart/requests';
import { selectionKind } from '@/lib/cart/selection';
import type { CartSnapshot } from '@/lib/cart/snapshot';
import type { SafeHref } from '@/lib/url/safe-href';
import { CartGroupSection } from './CartGroupSection';
import { CartNotices } from './CartNotices';
import { CartSkeleton } from './CartSkeleton';
import type { CartLabels } from './labels';
import { PricingPanel } from './PricingPanel';
import { RemoveDialog } from './RemoveDialog';
import { useCartEdits } from './useCartEdits';
import { useCartFailure } from './useCartFailure';
import { useCartPricing } from './useCartPricing';
import styles from './cart.module.css';

/** The server actions the page hands in (props, so the page can be tested without a server). */
export interface CartActions {
  updateQuantity: (request: QuantityRequest) => Promise<MutationOutcome>;
  deleteItem: (itemId: number) => Promise<MutationOutcome>;
  confirmNotice: (itemIds: number[]) => Promise<MutationOutcome>;
  price: (request: PricingRequest) => Promise<PricingOutcome>;
  refetch: (store: string) => Promise<RefetchOutcome>;
}

export interface CartPageProps {
  store: string;
  currency: string;
  /** The store's buyer_editing_cart: false hides quantity and delete controls. */
  canEdit: boolean;
  couponEnabled: boolean;
  /** null: the server could not read the cart (the error view, with a retry). */
  initial: CartSnapshot | null;
  labels: CartLabels;
  actions: CartActions;
  marketHref: SafeHref;
  subscriptionHref: SafeHref | null;
  /** The page heading's id: names the list (which takes focus after a delete). */
  headingId: string;
  debounceMs?: number;
}

/**
 * The cart page's client: groups and lines, optimistic quantity and delete with rollback, the
 * notices, the selection rules and the live pricing of the selection. Every platform call is a
 * server action.
 */
export function CartPage({ store, currency, canEdit, couponEnabled, initial, labels, actions, marketHref, subscriptionHref, headingId, debounceMs = PRICING_DEBOUNCE_MS }: CartPageProps) {
  const [state, dispatch] = useReducer(cartReducer, initial, initialCartState);
  const setCartCount = useSetAtom(cartCountAtom);
  const fail = useCartFailure(labels.general);
  const { busy, deleting, setDeleting, confirming, announcement, listRef, refetch, changeQuantity, toggle, remove, confirmNotice } = useCartEdits({ store, canEdit, state, dispatch, actions, labels, fail });

  // The header badge follows what the platform confirmed (live-room §3: every group counts).
  const total = confirmedTotal(state);
  useEffect(() => {
    if (state.loadedOnce) setCartCount(total);
  }, [total, state.loadedOnce, setCartCount]);

  const pricing = useCartPricing({ state, price: actions.price, debounceMs, fail, couponRequired: labels.coupon.required });

  const screen = cartScreen(state.data, state.lines.length, state.loadedOnce);
  if (screen === 'skeleton') return <CartSkeleton label={labels.loading} />;
  if (screen === 'error') {
    return (
      <div className={styles.empty} role="alert">
        <h2>{labels.error.title}</h2>
        <button type="button" className="button" onClick={() => void refetch(true)}>
          {labels.error.retry}
        </button>
      </div>
    );
  }

  const notices = cartNotices(state.trashed);
  const href = selectionCheckoutHref(store, state.selected, { busy: busy, coupon: pricing.couponApplied, kind: selectionKind(state.selected, state.lines) });

  return (
    <>
      <CartNotices notices={notices} labels={labels.notices} confirming={confirming} onConfirm={(notice) => void confirmNotice(notice)} />
      {screen === 'empty' ? (
        <div className={styles.empty} data-testid="cart-empty">
          <h2>{labels.empty.title}</h2>
          <p>{labels.empty.body}</p>
          <Link href={marketHref} className="button">
            {labels.empty.link}
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <section ref={listRef} tabIndex={-1} className={styles.list} aria-labelledby={headingId} aria-busy={state.data === 'LOADING'}>
            {canEdit ? null : (
              <p className={styles.note} role="note" data-testid="editing-disabled">
                {labels.editingDisabled}
              </p>
            )}
            {groupLines(state.lines).map((group) => (
              <CartGroupSection
                key={group.key}
                group={group}
                currency={currency}
                canEdit={canEdit}
                selected={state.selected}
                labels={labels}
                subscriptionHref={subscriptionHref}
                onToggle={toggle}
                onQuantity={changeQuantity}
                onDelete={setDeleting}
              />
            ))}
          </section>
          <PricingPanel
            currency={currency}
            labels={labels}
            selectedCount={state.selected.length}
            state={pricing.state}
            pricing={pricing.pricing}
            failure={pricing.failure}
            announcement={announcement}
            coupon={{ enabled: couponEnabled, ...pricing.coupon }}
            checkoutHref={href}
          />
        </div>
      )}
      <RemoveDialog line={deleting} labels={labels.remove} onConfirm={() => void remove()} onClose={() => setDeleting(null)} />
    </>
  );
}
