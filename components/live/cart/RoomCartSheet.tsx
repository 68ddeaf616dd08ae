'use client';

import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import type { CartGroup } from '@/lib/cart/display';
import type { RefetchOutcome } from '@/lib/cart/outcomes';
import { createDeleteThrottle, roomCartView, type RoomCartView } from '@/lib/live/room-cart';
import { fillTemplate } from '@/lib/market/add-notice';
import type { RoomPromoActions } from '@/components/live/promotions/promo-actions';
import type { PromoText } from '@/components/live/promotions/promo-text';
import styles from '@/components/live/promotions/promo.module.css';
import { roomCartSignalAtom } from './room-cart-signal';

export interface RoomCartSheetProps {
  store: string;
  actions: Pick<RoomPromoActions, 'refetchCart' | 'deleteCartItem'>;
  text: PromoText;
  /** The §5 login check, for a visitor without a member token. */
  loginCheck: () => void;
}

type Load = { status: 'loading' } | { status: 'ok'; view: RoomCartView } | { status: 'login' } | { status: 'failed' };

function loadOf(outcome: RefetchOutcome): Load {
  if (outcome.kind === 'ok') return { status: 'ok', view: roomCartView(outcome.snapshot) };
  return outcome.kind === 'login' || outcome.kind === 'unauthorized' ? { status: 'login' } : { status: 'failed' };
}

/**
 * The room's cart sheet (live-room §2–§4): a modal dialog (focus kept inside, Escape closes) with
 * the cart by live post, market and seller, the trashed items and the total quantity. Deleting
 * asks first, passes one delete per 2 s, and refetches afterwards.
 */
export default function RoomCartSheet({ store, actions, text, loginCheck }: RoomCartSheetProps) {
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [confirm, setConfirm] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const throttle = useMemo(() => createDeleteThrottle(), []);
  const signal = useAtomValue(roomCartSignalAtom);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const fetchCart = useCallback(() => actions.refetchCart(store).then(loadOf, (): Load => ({ status: 'failed' })), [actions, store]);
  const refetch = async () => setLoad(await fetchCart());

  // On open, and on each cart message for this viewer while open.
  useEffect(() => {
    if (!open) return;
    let active = true;
    void fetchCart().then((next) => active && setLoad(next));
    return () => {
      active = false;
    };
  }, [open, signal, fetchCart]);

  useEffect(() => {
    if (confirm) cancelRef.current?.focus();
  }, [confirm]);

  const remove = async () => {
    if (!confirm || busy) return;
    if (!throttle.tryAcquire()) {
      setMessage(text.deleteWait);
      return;
    }
    setBusy(true);
    setMessage(null);
    const outcome = await actions.deleteCartItem(confirm.id).catch(() => ({ kind: 'error' as const, message: null }));
    setBusy(false);
    if (outcome.kind === 'ok' || outcome.kind === 'gone') {
      setConfirm(null);
      await refetch();
      return;
    }
    if (outcome.kind === 'login' || outcome.kind === 'unauthorized') setLoad({ status: 'login' });
    setMessage(outcome.kind === 'error' && outcome.message ? outcome.message : text.deleteFailed);
  };

  const groupTitle = (group: CartGroup) => (group.source === 'market' ? text.groupMarket : group.source === 'seller' ? text.groupSeller : group.title);

  return (
    <>
      <button type="button" className={styles.tool} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="room-cart-button">
        {text.cart}
      </button>
      <Dialog open={open} onClose={() => { setOpen(false); setConfirm(null); setMessage(null); }} title={text.cartTitle} closeLabel={text.close}>
        <div data-testid="room-cart-sheet">
          {load.status === 'loading' ? <p role="status">{text.cartLoading}</p> : null}
          {load.status === 'failed' ? <p role="alert">{text.cartFailed}</p> : null}
          {load.status === 'login' ? (
            <p>
              {text.cartLogin}{' '}
              <button type="button" className={styles.action} onClick={() => { setOpen(false); loginCheck(); }}>
                {text.cart}
              </button>
            </p>
          ) : null}
          {load.status === 'ok' ? (
            confirm ? (
              <section role="alertdialog" aria-labelledby="room-cart-confirm-title" aria-describedby="room-cart-confirm-body" data-testid="room-cart-confirm">
                <h3 id="room-cart-confirm-title" className={styles.sectionTitle}>{text.confirmTitle}</h3>
                <p id="room-cart-confirm-body">{fillTemplate(text.confirmBody, { name: confirm.name })}</p>
                <div className={styles.routes}>
                  <button ref={cancelRef} type="button" className={`${styles.action} ${styles.secondary}`} onClick={() => { setConfirm(null); setMessage(null); }}>
                    {text.cancel}
                  </button>
                  <button type="button" className={styles.action} disabled={busy} onClick={() => void remove()}>
                    {text.confirmDelete}
                  </button>
                </div>
              </section>
            ) : load.view.groups.length === 0 && load.view.trashed.length === 0 ? (
              <p>{text.cartEmpty}</p>
            ) : (
              <>
                {load.view.groups.map((group) => (
                  <section key={group.key} className={styles.group} aria-label={groupTitle(group)} data-testid={`room-cart-group-${group.key}`}>
                    <h3 className={styles.sectionTitle}>{groupTitle(group)}</h3>
                    <ul className={styles.list}>
                      {group.lines.map((line) => (
                        <li key={line.id} className={styles.line} data-testid={`room-cart-line-${line.id}`}>
                          <span>
                            {line.productName} {line.skuName ? `(${line.skuName})` : ''} {fillTemplate(text.quantity, { count: line.quantity })}
                          </span>
                          <button
                            type="button"
                            className={`${styles.action} ${styles.secondary}`}
                            aria-label={fillTemplate(text.deleteItem, { name: line.productName })}
                            onClick={() => setConfirm({ id: line.id, name: line.productName })}
                          >
                            ×
                          </button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
                {load.view.trashed.length > 0 ? (
                  <section className={styles.group} aria-label={text.trashedTitle} data-testid="room-cart-trashed">
                    <h3 className={styles.sectionTitle}>{text.trashedTitle}</h3>
                    <ul className={styles.list}>
                      {load.view.trashed.map((item) => (
                        <li key={item.id} className={styles.line}>
                          {item.productName} {item.skuName ? `(${item.skuName})` : ''} {fillTemplate(text.quantity, { count: item.quantity })}
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                <p className={styles.total} data-testid="room-cart-total">
                  {fillTemplate(text.totalQuantity, { count: load.view.totalQuantity })}
                </p>
              </>
            )
          ) : null}
          {message ? (
            <p role="alert" className={styles.notice}>
              {message}
            </p>
          ) : null}
          <p>
            <a className={styles.link} href={`/${encodeURIComponent(store)}/shopping`} target="_blank" rel="noopener noreferrer">
              {text.openCartPage}
            </a>
          </p>
        </div>
      </Dialog>
    </>
  );
}
