'use client';

import { useSetAtom } from 'jotai';
import Link from 'next/link';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { cartCountAtom, loginDialogAtom, showToastAtom } from '@/components/shell/atoms';
import { Dialog } from '@/components/ui/Dialog';
import { cartReducer, initialCartState } from '@/lib/cart/cart-state';
import { checkoutHref } from '@/lib/cart/checkout-link';
import { cartScreen, pricingState, type ListState } from '@/lib/cart/data-state';
import { groupLines, totalQuantity, type CartLineView } from '@/lib/cart/display';
import { cartNotices, type CartNotice, type NoticeKind } from '@/lib/cart/notices';
import type { MutationOutcome, PricingOutcome, RefetchOutcome } from '@/lib/cart/outcomes';
import { normalizeCoupon, PRICING_DEBOUNCE_MS, pricingKey } from '@/lib/cart/pricing';
import { clampQuantity, maxQuantity, QuantitySync } from '@/lib/cart/quantity';
import type { PricingRequest, QuantityRequest } from '@/lib/cart/requests';
import { isSelectable, selectionKind, toggleLine } from '@/lib/cart/selection';
import type { CartSnapshot } from '@/lib/cart/snapshot';
import { fillTemplate } from '@/lib/market/add-notice';
import type { Pricing } from '@/lib/schemas';
import type { SafeHref } from '@/lib/url/safe-href';
import { CartLineItem } from './CartLineItem';
import { CartNotices } from './CartNotices';
import { CartSkeleton } from './CartSkeleton';
import type { CartLabels } from './labels';
import { PricingPanel } from './PricingPanel';
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

type Failure = Exclude<MutationOutcome, { kind: 'ok' } | { kind: 'gone' }>;

interface PricingAnswer {
  key: string;
  state: ListState;
  pricing: Pricing | null;
  failure: string | null;
}

/** The shell's 401 rule (message, clear tokens and user, bounded reload); already loaded by the store layout. */
const runUnauthorizedRule = () => import('@/components/identity/session-runtime').then((runtime) => runtime.handleUnauthorized());

/**
 * The cart page's client: groups and lines, optimistic quantity and delete with rollback, the
 * notices, the selection rules and the live pricing of the selection. Every platform call is a
 * server action.
 */
export function CartPage({ store, currency, canEdit, couponEnabled, initial, labels, actions, marketHref, subscriptionHref, headingId, debounceMs = PRICING_DEBOUNCE_MS }: CartPageProps) {
  const [state, dispatch] = useReducer(cartReducer, initial, initialCartState);
  const showToast = useSetAtom(showToastAtom);
  const openLogin = useSetAtom(loginDialogAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const [busyQuantities, setBusyQuantities] = useState(0);
  const [busyDeletes, setBusyDeletes] = useState(0);
  const [deleting, setDeleting] = useState<CartLineView | null>(null);
  const [confirming, setConfirming] = useState<NoticeKind | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [couponText, setCouponText] = useState('');
  const [couponApplied, setCouponApplied] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<PricingAnswer | null>(null);
  const listRef = useRef<HTMLElement>(null);

  const fail = useCallback(
    (outcome: Failure) => {
      if (outcome.kind === 'login') openLogin({ open: true, reason: 'action' });
      else if (outcome.kind === 'unauthorized') void runUnauthorizedRule();
      else if (outcome.kind === 'error') showToast({ type: 'error', message: outcome.message ?? labels.general });
    },
    [openLogin, showToast, labels.general],
  );

  const refetch = useCallback(
    async (visible: boolean) => {
      if (visible) dispatch({ type: 'loading' });
      let outcome: RefetchOutcome;
      try {
        outcome = await actions.refetch(store);
      } catch {
        outcome = { kind: 'error' };
      }
      if (outcome.kind === 'ok') dispatch({ type: 'loaded', snapshot: outcome.snapshot });
      else if (outcome.kind === 'login' || outcome.kind === 'unauthorized') fail(outcome);
      // A quiet refetch that fails leaves the cart as it is; a retry shows the error view again.
      else if (visible) dispatch({ type: 'failed' });
    },
    [actions, store, fail],
  );

  // The quantity queue outlives renders; its callbacks read the latest handlers through a ref.
  const settledRef = useRef<(id: number, quantity: number, outcome: MutationOutcome) => void>(() => {});
  useEffect(() => {
    settledRef.current = (id, quantity, outcome) => {
      if (outcome.kind === 'ok') dispatch({ type: 'quantityConfirmed', id, quantity });
      else if (outcome.kind === 'gone') {
        // Issue 7 item 7: the item is gone; read the cart again without a message.
        dispatch({ type: 'removed', id });
        void refetch(false);
      } else {
        dispatch({ type: 'quantityRolledBack', id });
        fail(outcome);
      }
    };
  }, [refetch, fail]);
  const actionsRef = useRef(actions);
  useEffect(() => {
    actionsRef.current = actions;
  }, [actions]);
  const syncRef = useRef<QuantitySync | null>(null);
  /** Made on first use (in a handler, never during render). */
  const quantitySync = () =>
    (syncRef.current ??= new QuantitySync(
      (itemId, quantity) => actionsRef.current.updateQuantity({ itemId, quantity }),
      (id, quantity, outcome) => settledRef.current(id, quantity, outcome),
      setBusyQuantities,
    ));

  // The header badge follows what the platform confirmed (live-room §3: every group counts).
  const confirmedTotal = totalQuantity(state.lines.map((line) => ({ source: line.source, quantity: state.confirmed[line.id] ?? line.quantity })));
  useEffect(() => {
    if (state.loadedOnce) setCartCount(confirmedTotal);
  }, [confirmedTotal, state.loadedOnce, setCartCount]);

  // Pricing of the selection at its confirmed quantities, debounced; a newer selection wins.
  const selectedLines = state.lines.filter((line) => state.selected.includes(line.id));
  const idsText = selectedLines.map((line) => line.id).join(',');
  const key = pricingKey(
    selectedLines.map((line) => ({ id: line.id, quantity: state.confirmed[line.id] ?? line.quantity })),
    couponApplied,
  );
  const price = actions.price;
  useEffect(() => {
    if (!idsText) return;
    let current = true;
    const timer = setTimeout(async () => {
      const itemIds = idsText.split(',').map(Number);
      let outcome: PricingOutcome;
      try {
        outcome = await price({ itemIds, couponCode: couponApplied });
      } catch {
        outcome = { kind: 'error', message: null };
      }
      if (!current) return;
      if (outcome.kind === 'ok') {
        setAnswer({ key, state: 'success', pricing: outcome.pricing, failure: null });
        return;
      }
      if (outcome.kind === 'coupon') {
        // The buyer's text stays; the price is asked again without the coupon.
        setCouponError(outcome.message);
        setCouponApplied(null);
        return;
      }
      if (outcome.kind === 'login' || outcome.kind === 'unauthorized') fail(outcome);
      setAnswer({ key, state: 'failed', pricing: null, failure: outcome.kind === 'error' ? outcome.message : null });
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, idsText, couponApplied, price, debounceMs, fail]);

  const changeQuantity = (line: CartLineView, wanted: number) => {
    if (!canEdit) return;
    const quantity = clampQuantity(wanted, maxQuantity(line), line.quantity);
    if (quantity === line.quantity) return;
    dispatch({ type: 'quantity', id: line.id, quantity });
    quantitySync().request(line.id, quantity);
  };

  const toggle = (id: number) => {
    const next = toggleLine(state.selected, id, state.lines);
    const dropped = state.selected.filter((other) => other !== id && !next.includes(other));
    setAnnouncement(dropped.length ? labels.selection.deselected : '');
    dispatch({ type: 'toggle', id });
  };

  const remove = async () => {
    const line = deleting;
    setDeleting(null);
    if (!line) return;
    const index = state.lines.findIndex((other) => other.id === line.id);
    quantitySync().drop(line.id);
    dispatch({ type: 'removed', id: line.id });
    listRef.current?.focus();
    setBusyDeletes((count) => count + 1);
    let outcome: MutationOutcome;
    try {
      outcome = await actions.deleteItem(line.id);
    } catch {
      outcome = { kind: 'error', message: null };
    }
    setBusyDeletes((count) => count - 1);
    if (outcome.kind === 'ok') showToast({ type: 'success', message: labels.remove.done });
    else if (outcome.kind === 'gone') void refetch(false);
    else {
      dispatch({ type: 'removeRolledBack', line, index });
      fail(outcome);
    }
  };

  const confirmNotice = async (notice: CartNotice) => {
    setConfirming(notice.kind);
    let outcome: MutationOutcome;
    try {
      outcome = await actions.confirmNotice(notice.itemIds);
    } catch {
      outcome = { kind: 'error', message: null };
    }
    setConfirming(null);
    if (outcome.kind === 'ok' || outcome.kind === 'gone') {
      dispatch({ type: 'noticeConfirmed', ids: notice.itemIds });
      // Market statuses move once a shortage is acknowledged.
      void refetch(false);
    } else fail(outcome);
  };

  const applyCoupon = () => {
    const code = normalizeCoupon(couponText);
    if (!code) {
      setCouponError(labels.coupon.required);
      return;
    }
    setCouponError(null);
    setCouponApplied(code);
  };

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
  const kind = selectionKind(state.selected, state.lines);
  const busy = busyQuantities + busyDeletes > 0;
  const href = state.selected.length && !busy ? checkoutHref(store, [...state.selected].sort((a, b) => a - b), { coupon: couponApplied, kind }) : null;

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
            {groupLines(state.lines).map((group) => {
              const title = group.source === 'post' ? group.title : labels.groups[group.source];
              const count = group.lines.reduce((sum, line) => sum + line.quantity, 0);
              return (
                <section key={group.key} className={styles.group} aria-labelledby={`cart-group-${group.key}`} data-testid="cart-group" data-source={group.source}>
                  <div className={styles.groupHead}>
                    <h2 id={`cart-group-${group.key}`} className={styles.groupTitle}>
                      {title}
                    </h2>
                    {group.isFormal ? <span className={styles.chip}>{labels.groups.formal}</span> : null}
                    {group.isRehearsal ? <span className={`${styles.chip} ${styles.chipAlert}`}>{labels.groups.rehearsal}</span> : null}
                    {group.postKind === 'streaming' || group.postKind === 'replay' ? <span className={styles.chip}>{labels.groups[group.postKind]}</span> : null}
                    <span className={styles.groupCount}>{fillTemplate(labels.groups.count, { count })}</span>
                  </div>
                  {group.source === 'subscription' && subscriptionHref ? (
                    <p className={styles.groupNote}>
                      {labels.subscription.note} <Link href={subscriptionHref}>{labels.subscription.link}</Link>
                    </p>
                  ) : null}
                  <ul className={styles.lines}>
                    {group.lines.map((line) => (
                      <CartLineItem
                        key={line.id}
                        line={line}
                        currency={currency}
                        canEdit={canEdit}
                        selectable={isSelectable(line)}
                        selected={state.selected.includes(line.id)}
                        labels={labels}
                        onToggle={toggle}
                        onQuantity={changeQuantity}
                        onDelete={setDeleting}
                      />
                    ))}
                  </ul>
                </section>
              );
            })}
          </section>
          <PricingPanel
            currency={currency}
            labels={labels}
            selectedCount={state.selected.length}
            state={pricingState(state.selected.length, key, answer)}
            pricing={answer?.key === key ? answer.pricing : null}
            failure={answer?.key === key ? answer.failure : null}
            announcement={announcement}
            coupon={{
              enabled: couponEnabled,
              text: couponText,
              applied: couponApplied,
              error: couponError,
              onText: setCouponText,
              onApply: applyCoupon,
              onRemove: () => {
                setCouponApplied(null);
                setCouponError(null);
                setCouponText('');
              },
            }}
            checkoutHref={href}
          />
        </div>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={labels.remove.title}
        closeLabel={labels.remove.close}
        description={deleting ? fillTemplate(labels.remove.body, { name: `${deleting.productName} ${deleting.skuName}` }) : undefined}
      >
        <div className={styles.controls}>
          <button type="button" className="button" onClick={() => void remove()} data-testid="confirm-delete">
            {labels.remove.confirm}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setDeleting(null)}>
            {labels.remove.cancel}
          </button>
        </div>
      </Dialog>
    </>
  );
}
