'use server';

import { getTranslations } from 'next-intl/server';
import { addressErrorMessages, addressFieldOf } from '@/lib/address/address-errors';
import { asAddressDraft, toAddressPayload, validateAddressDraft, type AddressErrorKey } from '@/lib/address/address-draft';
import { createAddress, deleteAddress, getAddresses } from '@/lib/api/member';
import { buyerContext } from '@/lib/api/server-context';
import { failureOf, type ActionResult } from '@/lib/member/action-result';
import type { SavedAddress } from '@/lib/schemas';

/**
 * The address book's server actions (member token from the kirari_token cookie). The browser
 * ships neither the API client nor zod; the checks of lib/address run here again before any call.
 */

export type SaveAddressResult = ActionResult<{ address: SavedAddress }>;
export type DeleteAddressResult = ActionResult;
export type ListAddressesResult = ActionResult<{ addresses: SavedAddress[] }>;

async function generalMessage(): Promise<string> {
  return (await getTranslations('toast'))('general');
}

export async function saveAddressAction(input: unknown): Promise<SaveAddressResult> {
  const [t, general] = await Promise.all([getTranslations('address'), generalMessage()]);
  const draft = asAddressDraft(input);
  if (!draft) return { ok: false, kind: 'error', message: general };
  const problems = validateAddressDraft(draft);
  if (Object.keys(problems).length > 0) {
    const keys: AddressErrorKey[] = ['required', 'tooLong', 'postcodeInvalid', 'phoneInvalid', 'prefectureInvalid', 'typeInvalid'];
    const messages = Object.fromEntries(keys.map((key) => [key, t(`errors.${key}`, { max: '{max}' })])) as Record<AddressErrorKey, string>;
    return { ok: false, kind: 'invalid', fields: addressErrorMessages(problems, messages), message: t('errors.fixFields') };
  }
  const ctx = await buyerContext();
  if (!ctx.token) return { ok: false, kind: 'login' };
  const result = await createAddress(toAddressPayload(draft), ctx);
  if (!result.ok) return failureOf(result.error, general, addressFieldOf);
  return { ok: true, address: result.data.data };
}

export async function deleteAddressAction(id: unknown): Promise<DeleteAddressResult> {
  const general = await generalMessage();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return { ok: false, kind: 'error', message: general };
  const ctx = await buyerContext();
  if (!ctx.token) return { ok: false, kind: 'login' };
  const result = await deleteAddress(id, ctx);
  return result.ok ? { ok: true } : failureOf(result.error, general);
}

export async function listAddressesAction(): Promise<ListAddressesResult> {
  const ctx = await buyerContext();
  if (!ctx.token) return { ok: false, kind: 'login' };
  const result = await getAddresses(ctx);
  return result.ok ? { ok: true, addresses: result.data.data } : failureOf(result.error, await generalMessage());
}
