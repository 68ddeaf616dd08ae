import { z } from 'zod';
import { dataOf, id, nullableString, urlString } from './common';
import { Currency, StoreLocale } from './enums';

/** A store feature flag (commerce §6): every setting carries all three value kinds. */
export const StoreSetting = z.object({
  name: z.string(),
  enable: z.boolean(),
  integer: z.number().int().nullish(),
  string: z.string().nullish(),
});
export type StoreSetting = z.infer<typeof StoreSetting>;

/** What an enterprise store's cart button needs (live-room §6). */
export const EnterpriseSubscription = z.object({
  domain: z.string(),
  cart_endpoint: z.string(),
  merchant_console: z.string().nullish(),
});
export type EnterpriseSubscription = z.infer<typeof EnterpriseSubscription>;

export const Enterprise = z.object({
  id,
  name: z.string().nullish(),
  subscription: EnterpriseSubscription.nullish(),
});
export type Enterprise = z.infer<typeof Enterprise>;

/** A parent store is referenced, not embedded in full. */
export const StoreRef = z.object({ id, slug: z.string(), name: z.string() });
export type StoreRef = z.infer<typeof StoreRef>;

export const Store = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  // Only JP is supported, but the guard must see other regions to send them to /404.
  region: z.string(),
  locale: StoreLocale,
  currency: Currency,
  timezone: z.string(),
  description: nullableString.optional(),
  buyer_editing_cart: z.boolean(),
  facebook_pixel_id: nullableString.optional(),
  is_ticket_mode: z.boolean(),
  image_url: urlString.nullish(),
  avatar_url: urlString.nullish(),
  enterprise: Enterprise.nullish(),
  is_special: z.boolean().optional(),
  is_special2: z.boolean().optional(),
  settings: z.array(StoreSetting),
  enable_enterprise: z.boolean(),
  contact_email: nullableString.optional(),
  parent: StoreRef.nullish(),
});
export type Store = z.infer<typeof Store>;

/** GET /api/v1/buyer/stores/{store} */
export const StoreAnswer = dataOf(Store);
export type StoreAnswer = z.infer<typeof StoreAnswer>;
