import { addressLine } from '@/lib/address/address-view';
import { prefectureByCode } from '@/lib/address/prefectures';
import { formatCurrency } from '@/lib/format/currency';
import type { ShippingSetting, ShippingType } from '@/lib/schemas';
import { listOf, textOrNull } from '@/lib/format/field';

/**
 * Shipping freight information (commerce §2 `/{store}/member/shipping/freight/{type}`): what one
 * shipping type of the store costs, from `GET /shipping-setting?all`.
 */

export const FREIGHT_TYPES: readonly ShippingType[] = ['custom', 'virtual', 'self_pick_up', 'custom_cod'];

export function isFreightType(value: unknown): value is ShippingType {
  return typeof value === 'string' && (FREIGHT_TYPES as readonly string[]).includes(value);
}

/** The setting of that type; an enabled one wins over a disabled one. */
export function freightSetting(settings: readonly ShippingSetting[], type: ShippingType): ShippingSetting | null {
  const ofType = listOf(settings).filter((setting) => setting?.type === type);
  return ofType.find((setting) => setting.enabled) ?? ofType[0] ?? null;
}

export interface RegionFee {
  code: string;
  /** The prefecture's name in the interface's script, else the code. */
  region: string;
  fee: string;
}

export interface FreightView {
  type: ShippingType;
  enabled: boolean;
  /** Formatted; null when the setting gives no usable fee. */
  fee: string | null;
  /** A zero fee: shipping is free (the UI says so rather than "¥0"). */
  free: boolean;
  feeType: string | null;
  freeShippingThreshold: string | null;
  cashOnDelivery: boolean;
  memo: string | null;
  regionFees: RegionFee[];
  /** The pick-up address of a self_pick_up setting. */
  address: string | null;
}

export interface FreightFormat {
  currency: string;
  /** Interface locale: English shows romanised prefecture names. */
  locale: string;
}

const text = textOrNull;

export function toFreightView(setting: ShippingSetting, { currency, locale }: FreightFormat): FreightView {
  const fee = setting.fee === null || setting.fee === undefined ? null : formatCurrency(setting.fee, currency);
  const threshold = setting.free_shipping_threshold;
  return {
    type: setting.type,
    enabled: setting.enabled,
    fee,
    free: fee !== null && Number(setting.fee) === 0,
    feeType: text(setting.fee_type),
    freeShippingThreshold: threshold !== null && threshold !== undefined && threshold > 0 ? formatCurrency(threshold, currency) : null,
    // custom_cod is cash on delivery by its name (commerce §4 `_cod`), whatever the flag says.
    cashOnDelivery: setting.is_cash_on_delivery === true || (typeof setting.type === 'string' && setting.type.endsWith('_cod')),
    memo: text(setting.info?.memo),
    regionFees: listOf(setting.fees).flatMap((entry) => {
      const formatted = formatCurrency(entry.fee, currency);
      if (formatted === null) return [];
      const prefecture = prefectureByCode(entry.level_one_code);
      const region = prefecture ? (locale === 'en' ? prefecture.romaji : prefecture.name) : entry.level_one_code;
      return [{ code: entry.level_one_code, region, fee: formatted }];
    }),
    address: setting.address ? text(addressLine({ address: setting.address })) : null,
  };
}
