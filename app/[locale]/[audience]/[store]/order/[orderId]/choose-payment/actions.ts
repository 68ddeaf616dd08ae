'use server';

import { getTranslations } from 'next-intl/server';
import { generatePaymentAccount, updatePaymentMethod } from '@/lib/api/orders';
import { buyerContext } from '@/lib/api/server-context';
import type { SimpleResult } from '@/lib/checkout/action-results';
import { CONVENIENCE_CODES, cvsFieldOf, toCvsPayload, validateCvs, type CvsDraft } from '@/lib/checkout/cvs-form';
import { failureOf } from '@/lib/member/action-result';
import { PaymentType } from '@/lib/schemas';

/** Changing an order's payment method and generating its convenience-store account (PUT …/payment-method, POST …/payment-account/generate). */

const isOrderId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

export async function choosePaymentAction(input: { orderId: unknown; paymentType: unknown }): Promise<SimpleResult> {
  const general = (await getTranslations('toast'))('general');
  const type = PaymentType.safeParse(input?.paymentType);
  if (!isOrderId(input?.orderId) || !type.success) return { ok: false, kind: 'error', message: general };
  const ctx = await buyerContext();
  if (!ctx.token) return { ok: false, kind: 'login' };
  const result = await updatePaymentMethod(input.orderId, type.data, ctx);
  return result.ok ? { ok: true } : failureOf(result.error, general);
}

function asCvsDraft(value: unknown): CvsDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const fields = ['buyerName', 'buyerNameKana', 'buyerCellphone', 'convenience'] as const;
  if (!fields.every((field) => typeof record[field] === 'string')) return null;
  return { buyerName: record.buyerName as string, buyerNameKana: record.buyerNameKana as string, buyerCellphone: record.buyerCellphone as string, convenience: record.convenience as string };
}

export async function generateAccountAction(input: { orderId: unknown; draft: unknown }): Promise<SimpleResult> {
  const [t, toast] = await Promise.all([getTranslations('payment'), getTranslations('toast')]);
  const general = toast('general');
  const draft = asCvsDraft(input?.draft);
  if (!isOrderId(input?.orderId) || !draft) return { ok: false, kind: 'error', message: general };
  const problems = validateCvs(draft);
  if (Object.keys(problems).length > 0) {
    const fields = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(`cvs.errors.${key}`)]));
    return { ok: false, kind: 'invalid', fields, message: t('cvs.errors.fixFields') };
  }
  const ctx = await buyerContext();
  if (!ctx.token) return { ok: false, kind: 'login' };
  const names = Object.fromEntries(CONVENIENCE_CODES.map((code) => [code, t(`cvs.stores.${code}`)]));
  const result = await generatePaymentAccount(input.orderId, toCvsPayload(draft, names), ctx);
  return result.ok ? { ok: true } : failureOf(result.error, general, cvsFieldOf);
}
