import {
  LatestOrderAnswer,
  OrderAnswer,
  OrderMessagesAnswer,
  OrdersAnswer,
  PayAnswer,
  PaymentAccountAnswer,
  PaymentMethodAnswer,
  PricingAnswer,
  SendOrderMessageAnswer,
  type CvsAccountPayload,
  type OrdersQuery,
  type PaymentType,
  type PayPayload,
} from '@/lib/schemas';
import { request, type CallContext } from './client';
import { path } from './path';

/** Orders, their payment and their message thread (commerce §7). */

export function getOrders(slug: string, query: OrdersQuery = {}, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/orders/buyer`, query: { ...query }, schema: OrdersAnswer }, ctx);
}

export function getOrder(orderId: number, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/orders/${orderId}`, schema: OrderAnswer }, ctx);
}

export function getLatestOrder(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/orders/latest`, schema: LatestOrderAnswer }, ctx);
}

export function getOrderPricing(orderId: number, paymentType: PaymentType, ctx?: CallContext) {
  return request(
    { method: 'GET', path: path`/api/v1/orders/${orderId}/pricing`, query: { payment_type: paymentType }, schema: PricingAnswer },
    ctx,
  );
}

/** Starts a card payment; a 4xx carries report_type MISSING_PAYMENT_REDIRECT_URL or GMO_PAYMENT_EXCEPTION. */
export function payOrder(orderId: number, payload: PayPayload, ctx?: CallContext) {
  return request({ method: 'POST', path: path`/api/v2/orders/${orderId}/pay`, body: payload, schema: PayAnswer }, ctx);
}

export function updatePaymentMethod(orderId: number, paymentType: PaymentType, ctx?: CallContext) {
  return request(
    {
      method: 'PUT',
      path: path`/api/v1/orders/${orderId}/payment-method`,
      body: { payment_type: paymentType },
      schema: PaymentMethodAnswer,
    },
    ctx,
  );
}

/** Creates the convenience-store payment account. */
export function generatePaymentAccount(orderId: number, payload: CvsAccountPayload, ctx?: CallContext) {
  return request(
    { method: 'POST', path: path`/api/v1/orders/${orderId}/payment-account/generate`, body: payload, schema: PaymentAccountAnswer },
    ctx,
  );
}

export function getOrderMessages(orderId: number, ctx?: CallContext) {
  return request(
    { method: 'GET', path: path`/api/v1/orders/${orderId}/messages`, query: { role: 'buyer', all: true }, schema: OrderMessagesAnswer },
    ctx,
  );
}

/** The role is always buyer; callers do not send an empty message (OrderMessagePayload). */
export function sendOrderMessage(orderId: number, message: string, ctx?: CallContext) {
  return request(
    {
      method: 'POST',
      path: path`/api/v1/orders/${orderId}/messages`,
      body: { message, role: 'buyer' },
      schema: SendOrderMessageAnswer,
    },
    ctx,
  );
}
