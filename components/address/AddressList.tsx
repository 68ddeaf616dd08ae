'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { addressLine } from '@/lib/address/address-view';
import { fillTemplate } from '@/lib/market/add-notice';
import type { SavedAddress } from '@/lib/schemas';
import type { AddressListLabels } from './labels';
import styles from './address.module.css';

export interface AddressListProps {
  addresses: SavedAddress[];
  labels: AddressListLabels;
  /** The address being deleted (its button shows the progress). */
  deletingId?: number | null;
  /** Called once the buyer confirms. Omit for a list without delete. */
  onDelete?: (id: number) => void;
}

/** Saved addresses with their type; delete asks for confirmation first. */
export function AddressList({ addresses, labels, deletingId = null, onDelete }: AddressListProps) {
  const [confirming, setConfirming] = useState<SavedAddress | null>(null);
  if (addresses.length === 0) return <p className={styles.empty}>{labels.empty}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={labels.heading}>
        {addresses.map((saved) => (
          <li key={saved.id} className={styles.item} data-testid="saved-address">
            <div className={styles.itemBody}>
              <span className={styles.itemName}>
                {saved.name}
                <span className={styles.tag}>{labels.types[saved.type] ?? saved.type}</span>
              </span>
              <span className={styles.itemMeta}>{addressLine(saved)}</span>
              <span className={styles.itemMeta}>
                {labels.phone}: {saved.phone_number}
              </span>
            </div>
            {onDelete ? (
              <button
                type="button"
                className={`button ${styles.deleteButton}`}
                aria-label={fillTemplate(labels.delete, { name: saved.name })}
                disabled={deletingId !== null}
                aria-busy={deletingId === saved.id}
                onClick={() => setConfirming(saved)}
              >
                {deletingId === saved.id ? labels.deleting : labels.confirmDelete}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={labels.confirmTitle}
        closeLabel={labels.close}
        description={confirming ? fillTemplate(labels.confirmBody, { name: confirming.name, address: addressLine(confirming) }) : undefined}
      >
        <div className={styles.confirmActions}>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(null)}>
            {labels.cancel}
          </button>
          <button
            type="button"
            className={`button ${styles.dangerSolid}`}
            onClick={() => {
              const target = confirming;
              setConfirming(null);
              if (target && onDelete) onDelete(target.id);
            }}
          >
            {labels.confirmDelete}
          </button>
        </div>
      </Dialog>
    </>
  );
}
