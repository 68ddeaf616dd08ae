'use server';

import { STORE_SLUG } from '@/lib/schemas/store-slug';
import { getTranslations } from 'next-intl/server';
import { payOrder } from '@/lib/api/orders';
import { buyerContext } from '@/lib/api/server-context';
import type { PayResult } from '@/lib/checkout/action-results';
import { completedHref } from '@/lib/checkout/checkout-query';
import { getPublicConfig } from '@/lib/config';
import { errorDisplay } from '@/lib/format/error-message';
import { failureOf } from '@/lib/member/action-result';
import { requestOrigin } from '@/lib/seo/request-origin';
import { checkExternalUrl } from '@/lib/url/external-url';

/**
 * Card payment (POST /api/v2/orders/{id}/pay) with the card id the gateway issued in the browser.
 * The platform returns to the checkout-completed page after 3-D Secure. Its answer is checked
 * here and again in the browser before anyone follows it.
 */

const PAY_FAILURES = ['MISSING_PAYMENT_REDIRECT_URL', 'GMO_PAYMENT_EXCEPTION'] as const;

export async function payOrderAction(input: { store: unknown; orderId: unknown; cardId: unknown }): Promise<PayResult> {
  const [t, toast] = await Promise.all([getTranslations('payment'), getTranslations('toast')]);
  const general = toast('general');
  const { store, orderId, cardId } = input ?? {};
  // commerce §5: card_id is a number.
  if (typeof store !== 'string' || !STORE_SLUG.test(store) || !Number.isSafeInteger(orderId) || (orderId as number) <= 0 || typeof cardId !== 'number' || !Number.isFinite(cardId)) {
    return { ok: false, kind: 'error', message: general };
  }
  const ctx = await buyerContext();
  if (!ctx.token) return { ok: false, kind: 'login' };
  const redirectUrl = `${await requestOrigin()}${completedHref(store, orderId as number)}`;
  const result = await payOrder(orderId as number, { card_id: cardId, redirect_url: redirectUrl }, ctx);
  if (!result.ok) {
    const { error } = result;
    const reportType = error.report_type ?? null;
    if (error.status !== 401 && reportType && (PAY_FAILURES as readonly string[]).includes(reportType)) {
      const display = errorDisplay(error);
      const fallback = reportType === 'GMO_PAYMENT_EXCEPTION' ? t('declined') : t('missingRedirect');
      return {
        ok: false,
        kind: 'payment',
        reportType,
        reportCode: error.report_code === undefined ? null : String(error.report_code),
        message: display.kind === 'server' ? display.message : fallback,
      };
    }
    return failureOf(error, general);
  }
  const checked = checkExternalUrl(result.data.data.pay_redirect_url, { allowLoopback: getPublicConfig().allowLoopbackRedirects });
  if (!checked.ok) return { ok: false, kind: 'payment', reportType: 'UNSAFE_REDIRECT', reportCode: checked.reason, message: t('redirectBlocked') };
  return { ok: true, url: checked.url };
}
