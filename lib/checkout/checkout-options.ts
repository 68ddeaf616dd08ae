import { formatCurrency } from '@/lib/format/currency';
import type { SavedAddress, ShippingSetting, ShippingType, User, Voucher } from '@/lib/schemas';
import type { CheckoutDraft } from './checkout-form';
import type { CheckoutKind } from './payment-rules';
import { deliveryAddresses } from './shipping-rules';

/**
 * What the checkout form is handed on the server: its shipping methods, delivery addresses, held
 * vouchers and first draft. Translated templates come in as arguments, so the rules are tested
 * without messages.
 */

/** A shipping method as the form shows it (texts formatted on the server). */
export interface ShippingOption {
  id: number;
  type: ShippingType;
  label: string;
  /** "送料 ¥800 · ¥5,000以上で送料無料", or "送料無料". */
  feeText: string;
  memo: string | null;
  /** Where a pick-up is collected. */
  pickUpAddress: string | null;
  cod: boolean;
}

/** A saved delivery address as the form lists it. */
export interface AddressOption {
  id: number;
  name: string;
  phone: string;
  text: string;
}

/** The translated texts a shipping option is written with; money arrives formatted. */
export interface ShippingTexts {
  type: (type: ShippingType) => string;
  fee: (fee: string) => string;
  free: string;
  freeOver: (threshold: string) => string;
  pickUpAt: (address: string) => string;
}

export function shippingOption(setting: ShippingSetting, currency: string, texts: ShippingTexts): ShippingOption {
  const money = (value: number) => formatCurrency(value, currency) ?? '';
  const fee = setting.fee ?? 0;
  const parts = fee > 0 ? [texts.fee(money(fee))] : [texts.free];
  if (fee > 0 && setting.free_shipping_threshold) parts.push(texts.freeOver(money(setting.free_shipping_threshold)));
  const place = setting.address ? [setting.address.info?.name, setting.address.full_address].filter(Boolean).join(' ') : null;
  return {
    id: setting.id,
    type: setting.type,
    label: texts.type(setting.type),
    feeText: parts.join(' · '),
    memo: setting.info?.memo ?? null,
    pickUpAddress: setting.type === 'self_pick_up' && place ? texts.pickUpAt(place) : null,
    cod: setting.is_cash_on_delivery === true || setting.type === 'custom_cod',
  };
}

export function addressOption(address: SavedAddress): AddressOption {
  return { id: address.id, name: address.name, phone: address.phone_number, text: address.address?.full_address ?? '' };
}

export function addressOptions(addresses: readonly SavedAddress[]): AddressOption[] {
  return deliveryAddresses(addresses).map(addressOption);
}

/** "Name (−¥500)"; the raw amount when the currency cannot format it. */
export function heldVoucherOptions(vouchers: readonly Voucher[], currency: string): { id: number; label: string }[] {
  return vouchers.map((v) => ({ id: v.id, label: `${v.name} (−${formatCurrency(v.amount, currency) ?? v.amount})` }));
}

/** The shipping notice: the methods' memos for goods; nothing ships otherwise, which the notice says. */
export function shippingNoticeLines(kind: CheckoutKind, options: readonly ShippingOption[], noShippingNote: string): string[] {
  return kind === 'goods' ? options.map((o) => o.memo).filter((m): m is string => Boolean(m)) : [noShippingNote];
}

export type InitialCheckoutDraft = Pick<CheckoutDraft, 'email' | 'phone' | 'receiverName' | 'receiverPhone' | 'coupon' | 'shippingId' | 'addressId'>;

export interface InitialDraftSource {
  me: Pick<User, 'email' | 'phone_number' | 'name'> | null;
  /** The coupon the first pricing holds ('' when none applied). */
  appliedCoupon: string;
  /** The coupon of the link, kept in the field when it did not apply. */
  linkCoupon: string | null;
  defaults: { shippingId: number | null; addressId: number | null };
}

/** The form's first draft: contact and receiver from the member, the link's coupon, the preselected shipping and address. */
export function initialCheckoutDraft({ me, appliedCoupon, linkCoupon, defaults }: InitialDraftSource): InitialCheckoutDraft {
  return {
    email: me?.email ?? '',
    phone: me?.phone_number ?? '',
    receiverName: me?.name ?? '',
    receiverPhone: me?.phone_number ?? '',
    coupon: appliedCoupon || (linkCoupon ?? ''),
    shippingId: defaults.shippingId,
    addressId: defaults.addressId,
  };
}
