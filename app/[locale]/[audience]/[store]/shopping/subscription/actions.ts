'use server';

import { createSubscriptionCart } from '@/lib/api/cart';
import { buyerContext } from '@/lib/api/server-context';
import { report } from '@/lib/report';
import { requestOrigin } from '@/lib/seo/request-origin';
import { chooseOutcome, isChooseRequest, type ChooseOutcome } from '@/lib/subscription/choose';
import { externalUrl } from '@/lib/url/external-url';

/**
 * Choosing a plan, run on the server: the subscription cart is created with the member's cookie
 * token, and the answer's url is checked here (own path, own origin, or a safe external URL), so
 * the browser receives only a target it may follow.
 */
export async function chooseSubscriptionAction(request: unknown): Promise<ChooseOutcome> {
  if (!isChooseRequest(request)) return { kind: 'error', message: null };
  const ctx = await buyerContext();
  if (!ctx.token) return { kind: 'login' };
  const result = await createSubscriptionCart(request.store, { id: request.planId }, ctx);
  const outcome = chooseOutcome(result, await requestOrigin(), (url) => externalUrl(url));
  if (outcome.kind === 'no-url') {
    void report(new Error('subscription cart url refused'), { where: 'subscription.choose', extra: { store: request.store, url: result.ok ? result.data.url : null } });
  }
  return outcome;
}
