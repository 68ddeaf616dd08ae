import { EnterpriseRedirectPayload, EnterpriseReportPayload } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { bodyOf, error, json, notFound, type Router } from '../http';
import { pushBounded } from '../bounded';
import { callerOf, isReply } from './identity';
import { storeOf } from './lookup';
import { answer, iso, parseBody, unauthenticated } from './support';
import { linesOf } from './cart-view';

/**
 * Enterprise stores (live-room §6/§7): the cart button reports the buyer's cart, then asks where
 * to send the buyer. In production terms the redirect leads to the store's enterprise site
 * (`enterprise.subscription.domain`), carrying the report and the remembered channel source_id.
 * Tests steer it through `/__control/enterprise` (another URL, e.g. an unsafe one, or a failure).
 */

export interface EnterpriseReportRecord {
  slug: string;
  storeId: number;
  cartId: number;
  itemIds: number[];
  createdAt: string;
}

export interface EnterpriseState {
  reports: EnterpriseReportRecord[];
  /** Every redirect asked for, so tests can see what the storefront sent. */
  redirects: { report_slug: string; source_id: string | null; redirect_url: string }[];
  /** Control: answer this redirect_url instead of the enterprise site's. */
  redirectOverride: string | null;
  /** Control: make one of the two calls fail with a 500. */
  failure: 'report' | 'redirect' | null;
}

/** Redirects logged for the control API. */
const MAX_ENTERPRISE_LOG = 500;

export const initialEnterpriseState = (): EnterpriseState => ({ reports: [], redirects: [], redirectOverride: null, failure: null });

export function registerEnterpriseRoutes(router: Router, ctx: PlatformContext): void {
  const state = () => ctx.state.enterprise;

  router.post('/api/v1/enterprise/stores/:store/reports', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    if (!store.enable_enterprise) return notFound('Not an enterprise store');
    const caller = callerOf(ctx, req);
    if (caller.rejected || (!caller.user && !caller.guest)) return unauthenticated();
    const parsed = parseBody(EnterpriseReportPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    if (state().failure === 'report') return error(500, 'The enterprise report could not be created.');
    const cart = ctx.state.carts.find((c) => c.id === parsed.data.cart_id && c.storeId === store.id);
    const owns =
      cart !== undefined &&
      ((caller.user !== null && cart.userId === caller.user.user.id) || (caller.guest !== null && cart.guestId === caller.guest.guest.id));
    if (!cart || !owns) return notFound('Cart not found');
    const slug = `rpt-${store.id}-${cart.id}-${state().reports.length + 1}`;
    state().reports.push({ slug, storeId: store.id, cartId: cart.id, itemIds: linesOf(ctx, cart).map((l) => l.id), createdAt: iso(ctx.now()) });
    return answer(ctx, { report_slug: slug });
  });

  router.post('/api/v1/enterprise/stores/:store/redirect', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    if (!store.enable_enterprise) return notFound('Not an enterprise store');
    const parsed = parseBody(EnterpriseRedirectPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    if (state().failure === 'redirect') return error(500, 'The enterprise redirect could not be resolved.');
    const report = state().reports.find((r) => r.slug === parsed.data.report_slug && r.storeId === store.id);
    if (!report) return notFound('Report not found');
    const domain = store.enterprise?.subscription?.domain;
    if (!domain && !state().redirectOverride) return error(422, 'The enterprise site is not configured.');
    const sourceId = parsed.data.source_id === undefined ? null : String(parsed.data.source_id);
    let redirectUrl = state().redirectOverride;
    if (!redirectUrl) {
      const url = new URL(`https://${domain}/cart/${encodeURIComponent(report.slug)}`);
      if (sourceId !== null) url.searchParams.set('source_id', sourceId);
      redirectUrl = url.toString();
    }
    pushBounded(state().redirects, MAX_ENTERPRISE_LOG, { report_slug: report.slug, source_id: sourceId, redirect_url: redirectUrl });
    // Not through answer(): that rewrites paths to platform URLs, and this URL is given as is.
    return json({ redirect_url: redirectUrl });
  });

  router.get('/__control/enterprise', () => json({ reports: state().reports, redirects: state().redirects }));
  router.post('/__control/enterprise', (req) => {
    const body = bodyOf(req);
    if ('redirect_url' in body) {
      if (body.redirect_url !== null && typeof body.redirect_url !== 'string') return error(422, 'redirect_url must be a string or null');
      state().redirectOverride = body.redirect_url;
    }
    if ('fail' in body) {
      if (body.fail !== null && body.fail !== 'report' && body.fail !== 'redirect') return error(422, "fail must be 'report', 'redirect' or null");
      state().failure = body.fail;
    }
    return json({ ok: true, redirect_url: state().redirectOverride, fail: state().failure });
  });
}
