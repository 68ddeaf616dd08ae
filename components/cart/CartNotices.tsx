'use client';

import type { CartNotice, NoticeKind } from '@/lib/cart/notices';
import { fillTemplate } from '@/lib/market/add-notice';
import type { CartLabels } from './labels';
import styles from './cart.module.css';

export interface CartNoticesProps {
  notices: CartNotice[];
  labels: CartLabels['notices'];
  /** The notice whose confirmation is on its way. */
  confirming: NoticeKind | null;
  onConfirm: (notice: CartNotice) => void;
}

/** The shortage and deleted notices of commerce §4, each with its confirm button. */
export function CartNotices({ notices, labels, confirming, onConfirm }: CartNoticesProps) {
  return (
    <>
      {notices.map((notice) => {
        const titleId = `cart-notice-${notice.kind}`;
        const template = notice.kind === 'shortage' ? labels.shortageItem : labels.deletedItem;
        return (
          <section key={notice.kind} className={styles.notice} role="alert" aria-labelledby={titleId} data-testid={`notice-${notice.kind}`}>
            <h2 id={titleId} className={styles.noticeTitle}>
              {notice.kind === 'shortage' ? labels.shortageTitle : labels.deletedTitle}
            </h2>
            <ul className={styles.noticeList}>
              {notice.items.map((item) => (
                <li key={item.id}>{fillTemplate(template, { name: `${item.productName} ${item.skuName}`, quantity: item.quantity })}</li>
              ))}
            </ul>
            <button type="button" className="button" disabled={confirming !== null} aria-busy={confirming === notice.kind} onClick={() => onConfirm(notice)}>
              {labels.confirm}
            </button>
          </section>
        );
      })}
    </>
  );
}
