import type { SavedAddress, ShippingSetting, ShippingType } from '@/lib/schemas';

/**
 * Shipping choices of the checkout (commerce §4): the store's enabled settings of the four types.
 * "Home delivery" (issue 7, decision 4) is shipping type `custom` to a saved address of type
 * `home_delivery`; custom_cod ships the same way with cash on delivery.
 */

export const SHIPPING_TYPES: readonly ShippingType[] = ['custom', 'custom_cod', 'self_pick_up', 'virtual'];

/** Types that ship to the buyer's address. */
export function shipsToAddress(type: ShippingType | null | undefined): boolean {
  return type === 'custom' || type === 'custom_cod';
}

/** Enabled settings of known types, home delivery first. */
export function shippingChoices(settings: readonly ShippingSetting[]): ShippingSetting[] {
  return settings
    .filter((setting) => setting.enabled && SHIPPING_TYPES.includes(setting.type))
    .sort((a, b) => SHIPPING_TYPES.indexOf(a.type) - SHIPPING_TYPES.indexOf(b.type));
}

/** The saved addresses a delivery can go to: home delivery ones first, then other ("custom") ones. Pick-up counters are not delivery addresses. */
export function deliveryAddresses(addresses: readonly SavedAddress[]): SavedAddress[] {
  const rank = (a: SavedAddress) => (a.type === 'home_delivery' ? 0 : 1);
  return addresses.filter((a) => a.type !== 'self_pick_up' && a.address !== null).sort((a, b) => rank(a) - rank(b));
}

/** The preselected method: home delivery when offered. */
export function defaultShipping(choices: readonly ShippingSetting[]): ShippingSetting | null {
  return choices.find((c) => c.type === 'custom') ?? choices[0] ?? null;
}

/** The preselected address: the first home-delivery one. */
export function defaultAddress(addresses: readonly SavedAddress[]): SavedAddress | null {
  return deliveryAddresses(addresses)[0] ?? null;
}
