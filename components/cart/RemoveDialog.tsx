'use client';

import { Dialog } from '@/components/ui/Dialog';
import type { CartLineView } from '@/lib/cart/display';
import { fillTemplate } from '@/lib/market/add-notice';
import type { CartLabels } from './labels';
import styles from './cart.module.css';

export interface RemoveDialogProps {
  /** The line asked about; null: the dialog is closed. */
  line: CartLineView | null;
  labels: CartLabels['remove'];
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a line is deleted from the cart. */
export function RemoveDialog({ line, labels, onConfirm, onClose }: RemoveDialogProps) {
  return (
    <Dialog
      open={line !== null}
      onClose={onClose}
      title={labels.title}
      closeLabel={labels.close}
      description={line ? fillTemplate(labels.body, { name: `${line.productName} ${line.skuName}` }) : undefined}
    >
      <div className={styles.controls}>
        <button type="button" className="button" onClick={onConfirm} data-testid="confirm-delete">
          {labels.confirm}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {labels.cancel}
        </button>
      </div>
    </Dialog>
  );
}
