import { z } from 'zod';
import { dataOf, id, listOf, nullableString, successAnswer } from './common';
import { SavedAddressType } from './enums';

/** A stored address (commerce §3). The supported region is JP only. */
export const AddressRecord = z.object({
  id,
  addressable_id: id.nullish(),
  addressable_type: nullableString.optional(),
  region: z.literal('JP'),
  postcode: z.string(),
  level_one: z.string(),
  level_one_code: nullableString.optional(),
  level_two: z.string(),
  level_three: nullableString.optional(),
  level_four: nullableString.optional(),
  full_address: z.string(),
  info: z
    .object({ name: nullableString.optional(), address: nullableString.optional(), store_id: id.nullish() })
    .nullish(),
});
export type AddressRecord = z.infer<typeof AddressRecord>;

/** A buyer's saved address book entry. */
export const SavedAddress = z.object({
  id,
  user_id: id,
  name: z.string(),
  phone_number: z.string(),
  type: SavedAddressType,
  address: AddressRecord.nullable(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

/** POST /api/v1/addresses */
export const SavedAddressAnswer = dataOf(SavedAddress);
export type SavedAddressAnswer = z.infer<typeof SavedAddressAnswer>;
/** GET /api/v1/addresses */
export const SavedAddressesAnswer = listOf(SavedAddress);
export type SavedAddressesAnswer = z.infer<typeof SavedAddressesAnswer>;
/** DELETE /api/v1/addresses/{id} */
export const DeleteAddressAnswer = successAnswer;
