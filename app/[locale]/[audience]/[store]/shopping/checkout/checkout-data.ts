import { meOf } from '@/components/shell/session-view';
import { getLivewebMe } from '@/lib/api/auth';
import { getCart, getCartPricing } from '@/lib/api/cart';
import type { CallContext } from '@/lib/api/client';
import { getAddresses } from '@/lib/api/member';
import { getPaymentSettings, getShippingSettings } from '@/lib/api/store';
import { getHeldVouchers } from '@/lib/api/vouchers';
import { isEnabled } from '@/lib/store-settings';
import { buildPricingPayload } from '@/lib/checkout/checkout-form';
import type { CheckoutLoad } from '@/lib/checkout/checkout-load';
import type { CheckoutQuery } from '@/lib/checkout/checkout-query';
import type { CheckoutKind } from '@/lib/checkout/payment-rules';
import { defaultAddress, defaultShipping, shippingChoices, shipsToAddress } from '@/lib/checkout/shipping-rules';
import { readableCartItems } from '@/lib/cart/snapshot';
import { messageParts } from '@/lib/format/error-message';
import { dataList, dataRecord } from '@/lib/format/field';
import { report } from '@/lib/report';
import type { CartItem, Store } from '@/lib/schemas';

/** The commerce §8 message for a failed shipping-settings fetch (reported; the page shows its translation). */
export const SHIPPING_SETTINGS_FAILED = 'Failed to fetch shipping settings from API.';

/** Everything the checkout page needs, in parallel; the first problem found decides what it shows. */
export async function loadCheckout(store: Store, query: CheckoutQuery, ctx: CallContext): Promise<CheckoutLoad> {
  if (query.malformed) return { kind: 'badLink' };
  const [cart, shipping, payment, me, addresses, heldVouchers] = await Promise.all([
    getCart(store.slug, query.type === 'subscription' ? { type: 'subscription' } : {}, ctx),
    getShippingSettings(store.slug, ctx),
    getPaymentSettings(store.slug, ctx),
    getLivewebMe(ctx),
    getAddresses(ctx),
    isEnabled(store.settings, 'coupon') ? getHeldVouchers(store.slug, ctx) : Promise.resolve(null),
  ]);
  if (heldVouchers && !heldVouchers.ok) void report(new Error('held vouchers fetch failed'), { where: 'checkout.held-vouchers', extra: { error: heldVouchers.error } });
  if (!cart.ok) {
    if (cart.error.status === 401) return { kind: 'unauthorized' };
    void report(new Error('checkout cart fetch failed'), { where: 'checkout.cart', extra: { error: cart.error } });
    return { kind: 'failed' };
  }
  // A 200 answer with no readable cart (the client reported the mismatch): the failed state.
  const held = readableCartItems(cart.data);
  if (!held) return { kind: 'failed' };
  const items = query.itemIds.map((id) => held.find((item) => item.id === id));
  if (items.some((item) => item === undefined)) return { kind: 'unknownItems' };
  const chosen = items as CartItem[];
  const kind: CheckoutKind = query.type ?? (chosen.every((item) => item.is_ticket) ? 'ticket' : 'goods');

  if (!shipping.ok && kind === 'goods') {
    void report(new Error(SHIPPING_SETTINGS_FAILED), { where: 'checkout.shipping-settings', extra: { error: shipping.error } });
    return { kind: 'shippingFailed' };
  }
  const shippingSettings = shipping.ok ? (dataList(shipping.data) ?? []) : [];
  const paymentSettings = payment.ok ? dataList(payment.data) : null;
  if (!paymentSettings) {
    if (!payment.ok) void report(new Error('payment settings fetch failed'), { where: 'checkout.payment-settings', extra: { error: payment.error } });
    return { kind: 'paymentFailed' };
  }
  const saved = addresses.ok ? (dataList(addresses.data) ?? []) : [];
  const firstShipping = kind === 'goods' ? defaultShipping(shippingChoices(shippingSettings)) : null;
  const firstAddress = firstShipping && shipsToAddress(firstShipping.type) ? defaultAddress(saved) : null;
  const defaults = { shippingId: firstShipping?.id ?? null, addressId: firstAddress?.id ?? null };

  // The first pricing, with the cart's coupon; a coupon that does not apply is reported and left out.
  const price = (coupon: string) =>
    getCartPricing(
      buildPricingPayload({ kind, itemIds: query.itemIds, coupon, couponV2Id: query.couponV2Id, paymentId: null, shippingId: defaults.shippingId, addressId: defaults.addressId }),
      ctx,
    );
  let appliedCoupon = query.coupon ?? '';
  let couponError: string | null = null;
  let pricing = await price(appliedCoupon);
  if (!pricing.ok && appliedCoupon && pricing.error.status === 422) {
    couponError = messageParts(pricing.error.message)[0] ?? null;
    appliedCoupon = '';
    pricing = await price('');
  }

  return {
    kind: 'ok',
    data: {
      kind,
      items: chosen,
      shipping: shippingSettings,
      payment: paymentSettings,
      addresses: saved,
      me: me.ok ? meOf(me.data).user : null,
      defaults,
      pricing: pricing.ok ? dataRecord(pricing.data) : null,
      appliedCoupon,
      couponError,
      heldVouchers: heldVouchers?.ok ? (dataList(heldVouchers.data) ?? []) : [],
    },
  };
}
