'use client';

import { useState } from 'react';
import type { AddressFieldMessages } from '@/components/address/AddressForm';
import type { SaveAddressResult } from '@/components/address/actions';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import type { AddressDraft } from '@/lib/address/address-draft';
import { withSavedAddress } from '@/lib/checkout/checkout-edits';
import { addressOption, type AddressOption } from '@/lib/checkout/checkout-options';

interface AddressEntryOptions {
  initial: AddressOption[];
  /** The form opens at once when a delivery has no saved address to go to. */
  startAdding: boolean;
  saveAddressAction: (draft: AddressDraft) => Promise<SaveAddressResult>;
  general: string;
  /** The saved address is chosen for the order. */
  onSaved: (addressId: number) => void;
}

/** The checkout's delivery addresses and the nested form that adds one. */
export function useAddressEntry({ initial, startAdding, saveAddressAction, general, onSaved }: AddressEntryOptions) {
  const handledSession = useSessionFailure();
  const [addresses, setAddresses] = useState(initial);
  const [adding, setAdding] = useState(startAdding);
  const [errors, setErrors] = useState<AddressFieldMessages | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(address: AddressDraft) {
    setSaving(true);
    setFormError(null);
    let result: SaveAddressResult;
    try {
      result = await saveAddressAction(address);
    } catch {
      result = { ok: false, kind: 'error', message: general };
    }
    setSaving(false);
    if (!result.ok) {
      if (handledSession(result)) return;
      if (result.kind === 'invalid') setErrors(result.fields as AddressFieldMessages);
      setFormError(result.message);
      return;
    }
    const saved = result.address;
    setAddresses((current) => withSavedAddress(current, addressOption(saved)));
    setAdding(false);
    setErrors(null);
    onSaved(saved.id);
  }

  return { addresses, adding, setAdding, errors, formError, saving, save };
}
