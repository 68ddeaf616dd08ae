import type { ChoosePaymentData } from '@/components/payment/ChoosePaymentView';
import { getOrderPricing } from '@/lib/api/orders';
import { buyerContext } from '@/lib/api/server-context';
import { getPaymentSettings } from '@/lib/api/store';
import { loadGuardedOrder } from '@/lib/checkout/order-load';
import { canChoosePayment, orderCheckoutKind, pricedChoices, shipsCashOnDelivery } from '@/lib/checkout/order-payment';
import { orderPaymentState } from '@/lib/checkout/payment-account';
import { paymentChoices } from '@/lib/checkout/payment-rules';
import { dataList, dataRecord } from '@/lib/format/field';
import type { Store } from '@/lib/schemas';

/**
 * The guarded order (login redirect, not-found) with the store's payment settings, then each
 * choice priced for this order while a method can still be chosen; null when a read failed.
 */
export async function loadChoosePayment(store: Store, rawId: string): Promise<ChoosePaymentData | null> {
  const ctx = await buyerContext();
  const [load, settings] = await loadGuardedOrder(store, rawId, ctx, () => getPaymentSettings(store.slug, ctx));
  const methods = settings.ok ? dataList(settings.data) : null;
  if (load.kind === 'failed' || !methods) return null;
  const { order } = load;
  const choices = paymentChoices(methods, { kind: orderCheckoutKind(order), codShipping: shipsCashOnDelivery(order) });
  const priced = canChoosePayment(orderPaymentState(order)) ? await Promise.all(choices.map((choice) => getOrderPricing(order.id, choice.checkoutType, ctx))) : [];
  return { order, choices: pricedChoices(choices, priced.map((pricing) => (pricing.ok ? dataRecord(pricing.data) : null))) };
}
