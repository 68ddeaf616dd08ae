import { CheckoutAnswer, type CheckoutPayload } from '@/lib/schemas';
import { request, type CallContext } from './client';
import { unwrap } from './result';

/**
 * Places the order. Unlike the other calls it throws an ApiFailure on failure (commerce §7), so
 * the checkout flow can keep its form state and show the server's message.
 */
export async function checkout(payload: CheckoutPayload, ctx?: CallContext): Promise<CheckoutAnswer> {
  return unwrap(await request({ method: 'POST', path: '/api/v1/checkout', body: payload, schema: CheckoutAnswer }, ctx));
}
