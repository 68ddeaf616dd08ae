'use client';

import { useId, useState } from 'react';
import { Image } from '@/components/ui/Image';
import type { CartLineView } from '@/lib/cart/display';
import { lineAmount } from '@/lib/cart/display';
import { clampQuantity, maxQuantity } from '@/lib/cart/quantity';
import { formatCurrency } from '@/lib/format/currency';
import { fillTemplate } from '@/lib/market/add-notice';
import type { CartLabels } from './labels';
import styles from './cart.module.css';

export interface CartLineItemProps {
  line: CartLineView;
  currency: string;
  canEdit: boolean;
  selectable: boolean;
  selected: boolean;
  labels: CartLabels;
  onToggle: (id: number) => void;
  onQuantity: (line: CartLineView, quantity: number) => void;
  onDelete: (line: CartLineView) => void;
}

const STATUS_CHIP: Record<CartLineView['marketStatus'], string> = {
  available: styles.chipOk,
  shortage: styles.chipAlert,
  soldout: styles.chipAlert,
  deleted: styles.chipAlert,
  error: styles.chipAlert,
  unknown: '',
};

/** One cart line: selection, picture, the display fields of commerce §3, market status, quantity and delete. */
export function CartLineItem({ line, currency, canEdit, selectable, selected, labels, onToggle, onQuantity, onDelete }: CartLineItemProps) {
  const id = useId();
  const max = maxQuantity(line);
  // What the buyer is typing; the committed quantity is the line's.
  const [draft, setDraft] = useState<string | null>(null);
  const name = `${line.productName} ${line.skuName}`;
  const editable = canEdit && max > 0;
  const limited = line.buyerPurchasableLimit !== null || line.purchaseLimit !== null;

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    onQuantity(line, clampQuantity(Number(draft), max, line.quantity));
  };

  return (
    <li className={styles.line} data-testid="cart-line" data-line-id={line.id}>
      <span className={styles.check}>
        <input
          id={`${id}-select`}
          type="checkbox"
          checked={selected}
          disabled={!selectable}
          onChange={() => onToggle(line.id)}
          aria-label={fillTemplate(labels.item.select, { name })}
        />
      </span>
      <Image type="product" src={line.imgUrl} size={72} alt="" className={styles.thumb} />
      <div className={styles.body}>
        <h3 className={styles.name}>
          {line.productName} <span className={styles.sku}>{line.skuName}</span>
        </h3>
        <p className={styles.meta}>
          <span className={`${styles.chip} ${STATUS_CHIP[line.marketStatus]}`} data-testid="market-status">
            {labels.status[line.marketStatus]}
          </span>
          {line.isTicket ? <span className={styles.chip}>{labels.item.ticket}</span> : null}
          {line.freeShipping ? <span className={styles.chip}>{labels.item.freeShipping}</span> : null}
          <span>{fillTemplate(labels.item.stock, { count: line.availableQuantity })}</span>
          {limited ? <span>{labels.item.limited}</span> : null}
          {line.vendor ? <span>{fillTemplate(labels.item.vendor, { vendor: line.vendor.name })}</span> : null}
          {line.expiresLabel ? <span>{fillTemplate(labels.item.expires, { date: line.expiresLabel })}</span> : null}
        </p>
        {line.adult_warning ? (
          <p className={styles.warning} role="note">
            {labels.item.adult}
          </p>
        ) : null}
        <div className={styles.priceRow}>
          <span>
            <span className={styles.price}>{formatCurrency(line.price, currency)}</span>
            <span className={styles.sku}> × {line.quantity} = </span>
            <span className="visually-hidden">{labels.item.subtotal}</span>
            <span className={styles.price} data-testid="line-amount">
              {formatCurrency(lineAmount(line), currency)}
            </span>
          </span>
          {canEdit ? (
            <span className={styles.controls}>
              <button type="button" className={styles.step} aria-label={`${labels.item.decrease}（${name}）`} disabled={!editable || line.quantity <= 1} onClick={() => onQuantity(line, line.quantity - 1)}>
                −
              </button>
              <label htmlFor={`${id}-quantity`} className="visually-hidden">
                {`${labels.item.quantity}（${name}）`}
              </label>
              <input
                id={`${id}-quantity`}
                type="number"
                inputMode="numeric"
                min={1}
                max={Math.max(1, max)}
                value={draft ?? String(line.quantity)}
                disabled={!editable}
                onChange={(event) => setDraft(event.target.value)}
                onBlur={commit}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commit();
                }}
              />
              <button type="button" className={styles.step} aria-label={`${labels.item.increase}（${name}）`} disabled={!editable || line.quantity >= max} onClick={() => onQuantity(line, line.quantity + 1)}>
                +
              </button>
              <button type="button" className={styles.delete} aria-label={fillTemplate(labels.item.deleteLabel, { name })} onClick={() => onDelete(line)}>
                {labels.item.delete}
              </button>
            </span>
          ) : (
            <span className={styles.quantityText}>
              {labels.item.quantity}: {line.quantity}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
