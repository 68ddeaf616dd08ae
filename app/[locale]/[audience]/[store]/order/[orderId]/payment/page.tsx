import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CardPaymentForm } from '@/components/payment/CardPaymentForm';
import { cardFormLabels } from '@/components/payment/labels';
import styles from '@/components/payment/payment.module.css';
import { buyerContext } from '@/lib/api/server-context';
import { getGmoCredit } from '@/lib/api/store';
import { choosePaymentHref, completedHref, orderHref } from '@/lib/checkout/checkout-query';
import { loadGuardedOrder } from '@/lib/checkout/order-load';
import { orderPaymentState } from '@/lib/checkout/payment-account';
import { configFromEnv, readEnv } from '@/lib/config';
import { formatCurrency } from '@/lib/format/currency';
import { loadStore } from '../../../store-data';
import { payOrderAction } from './actions';

interface PaymentRouteProps {
  params: Promise<{ store: string; orderId: string }>;
}

export async function generateMetadata({ params }: PaymentRouteProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('payment')]);
  return { title: `${t('title')} | ${store.name}`, robots: { index: false } };
}

/** /{store}/order/{orderId}/payment (member only): pay by card through the gateway and 3-D Secure. */
export default async function OrderPaymentRoute({ params }: PaymentRouteProps) {
  const { store: slug, orderId: rawId } = await params;
  const [store, ctx, t, toast, checkout] = await Promise.all([loadStore(slug), buyerContext(), getTranslations('payment'), getTranslations('toast'), getTranslations('checkout')]);
  const [load, gmo] = await loadGuardedOrder(store, rawId, ctx, () => getGmoCredit(store.slug, ctx));

  const title = <h2 className={styles.title}>{t('title')}</h2>;
  if (load.kind === 'failed') {
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
  const amount = formatCurrency(order.amount_payable, store.currency) ?? '';
  const payable = state === 'payByCard' || state === 'choosePayment' || state === 'cvsAccountNeeded';

  return (
    <main className={`page ${styles.page}`}>
      {title}
      <dl className={styles.summary}>
        <dt>{checkout('completed.orderNumber')}</dt>
        <dd data-testid="order-slug">{order.slug}</dd>
        <dt>{t('amount')}</dt>
        <dd data-testid="payment-amount">{amount}</dd>
      </dl>
      {state === 'paid' ? <p className={styles.success}>{t('alreadyPaid')}</p> : null}
      {!payable && state !== 'paid' ? <p className={styles.info}>{t('notPayable')}</p> : null}
      {payable && !gmo.ok ? (
        <p className={styles.alert} role="alert">
          {t('cardUnavailable')}
        </p>
      ) : null}
      {payable && gmo.ok ? (
        <CardPaymentForm
          store={store.slug}
          orderId={order.id}
          shopId={gmo.data.shop_id}
          gatewayUrl={configFromEnv(readEnv()).paymentGatewayUrl}
          labels={cardFormLabels(t, amount, toast('general'))}
          payAction={payOrderAction}
        />
      ) : null}
      <div className={styles.links}>
        {payable ? (
          <Link className="button button--ghost" href={choosePaymentHref(store.slug, order.id)}>
            {checkout('completed.choosePayment')}
          </Link>
        ) : null}
        <Link className="button button--ghost" href={state === 'paid' ? completedHref(store.slug, order.id) : orderHref(store.slug, order.id)}>
          {t('backToOrder')}
        </Link>
      </div>
    </main>
  );
}
