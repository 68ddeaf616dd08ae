'use client';

import { useSetAtom } from 'jotai';
import { useState, useTransition } from 'react';
import { useActionFailure } from '@/components/member/use-action-failure';
import { showToastAtom } from '@/components/shell/atoms';
import type { AddressDraft } from '@/lib/address/address-draft';
import type { ActionFailure } from '@/lib/member/action-result';
import type { SavedAddress } from '@/lib/schemas';
import type { DeleteAddressResult, SaveAddressResult } from './actions';
import { AddressForm, type AddressFieldMessages } from './AddressForm';
import { AddressList } from './AddressList';
import type { AddressFormLabels, AddressListLabels } from './labels';
import styles from './address.module.css';

export interface AddressBookLabels {
  form: AddressFormLabels;
  list: AddressListLabels;
  add: string;
  addHeading: string;
  saved: string;
  deleted: string;
  /** When the action itself fails (network, deploy). */
  general: string;
}

export interface AddressBookProps {
  initial: SavedAddress[];
  labels: AddressBookLabels;
  /** The server actions (passed in so the book can be tested without a server). */
  save: (draft: AddressDraft) => Promise<SaveAddressResult>;
  remove: (id: number) => Promise<DeleteAddressResult>;
}


/** The member's address book: the list with delete, and a form to add one. */
export function AddressBook({ initial, labels, save, remove }: AddressBookProps) {
  const [addresses, setAddresses] = useState(initial);
  const [adding, setAdding] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<AddressFieldMessages | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [saving, startSaving] = useTransition();
  const [, startDeleting] = useTransition();
  const showToast = useSetAtom(showToastAtom);
  const onFailure = useActionFailure();
  const thrown = (): ActionFailure => ({ ok: false, kind: 'error', message: labels.general });

  const submit = (draft: AddressDraft) =>
    startSaving(async () => {
      const result = await save(draft).catch(thrown);
      if (result.ok) {
        setAddresses((list) => [...list, result.address]);
        setAdding(false);
        setFieldErrors(null);
        setFormError(null);
        showToast({ type: 'success', message: labels.saved });
        return;
      }
      // Field messages sit beneath the fields, the summary above the buttons; the draft stays as typed.
      if (result.kind === 'invalid') {
        setFieldErrors(result.fields);
        setFormError(result.message);
        return;
      }
      setFormError(result.kind === 'error' ? result.message : null);
      onFailure(result);
    });

  const destroy = (id: number) => {
    setDeletingId(id);
    startDeleting(async () => {
      const result = await remove(id).catch(thrown);
      setDeletingId(null);
      if (result.ok) {
        setAddresses((list) => list.filter((a) => a.id !== id));
        showToast({ type: 'success', message: labels.deleted });
      } else onFailure(result);
    });
  };

  return (
    <div>
      <AddressList addresses={addresses} labels={labels.list} deletingId={deletingId} onDelete={destroy} />
      {adding ? (
        <section aria-labelledby="address-add-heading">
          <h2 id="address-add-heading">{labels.addHeading}</h2>
          <AddressForm
            labels={labels.form}
            errors={fieldErrors}
            formError={formError}
            submitting={saving}
            onSubmit={submit}
            onCancel={() => {
              setAdding(false);
              setFieldErrors(null);
              setFormError(null);
            }}
          />
        </section>
      ) : (
        <p className={styles.actions}>
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {labels.add}
          </button>
        </p>
      )}
    </div>
  );
}
