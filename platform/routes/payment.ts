import { ConvenienceStore, CvsAccountPayload, PaymentMethodPayload, type Order, type Payment } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { DECLINE_CODE, openSecureSession, registerGateway } from '../gateway';
import { bodyOf, error, notFound, type PlatformRequest, type Reply, type Router } from '../http';
import { isCashOnDelivery, paymentFee } from '../pricing';
import { CVS_MAX, CVS_MIN, newPayment, PAYMENT_TYPE_UNAVAILABLE, paymentSettingFor, paymentTypeProblem } from './checkout';
import { isReply, requireMember } from './identity';
import { commerceOf } from './lookup';
import { answer, idParam, invalid, parseBody, success } from './support';

/**
 * Paying a placed order: card (`POST /api/v2/orders/{id}/pay` → the gateway's 3-D Secure page),
 * a change of payment method, and the convenience-store payment account.
 */

export const MISSING_REDIRECT = 'MISSING_PAYMENT_REDIRECT_URL';
export const GMO_EXCEPTION = 'GMO_PAYMENT_EXCEPTION';

/** GMO's convenience stores by code (lib/schemas ConvenienceStore). */
export const CONVENIENCE_NAMES: Record<ConvenienceStore, string> = {
  '10001': 'ローソン',
  '10002': 'ファミリーマート',
  '10005': 'ミニストップ',
  '00006': 'デイリーヤマザキ',
  '10008': 'セイコーマート',
  '00007': 'セブン-イレブン',
};

const DAY_MS = 86_400_000;

function ownOrder(ctx: PlatformContext, req: PlatformRequest): Order | Reply {
  const member = requireMember(ctx, req);
  if (isReply(member)) return member;
  const id = idParam(req);
  return ctx.state.orders.find((o) => o.id === id && o.buyer_id === member.user.id) ?? notFound('Order not found');
}

/** Only an order still waiting for its money can be paid or change how it is paid. */
function awaitingPayment(order: Order): Reply | null {
  if (order.payment_status === 'paid' || order.payment_status === 'refunded') return error(422, 'This order has already been paid.');
  if (order.status !== 'init' && order.status !== 'unpaid') return error(422, 'This order can no longer be paid.');
  return null;
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !value.trim()) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function freshPayment(order: Order, type: Payment['type']): Payment {
  const status = isCashOnDelivery(type) ? 'pending' : 'init';
  return newPayment({ id: order.payment?.id ?? order.id + 100000, amount: order.amount_payable, type, order_id: order.id, status, paid_at: null });
}

/** Katakana (full-width), spaces and the long-vowel mark: what a kana name field holds. */
const KANA = /^[\u30A0-\u30FF\u3000 ー]+$/;

export function registerPaymentRoutes(router: Router, ctx: PlatformContext): void {
  registerGateway(router, ctx);

  router.post('/api/v2/orders/:id/pay', (req) => {
    const order = ownOrder(ctx, req);
    if (isReply(order)) return order;
    const body = bodyOf(req);
    if (body.card_id === undefined || body.card_id === null) return invalid({ card_id: ['The card id field is required.'] });
    if (typeof body.card_id !== 'number' || !Number.isFinite(body.card_id)) return invalid({ card_id: ['The card id must be a number.'] });
    if (!isHttpUrl(body.redirect_url)) {
      return error(422, 'A payment redirect URL is required to return from 3-D Secure.', { report_type: MISSING_REDIRECT });
    }
    const blocked = awaitingPayment(order);
    if (blocked) return blocked;
    const shopId = commerceOf(ctx, order.store_id)?.gmoShopId;
    const card = ctx.state.gateway.cards.find((c) => c.id === body.card_id && c.shopId === shopId);
    if (!card) return error(422, 'The card is unknown to the payment gateway. Enter the card again.', { report_type: GMO_EXCEPTION, report_code: 'E01240002' });
    if (card.outcome === 'decline') {
      return error(422, 'The card was declined by the issuer (insufficient balance). Use another card.', { report_type: GMO_EXCEPTION, report_code: DECLINE_CODE });
    }
    if (card.outcome === 'no_redirect') {
      return error(422, 'The payment gateway returned no 3-D Secure page. Try again later.', { report_type: MISSING_REDIRECT });
    }
    if (order.payment_type !== 'gmo_credit') {
      order.payment_type = 'gmo_credit';
      order.payment = freshPayment(order, 'gmo_credit');
      order.payments = [order.payment];
    }
    return answer(ctx, { data: { pay_redirect_url: openSecureSession(ctx, order.id, card, body.redirect_url) } });
  });

  router.put('/api/v1/orders/:id/payment-method', (req) => {
    const order = ownOrder(ctx, req);
    if (isReply(order)) return order;
    const parsed = parseBody(PaymentMethodPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const blocked = awaitingPayment(order);
    if (blocked) return blocked;
    const type = parsed.data.payment_type;
    const setting = paymentSettingFor(commerceOf(ctx, order.store_id)?.payment ?? [], type);
    if (!setting) return invalid({ payment_type: [PAYMENT_TYPE_UNAVAILABLE] });
    const fee = paymentFee(setting.type);
    const payable = Math.max(0, order.amount + order.shipping_fee + fee - (order.coupon?.amount ?? 0) - (order.used_point ?? 0));
    const problem = paymentTypeProblem(type, setting.type, payable, order.shipping_type === 'custom_cod');
    if (problem) return invalid({ payment_type: [problem] });
    order.payment_type = setting.type;
    order.payment_fee = fee;
    order.total_amount = payable + (order.used_point ?? 0);
    order.amount_payable = payable;
    order.payment = freshPayment(order, setting.type);
    order.payments = [order.payment];
    order.updated_at = new Date(ctx.now()).toISOString();
    if (isCashOnDelivery(setting.type)) {
      order.status = 'undelivered';
      order.payment_status = 'pending';
    } else order.payment_status = 'init';
    return success(ctx);
  });

  router.post('/api/v1/orders/:id/payment-account/generate', (req) => {
    const order = ownOrder(ctx, req);
    if (isReply(order)) return order;
    const parsed = parseBody(CvsAccountPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const { buyerName, buyerNameKana, buyerCellphone, name, convenience } = parsed.data;
    const errors: Record<string, string[]> = {};
    const store = ConvenienceStore.safeParse(convenience);
    if (!store.success) errors.convenience = ['The selected convenience store is invalid.'];
    if (!KANA.test(buyerNameKana.trim())) errors.buyerNameKana = ['The name in kana must be written in katakana.'];
    const phone = buyerCellphone.replace(/[\s-]/g, '');
    if (!/^0\d{9,10}$/.test(phone)) errors.buyerCellphone = ['The phone number must be 10 or 11 digits starting with 0.'];
    if (buyerName.trim().length > 40) errors.buyerName = ['The name may not be longer than 40 characters.'];
    if (Object.keys(errors).length) return invalid(errors);
    const blocked = awaitingPayment(order);
    if (blocked) return blocked;
    if (order.payment_type !== 'gmo_cvs') return invalid({ convenience: ['Choose convenience-store payment for this order first.'] });
    if (order.amount_payable < CVS_MIN || order.amount_payable > CVS_MAX) return invalid({ convenience: ['Convenience-store payment is available for 1 to 299,999 yen.'] });
    const code = store.data as ConvenienceStore;
    const now = ctx.now();
    const receipt = `${code.slice(-2)}${String(order.id).padStart(8, '0')}${String(now % 1000).padStart(3, '0')}`;
    const confirmation = String(400000 + (order.id % 100000));
    const expireAt = new Date(now + 3 * DAY_MS).toISOString();
    const payment: Payment = {
      ...freshPayment(order, 'gmo_cvs'),
      status: 'pending',
      bank_code: code,
      account: receipt,
      expire_at: expireAt,
      info: {
        convenience: CONVENIENCE_NAMES[code],
        convenience_code: code,
        receipt_no: receipt,
        conf_no: confirmation,
        payment_term: expireAt,
        buyer_name: buyerName.trim(),
        buyer_name_kana: buyerNameKana.trim(),
        buyer_cellphone: phone,
        name: name.trim(),
      },
    };
    order.payment = payment;
    order.payments = [payment];
    order.payment_status = 'pending';
    order.info = { convenience: CONVENIENCE_NAMES[code], receipt_no: receipt, conf_no: confirmation };
    order.updated_at = new Date(now).toISOString();
    return success(ctx);
  });
}
