'use client';

import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { showToastAtom } from '@/components/shell/atoms';
import type { CartAction, CartState } from '@/lib/cart/cart-state';
import type { CartLineView } from '@/lib/cart/display';
import type { CartNotice, NoticeKind } from '@/lib/cart/notices';
import type { MutationOutcome, RefetchOutcome } from '@/lib/cart/outcomes';
import { clampQuantity, maxQuantity, QuantitySync } from '@/lib/cart/quantity';
import { deselectedBy } from '@/lib/cart/selection';
import type { CartActions } from './CartPage';
import type { CartLabels } from './labels';
import type { CartFailure } from './useCartFailure';

interface CartEditsOptions {
  store: string;
  canEdit: boolean;
  state: CartState;
  dispatch: Dispatch<CartAction>;
  actions: CartActions;
  labels: CartLabels;
  fail: (outcome: CartFailure) => void;
}

/** The cart's edits: reading it again, optimistic quantity and delete with rollback, the selection and the notices' confirmation. */
export function useCartEdits({ store, canEdit, state, dispatch, actions, labels, fail }: CartEditsOptions) {
  const showToast = useSetAtom(showToastAtom);
  const [busyQuantities, setBusyQuantities] = useState(0);
  const [busyDeletes, setBusyDeletes] = useState(0);
  const [deleting, setDeleting] = useState<CartLineView | null>(null);
  const [confirming, setConfirming] = useState<NoticeKind | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLElement>(null);

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
    [actions, store, fail, dispatch],
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
  }, [refetch, fail, dispatch]);
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

  const changeQuantity = (line: CartLineView, wanted: number) => {
    if (!canEdit) return;
    const quantity = clampQuantity(wanted, maxQuantity(line), line.quantity);
    if (quantity === line.quantity) return;
    dispatch({ type: 'quantity', id: line.id, quantity });
    quantitySync().request(line.id, quantity);
  };

  const toggle = (id: number) => {
    setAnnouncement(deselectedBy(state.selected, id, state.lines).length ? labels.selection.deselected : '');
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

  return { busy: busyQuantities + busyDeletes > 0, deleting, setDeleting, confirming, announcement, listRef, refetch, changeQuantity, toggle, remove, confirmNotice };
}
