import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ChoosePaymentForm } from '@/components/payment/ChoosePaymentForm';
import { CvsSection } from '@/components/payment/CvsSection';
import type { PaymentOption } from '@/components/payment/labels';
import styles from '@/components/payment/payment.module.css';
import { getOrderPricing } from '@/lib/api/orders';
import { buyerContext } from '@/lib/api/server-context';
import { getPaymentSettings } from '@/lib/api/store';
import { orderHref, paymentHref } from '@/lib/checkout/checkout-query';
import { loadGuardedOrder } from '@/lib/checkout/order-load';
import { orderPaymentState } from '@/lib/checkout/payment-account';
import { checkoutPaymentType, cvsAllowed, paymentChoices, type CheckoutKind } from '@/lib/checkout/payment-rules';
import { formatCurrency } from '@/lib/format/currency';
import { loadStore } from '../../../store-data';
import { choosePaymentAction, generateAccountAction } from './actions';

interface ChoosePaymentRouteProps {
  params: Promise<{ store: string; orderId: string }>;
}

export async function generateMetadata({ params }: ChoosePaymentRouteProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('payment')]);
  return { title: `${t('choose.title')} | ${store.name}`, robots: { index: false } };
}

/** /{store}/order/{orderId}/choose-payment (member only): each method priced for this order, then chosen. */
export default async function ChoosePaymentRoute({ params }: ChoosePaymentRouteProps) {
  const { store: slug, orderId: rawId } = await params;
  const [store, ctx, t, toast, types] = await Promise.all([
    loadStore(slug),
    buyerContext(),
    getTranslations('payment'),
    getTranslations('toast'),
    getTranslations('checkout.paymentTypes'),
  ]);
  const [load, settings] = await loadGuardedOrder(store, rawId, ctx, () => getPaymentSettings(store.slug, ctx));

  const title = <h2 className={styles.title}>{t('choose.title')}</h2>;
  if (load.kind === 'failed' || !settings.ok) {
    return (
      <main className={`page ${styles.page}`}>
        {title}
        <p className={styles.alert} role="alert">
          {toast('general')}
        </p>
      </main>
    );
  }
  const { order } = load;
  const state = orderPaymentState(order);
  const open = state === 'payByCard' || state === 'cvsAccountNeeded' || state === 'cvsAwaiting' || state === 'choosePayment';
  const kind: CheckoutKind = order.type === 'ticket' || order.type === 'subscription' ? order.type : 'goods';
  const choices = paymentChoices(settings.data.data, { kind, codShipping: order.shipping_type === 'custom_cod' || order.shipping?.is_cash_on_delivery === true });
  const priced = open ? await Promise.all(choices.map((choice) => getOrderPricing(order.id, choice.checkoutType, ctx))) : [];
  const money = (value: number) => formatCurrency(value, store.currency) ?? '';
  const options: PaymentOption[] = choices.flatMap((choice, index) => {
    const pricing = priced[index];
    if (!pricing?.ok) return [];
    const { amount_payable: payable, payment_fee: fee } = pricing.data.data;
    const type = checkoutPaymentType(choice.type);
    const detail = [t('choose.payable', { amount: money(payable) }), fee ? t('choose.fee', { fee: money(fee) }) : null].filter(Boolean).join(' · ');
    return [{ type, label: types(choice.type), detail, unavailable: type === 'gmo_cvs' && !cvsAllowed(payable) ? t('choose.cvsUnavailable') : null }];
  });
  const current = order.payment_type ? checkoutPaymentType(order.payment_type) : null;

  return (
    <main className={`page ${styles.page}`}>
      {title}
      <p className={styles.note}>{t('choose.current', { method: order.payment_type ? types(order.payment_type) : t('choose.none') })}</p>
      {open ? (
        <ChoosePaymentForm
          orderId={order.id}
          options={options}
          current={current}
          cardHref={paymentHref(store.slug, order.id)}
          labels={{
            legend: t('choose.legend'),
            submit: t('choose.submit'),
            submitting: t('choose.submitting'),
            changed: t('choose.changed'),
            required: t('choose.required'),
            noChoices: t('choose.noChoices'),
            general: toast('general'),
          }}
          chooseAction={choosePaymentAction}
        />
      ) : (
        <p className={styles.info}>{state === 'paid' ? t('alreadyPaid') : t('notPayable')}</p>
      )}
      {order.payment_type === 'gmo_cvs' && (state === 'cvsAccountNeeded' || state === 'cvsAwaiting') ? (
        <CvsSection order={order} timezone={store.timezone} generateAction={generateAccountAction} />
      ) : null}
      <div className={styles.links}>
        <Link className="button button--ghost" href={orderHref(store.slug, order.id)}>
          {t('backToOrder')}
        </Link>
      </div>
    </main>
  );
}
