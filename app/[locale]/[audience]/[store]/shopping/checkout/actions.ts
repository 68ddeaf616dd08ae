'use server';

import { STORE_SLUG } from '@/lib/schemas/store-slug';
import { getTranslations } from 'next-intl/server';
import { getCart, getCartPricing } from '@/lib/api/cart';
import { checkout } from '@/lib/api/checkout';
import { ApiFailure, writeConfirmed } from '@/lib/api/result';
import { buyerContext } from '@/lib/api/server-context';
import { checkoutFieldOf } from '@/lib/checkout/checkout-form';
import { placedOrderHref } from '@/lib/checkout/checkout-query';
import { afterCheckout } from '@/lib/checkout/payment-rules';
import { dataRecord } from '@/lib/format/field';
import { cartQuantity } from '@/lib/market/add-to-cart';
import type { PlaceResult, PriceResult } from '@/lib/checkout/action-results';
import { failureOf } from '@/lib/member/action-result';
import { report } from '@/lib/report';
import { CartPricingPayload, CheckoutPayload } from '@/lib/schemas';

/**
 * The checkout's server actions: pricing and placing the order run here with the member token
 * from the kirari_token cookie, so the browser ships neither the API client nor zod. The
 * payloads are built in the browser by lib/checkout and checked again here with the contract.
 */



async function general(): Promise<string> {
  return (await getTranslations('toast'))('general');
}

export async function priceCheckoutAction(input: unknown): Promise<PriceResult> {
  const parsed = CartPricingPayload.safeParse(input);
  if (!parsed.success) return { ok: false, kind: 'error', message: await general() };
  const ctx = await buyerContext();
  if (!ctx.token) return { ok: false, kind: 'login' };
  const result = await getCartPricing(parsed.data, ctx);
  if (!result.ok) return failureOf(result.error, await general(), checkoutFieldOf);
  // No pricing in a 200 answer (the client reported the mismatch): the general message.
  const pricing = dataRecord(result.data);
  return pricing ? { ok: true, pricing } : { ok: false, kind: 'error', message: await general() };
}

/** Places the order. The checkout call rethrows (commerce §7): its ApiFailure becomes a failure result here. */
export async function placeOrderAction(input: { store: unknown; payload: unknown }): Promise<PlaceResult> {
  const fallback = await general();
  const store = typeof input?.store === 'string' && STORE_SLUG.test(input.store) ? input.store : null;
  const parsed = CheckoutPayload.safeParse(input?.payload);
  if (!store || !parsed.success) {
    const t = await getTranslations('checkout');
    const fields: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = checkoutFieldOf(issue.path.map(String).join('.'));
      if (field && !(field in fields)) fields[field] = t('errors.fixFields');
    }
    return Object.keys(fields).length ? { ok: false, kind: 'invalid', fields, message: t('errors.fixFields') } : { ok: false, kind: 'error', message: fallback };
  }
  const ctx = await buyerContext();
  if (!ctx.token) return { ok: false, kind: 'login' };
  let answer: Awaited<ReturnType<typeof checkout>>;
  try {
    answer = await checkout(parsed.data, ctx);
  } catch (cause) {
    if (cause instanceof ApiFailure) return failureOf(cause.error, fallback, checkoutFieldOf);
    void report(cause, { where: 'checkout.place' });
    return { ok: false, kind: 'error', message: fallback };
  }
  // An empty answer confirms nothing: the form keeps what was typed and says so.
  if (!writeConfirmed(answer).confirmed) return { ok: false, kind: 'error', message: fallback };
  // The answer's other fields are not in the spec: read them defensively.
  const paymentType = typeof answer.payment_type === 'string' ? answer.payment_type : parsed.data.payment_type;
  const payable = typeof answer.amount_payable === 'number' ? answer.amount_payable : paymentType === 'free' ? 0 : 1;
  const href = placedOrderHref(store, answer.id, afterCheckout(paymentType, payable));
  const cart = await getCart(store, parsed.data.type === 'subscription' ? { type: 'subscription' } : {}, ctx);
  return { ok: true, href, cartCount: cart.ok && parsed.data.type !== 'subscription' ? cartQuantity(dataRecord(cart.data)) : null };
}
