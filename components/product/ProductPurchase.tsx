'use client';

import { useSetAtom } from 'jotai';
import { useId, useState, useTransition, type ReactNode } from 'react';
import { cartCountAtom, loginDialogAtom, showToastAtom } from '@/components/shell/atoms';
import { addNotice, fillTemplate, type AddNoticeStrings } from '@/lib/market/add-notice';
import type { AddOutcome, AddRequest } from '@/lib/market/add-to-cart';
import { clampQuantity } from '@/lib/market/quantity';
import styles from './purchase.module.css';

/** A SKU as the panel shows it: its texts as server-rendered markup (SkuText.tsx), so none of them is client code. */
export interface PurchaseSku {
  id: number;
  /** 1..min(stock, limit); 0 when it cannot be bought. */
  maxQuantity: number;
  /** Its line in the radio group (SkuDescription). */
  description: ReactNode;
  /** Its price once chosen (SkuPrice). */
  price: ReactNode;
}

export interface PurchaseStrings extends AddNoticeStrings {
  legend: string;
  quantity: string;
  decrease: string;
  increase: string;
  /** With {max}. */
  maxHint: string;
  addToCart: string;
  adding: string;
}

export interface ProductPurchaseProps {
  store: string;
  skus: PurchaseSku[];
  initialSkuId: number | null;
  /** Why the product cannot be bought now (before or after its sale, sold out); null when on sale. */
  unavailable: string | null;
  strings: PurchaseStrings;
  /** The server action (passed in so the panel can be tested without a server). */
  addToCart: (request: AddRequest) => Promise<AddOutcome>;
}

/** The shell's 401 rule (message, clear tokens and user, bounded reload); already loaded by the store layout. */
const runUnauthorizedRule = () => import('@/components/identity/session-runtime').then((runtime) => runtime.handleUnauthorized());

/** SKU choice, quantity and add to cart: the product page's only client code. */
export function ProductPurchase({ store, skus, initialSkuId, unavailable, strings, addToCart }: ProductPurchaseProps) {
  const id = useId();
  const [skuId, setSkuId] = useState(initialSkuId);
  const [quantityText, setQuantityText] = useState('1');
  const [pending, startTransition] = useTransition();
  const showToast = useSetAtom(showToastAtom);
  const openLogin = useSetAtom(loginDialogAtom);
  const setCartCount = useSetAtom(cartCountAtom);

  const sku = skus.find((s) => s.id === skuId) ?? null;
  const max = sku?.maxQuantity ?? 0;
  const quantity = clampQuantity(Number(quantityText), max);
  const canBuy = unavailable === null && sku !== null && max > 0;

  const setQuantity = (value: number) => setQuantityText(String(clampQuantity(value, max)));

  function submit() {
    if (!sku || !canBuy || pending) return;
    setQuantity(quantity);
    startTransition(async () => {
      let outcome: AddOutcome;
      try {
        outcome = await addToCart({ store, skuId: sku.id, quantity });
      } catch {
        // The server action itself failed (network, deploy): the general message.
        outcome = { kind: 'error', message: null };
      }
      // Whether the buyer is a member is the server's call (the cookie it reads), not a guess here.
      if (outcome.kind === 'login') {
        openLogin({ open: true, reason: 'action' });
        return;
      }
      if (outcome.kind === 'unauthorized') {
        void runUnauthorizedRule();
        return;
      }
      if (outcome.kind === 'added' && outcome.cartCount !== null) setCartCount(outcome.cartCount);
      const notice = addNotice(outcome, strings);
      if (notice) showToast(notice);
    });
  }

  return (
    <div>
      <fieldset className={styles.skus}>
        <legend>{strings.legend}</legend>
        {skus.map((option) => (
          <label key={option.id} className={styles.sku}>
            <input
              type="radio"
              name={`${id}-sku`}
              value={option.id}
              checked={option.id === skuId}
              disabled={option.maxQuantity === 0}
              onChange={() => {
                setSkuId(option.id);
                setQuantityText(String(clampQuantity(quantity, option.maxQuantity)));
              }}
            />
            {option.description}
          </label>
        ))}
      </fieldset>

      <p className={styles.selected} data-testid="selected-price">
        {sku?.price}
      </p>

      <div className={styles.quantity}>
        <label htmlFor={`${id}-quantity`}>{strings.quantity}</label>
        <button type="button" className={styles.step} aria-label={strings.decrease} disabled={!canBuy || quantity <= 1} onClick={() => setQuantity(quantity - 1)}>
          −
        </button>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={quantityText}
          disabled={!canBuy}
          aria-describedby={`${id}-max`}
          onChange={(event) => setQuantityText(event.target.value)}
          onBlur={() => setQuantity(quantity)}
        />
        <button type="button" className={styles.step} aria-label={strings.increase} disabled={!canBuy || quantity >= max} onClick={() => setQuantity(quantity + 1)}>
          +
        </button>
        <span id={`${id}-max`} className={styles.hint}>
          {canBuy ? fillTemplate(strings.maxHint, { max }) : ''}
        </span>
      </div>

      <button type="button" className={`button ${styles.add}`} disabled={!canBuy || pending} aria-busy={pending} onClick={submit}>
        {pending ? strings.adding : strings.addToCart}
      </button>
      {unavailable ? <p className={styles.unavailable}>{unavailable}</p> : null}
    </div>
  );
}
