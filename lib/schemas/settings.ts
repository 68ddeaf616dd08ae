import { z } from 'zod';
import { AddressRecord } from './address';
import { id, listOf, money, nullableString } from './common';
import { PaymentSettingType, ShippingType } from './enums';

/** A per-prefecture fee of a shipping setting. Not shown in spec: our design. */
export const ShippingFee = z.object({
  level_one_code: z.string(),
  fee: money,
});
export type ShippingFee = z.infer<typeof ShippingFee>;

export const ShippingSetting = z.object({
  id,
  type: ShippingType,
  info: z.object({ memo: nullableString.optional() }).nullish(),
  enabled: z.boolean(),
  /** Fee rule (flat, per region …); values not shown in spec. */
  fee_type: nullableString.optional(),
  fee: money.nullish(),
  free_shipping_threshold: money.nullish(),
  is_cash_on_delivery: z.boolean().optional(),
  /** The pick-up address of a self_pick_up setting. */
  address: AddressRecord.nullish(),
  fees: z.array(ShippingFee).optional(),
});
export type ShippingSetting = z.infer<typeof ShippingSetting>;

export const PaymentSetting = z.object({ id, type: PaymentSettingType, enabled: z.boolean() });
export type PaymentSetting = z.infer<typeof PaymentSetting>;

/** GET /api/v1/stores/{store}/shipping-setting */
export const ShippingSettingsAnswer = listOf(ShippingSetting);
export type ShippingSettingsAnswer = z.infer<typeof ShippingSettingsAnswer>;

/** GET /api/v1/stores/{store}/payment-setting */
export const PaymentSettingsAnswer = listOf(PaymentSetting);
export type PaymentSettingsAnswer = z.infer<typeof PaymentSettingsAnswer>;

/** GET /api/v1/stores/{store}/gmo-credit: the card gateway's shop id. */
export const GmoCreditAnswer = z.object({ shop_id: z.string() });
export type GmoCreditAnswer = z.infer<typeof GmoCreditAnswer>;

/** GET /api/v1/stores/{store}/users/in-blacklist */
export const InBlacklistAnswer = z.object({ is_in_blacklist: z.boolean() });
export type InBlacklistAnswer = z.infer<typeof InBlacklistAnswer>;

/** The Japanese commercial-law disclosure (特定商取引法) of a store; every line may be blank. */
export const CommercialLaw = z.object({
  company_name: nullableString,
  contact_name: nullableString,
  contact_name_kana: nullableString,
  email: nullableString,
  phone: nullableString,
  url: nullableString,
  defective_info: nullableString,
  delivery_info: nullableString,
  extra_fees: nullableString,
  identify: nullableString,
  opening_time: nullableString,
  payment_info: nullableString,
  return_info: nullableString,
  selling_price: nullableString,
});
export type CommercialLaw = z.infer<typeof CommercialLaw>;

/** GET /api/v1/stores/{store}/buyer-jp-commercial: null when the store has not filled it in. */
export const CommercialLawAnswer = z.object({ data: CommercialLaw.nullable() });
export type CommercialLawAnswer = z.infer<typeof CommercialLawAnswer>;
