'use server';

import { STORE_SLUG } from '@/lib/schemas/store-slug';
import { cookies } from 'next/headers';
import { getLivewebMe } from '@/lib/api/auth';
import { getCart } from '@/lib/api/cart';
import { createEnterpriseReport, getEnterpriseRedirect } from '@/lib/api/live';
import type { Result } from '@/lib/api/result';
import { buyerContext } from '@/lib/api/server-context';
import { cachedStore } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { genericRedirectUrl, isEnterpriseStore } from '@/lib/enterprise/enterprise-store';
import { runEnterpriseFlow, type CallResult, type FlowChecks } from '@/lib/enterprise/flow';
import { CHANNEL_SOURCE_COOKIE, parseChannelSource } from '@/lib/guards/remember';
import { viewerIdentity } from '@/lib/identity/viewer';
import { report } from '@/lib/report';
import { requestOrigin } from '@/lib/seo/request-origin';
import { followTarget, type FollowTarget } from '@/lib/subscription/follow-url';
import { externalUrl } from '@/lib/url/external-url';
import { appPath } from '@/lib/url/safe-href';

/**
 * The enterprise cart button (live-room §6), run on the server: the plan of lib/enterprise/flow
 * with the real calls, the member or guest tokens from cookies and the remembered channel
 * source_id (guard step 2's cookie). The browser receives only a checked target.
 */

export type EnterpriseCartOutcome = { kind: 'navigate'; target: FollowTarget } | { kind: 'unauthorized' } | { kind: 'error' };

function callResult<T, V>(result: Result<T>, pick: (data: T) => V, where: string, store: string): CallResult<V> {
  if (result.ok) return { ok: true, value: pick(result.data) };
  const unauthorized = result.error.status === 401;
  // Live-room §7: helpers report their failures; the buyer gets the fallback, not a message.
  if (!unauthorized) void report(new Error(`${where} failed`), { where, extra: { store, error: result.error } });
  return { ok: false, unauthorized };
}

export async function enterpriseCartAction(request: unknown): Promise<EnterpriseCartOutcome> {
  const slug = typeof request === 'object' && request !== null ? (request as { store?: unknown }).store : undefined;
  if (typeof slug !== 'string' || !STORE_SLUG.test(slug)) return { kind: 'error' };
  const [ctx, jar, origin, storeResult] = await Promise.all([buyerContext(), cookies(), requestOrigin(), cachedStore(slug, await resolveRequestLocale())]);
  if (!storeResult.ok) return { kind: 'error' };
  const store = storeResult.data.data;
  // Not (or no longer) an enterprise store: the ordinary cart.
  if (!isEnterpriseStore(store)) return { kind: 'navigate', target: { kind: 'internal', path: appPath(store.slug, 'shopping') } };

  const sourceId = parseChannelSource(jar.get(CHANNEL_SOURCE_COOKIE)?.value)?.source_id ?? null;
  const identified = Boolean(ctx.token || ctx.guestToken);
  const cart = identified ? await getCart(store.slug, {}, ctx) : null;
  if (cart && !cart.ok && cart.error.status === 401) return { kind: 'unauthorized' };
  const cartId = cart?.ok ? (cart.data.data?.id ?? null) : null;
  const checks: FlowChecks = { origin, safeExternal: (url) => externalUrl(url) };

  const outcome = await runEnterpriseFlow(
    { cartId, sourceId },
    {
      createReport: async (id) => callResult(await createEnterpriseReport(store.slug, { cart_id: id }, ctx), (data) => data.report_slug, 'enterprise.report', store.slug),
      resolveRedirect: async (reportSlug, source) => {
        const payload = source === null ? { report_slug: reportSlug } : { report_slug: reportSlug, source_id: source };
        const resolved = callResult(await getEnterpriseRedirect(store.slug, payload, ctx), (data) => data.redirect_url, 'enterprise.redirect', store.slug);
        if (resolved.ok && followTarget(resolved.value, origin, checks.safeExternal) === null) {
          void report(new Error('enterprise redirect url refused'), { where: 'enterprise.redirect', extra: { store: store.slug, url: resolved.value } });
        }
        return resolved;
      },
      genericUrl: async () => {
        const me = identified ? await getLivewebMe(ctx) : null;
        const viewer = viewerIdentity({
          memberToken: ctx.token,
          user: me?.ok ? me.data.user : null,
          guestToken: ctx.guestToken,
          guest: me?.ok ? me.data.guest : null,
        });
        return genericRedirectUrl(store, viewer, sourceId);
      },
    },
    checks,
  );
  if (outcome.kind === 'follow') return { kind: 'navigate', target: outcome.target };
  if (outcome.kind === 'unauthorized') return { kind: 'unauthorized' };
  void report(new Error('enterprise cart has nowhere to go'), { where: 'enterprise.cart', extra: { store: store.slug } });
  return { kind: 'error' };
}
