import { randomBytes } from 'node:crypto';
import type { Order } from '@/lib/schemas';
import { luhnValid } from '@/lib/schemas/card-number';
import type { PlatformContext } from './context';
import { pushBounded } from './bounded';
import { bodyOf, error, json, type Reply, type Router } from './http';
import { escapeHtml } from './html';

/**
 * The card gateway the platform plays (like GMO's): the browser loads `/__gateway/token.js` from
 * the gateway origin, which posts the card here and gets a numeric card id back, so card numbers
 * never touch the storefront. `POST /api/v2/orders/{id}/pay` (routes/payment.ts) then opens a
 * 3-D Secure session whose page lives here and returns to the storefront's redirect URL.
 *
 * Test cards (any future expiry, any 3–4 digit CVC): 4111 1111 1111 1111 and other Luhn-valid
 * numbers pay; DECLINED_CARD is declined at pay (GMO_PAYMENT_EXCEPTION); NO_REDIRECT_CARD makes
 * the gateway answer without a 3-D Secure URL (MISSING_PAYMENT_REDIRECT_URL).
 */

export const DECLINED_CARD = '4000000000000002';
export const NO_REDIRECT_CARD = '4000000000000119';
export const DECLINE_CODE = '42G020000';

/** Cards and 3-D Secure sessions kept each; the oldest go first (a buyer pays within minutes). */
export const MAX_GATEWAY_RECORDS = 5_000;

export type CardOutcome = 'approve' | 'decline' | 'no_redirect';

export interface GatewayCard {
  id: number;
  shopId: string;
  maskedNumber: string;
  holder: string;
  outcome: CardOutcome;
}

export interface SecureSession {
  token: string;
  orderId: number;
  cardId: number;
  redirectUrl: string;
  state: 'pending' | 'authenticated' | 'canceled';
}

export interface GatewayState {
  cards: GatewayCard[];
  sessions: SecureSession[];
  nextCardId: number;
}

export function initialGatewayState(): GatewayState {
  return { cards: [], sessions: [], nextCardId: 880001 };
}

export interface CardInput {
  shop_id?: unknown;
  card_number?: unknown;
  expiry_month?: unknown;
  expiry_year?: unknown;
  cvc?: unknown;
  holder_name?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** The gateway's own checks, with GMO-like messages keyed by field; empty when the card is acceptable. */
export function cardErrors(input: CardInput, now: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const digits = text(input.card_number).replace(/[\s-]/g, '');
  if (!luhnValid(digits)) errors.card_number = ['The card number is invalid.'];
  const month = Number(text(input.expiry_month));
  let year = Number(text(input.expiry_year));
  if (year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000) errors.expiry = ['The expiry date is invalid.'];
  else {
    const today = new Date(now);
    if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) errors.expiry = ['The card has expired.'];
  }
  if (!/^\d{3,4}$/.test(text(input.cvc))) errors.cvc = ['The security code is invalid.'];
  if (!/^[A-Za-z][A-Za-z .'-]{0,49}$/.test(text(input.holder_name))) errors.holder_name = ['The card holder name must be in Latin letters.'];
  return errors;
}

/** The browser-side tokenizer: `KirariGateway.init(shopId)`, `KirariGateway.getToken(card)` → Promise. */
function tokenizerScript(): string {
  return `(function () {
  var script = document.currentScript;
  var origin = script && script.src ? new URL(script.src).origin : '';
  var shopId = null;
  window.KirariGateway = {
    init: function (id) { shopId = id; },
    getToken: function (card) {
      return fetch(origin + '/__gateway/cards', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ shop_id: shopId, card_number: card.number, expiry_month: card.expiryMonth, expiry_year: card.expiryYear, cvc: card.cvc, holder_name: card.holder })
      }).then(function (response) {
        return response.json().then(function (body) {
          if (response.ok) return { ok: true, cardId: body.card_id, maskedNumber: body.masked_card_no };
          return { ok: false, code: body.error_code || 'E00', message: body.message || 'Card error', errors: body.errors || {} };
        });
      }, function () { return { ok: false, code: 'NETWORK', message: 'The card gateway could not be reached.', errors: {} }; });
    }
  };
})();
`;
}

function securePage(ctx: PlatformContext, session: SecureSession, order: Order | undefined, card: GatewayCard | undefined): string {
  const store = ctx.state.stores.find((s) => s.id === order?.store_id);
  const amount = order ? `${store?.currency === 'TWD' ? 'NT$' : '¥'}${order.amount_payable.toLocaleString('en-US')}` : '';
  const action = `/__gateway/3ds/${encodeURIComponent(session.token)}`;
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>3-D Secure 本人認証</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:.4rem;border:1px solid #1a56db}
.primary{background:#1a56db;color:#fff}.secondary{background:#fff;color:#1a56db}</style></head>
<body><main><h1>3-D Secure 本人認証</h1>
<p>カード会社による本人認証です（ローカルのテスト用ゲートウェイ）。 / Card issuer authentication (local test gateway).</p>
<dl><dt>ショップ / Shop</dt><dd>${escapeHtml(store?.name ?? '')}</dd>
<dt>ご注文 / Order</dt><dd>${escapeHtml(order?.slug ?? String(session.orderId))}</dd>
<dt>金額 / Amount</dt><dd data-testid="secure-amount">${escapeHtml(amount)}</dd>
<dt>カード / Card</dt><dd>${escapeHtml(card?.maskedNumber ?? '')}</dd></dl>
<form method="post" action="${escapeHtml(action)}">
<button class="primary" type="submit" name="decision" value="authenticate">認証する / Authenticate</button>
<button class="secondary" type="submit" name="decision" value="cancel">キャンセル / Cancel</button>
</form></main></body></html>`;
}

function markPaid(ctx: PlatformContext, order: Order, card: GatewayCard | undefined): void {
  const now = new Date(ctx.now()).toISOString();
  order.payment_type = 'gmo_credit';
  order.payment_status = 'paid';
  if (order.status === 'init' || order.status === 'unpaid') order.status = order.type === 'ticket' ? 'completed' : 'undelivered';
  order.updated_at = now;
  const payment = {
    id: order.payment?.id ?? order.id + 100000,
    amount: order.amount_payable,
    info: { card_id: card?.id ?? null, shop_id: card?.shopId ?? null },
    type: 'gmo_credit' as const,
    order_id: order.id,
    status: 'paid' as const,
    bank_code: null,
    account: null,
    paid_at: now,
    deferred_at: null,
    period: null,
    post_date: null,
    audit_date: null,
    active: true,
    trade_id: `TRD${order.id}`,
    expire_at: null,
    bank_transaction_id: null,
    is_accounting: true,
    masked_card_no: card?.maskedNumber ?? null,
  };
  order.payment = payment;
  order.payments = [payment];
}

/** A 3-D Secure session for an approved card; the URL its page lives at. */
export function openSecureSession(ctx: PlatformContext, orderId: number, card: GatewayCard, redirectUrl: string): string {
  const token = randomBytes(16).toString('hex');
  pushBounded(ctx.state.gateway.sessions, MAX_GATEWAY_RECORDS, { token, orderId, cardId: card.id, redirectUrl, state: 'pending' });
  return `${ctx.options.publicUrl}/__gateway/3ds/${token}`;
}

export function registerGateway(router: Router, ctx: PlatformContext): void {
  router.get('/__gateway/token.js', () => ({
    status: 200,
    raw: tokenizerScript(),
    headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  }));

  router.post('/__gateway/cards', (req): Reply => {
    const input = bodyOf(req) as CardInput;
    const shopId = text(input.shop_id);
    if (!shopId || !ctx.state.commerce.some((c) => c.gmoShopId === shopId)) {
      return error(422, 'The shop id is not registered with the gateway.', { error_code: 'E01010001', errors: { shop_id: ['The shop id is invalid.'] } });
    }
    const errors = cardErrors(input, ctx.now());
    if (Object.keys(errors).length) {
      return error(422, Object.values(errors)[0][0], { error_code: 'E01170001', errors });
    }
    const digits = text(input.card_number).replace(/[\s-]/g, '');
    const card: GatewayCard = {
      id: ctx.state.gateway.nextCardId++,
      shopId,
      maskedNumber: `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`,
      holder: text(input.holder_name).toUpperCase(),
      outcome: digits === DECLINED_CARD ? 'decline' : digits === NO_REDIRECT_CARD ? 'no_redirect' : 'approve',
    };
    pushBounded(ctx.state.gateway.cards, MAX_GATEWAY_RECORDS, card);
    return json({ card_id: card.id, masked_card_no: card.maskedNumber });
  });

  router.get('/__gateway/3ds/:token', (req): Reply => {
    const session = ctx.state.gateway.sessions.find((s) => s.token === req.params.token && s.state === 'pending');
    if (!session) return { status: 404, raw: '<!doctype html><html lang="en"><title>Not found</title><p>This authentication has ended.</p></html>', headers: { 'Content-Type': 'text/html; charset=utf-8' } };
    const order = ctx.state.orders.find((o) => o.id === session.orderId);
    const card = ctx.state.gateway.cards.find((c) => c.id === session.cardId);
    return { status: 200, raw: securePage(ctx, session, order, card), headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } };
  });

  // The decision: authenticate marks the order paid; either way the browser returns to the storefront.
  router.post('/__gateway/3ds/:token', (req): Reply => {
    const session = ctx.state.gateway.sessions.find((s) => s.token === req.params.token && s.state === 'pending');
    if (!session) return error(404, 'This authentication has ended.');
    const decision = bodyOf(req).decision;
    const order = ctx.state.orders.find((o) => o.id === session.orderId);
    if (decision === 'authenticate' && order && order.payment_status !== 'paid') {
      markPaid(ctx, order, ctx.state.gateway.cards.find((c) => c.id === session.cardId));
      session.state = 'authenticated';
    } else session.state = 'canceled';
    return { status: 303, headers: { Location: session.redirectUrl, 'Cache-Control': 'no-store' } };
  });
}
