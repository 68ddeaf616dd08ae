import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ShoppingSteps } from '@/components/cart/ShoppingSteps';
import { CvsSection } from '@/components/payment/CvsSection';
import styles from '@/components/payment/payment.module.css';
import { buyerContext } from '@/lib/api/server-context';
import { choosePaymentHref, orderHref, paymentHref } from '@/lib/checkout/checkout-query';
import { loadGuardedOrder } from '@/lib/checkout/order-load';
import { orderPaymentState } from '@/lib/checkout/payment-account';
import { formatCurrency } from '@/lib/format/currency';
import { loadStore } from '../../../store-data';
import { generateAccountAction } from '../../../order/[orderId]/choose-payment/actions';

interface CompletedRouteProps {
  params: Promise<{ store: string; orderId: string }>;
}

export async function generateMetadata({ params }: CompletedRouteProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('checkout')]);
  return { title: `${t('completed.title')} | ${store.name}`, robots: { index: false } };
}

/** /{store}/shopping/checkout/{orderId}: the placed order and what is left to pay; 3-D Secure returns here. */
export default async function CheckoutCompletedRoute({ params }: CompletedRouteProps) {
  const { store: slug, orderId: rawId } = await params;
  const [store, ctx, t, cart, payment] = await Promise.all([
    loadStore(slug),
    buyerContext(),
    getTranslations('checkout'),
    getTranslations('cart'),
    getTranslations('checkout.paymentTypes'),
  ]);
  const [load] = await loadGuardedOrder(store, rawId, ctx);

  const steps = (
    <ShoppingSteps current="done" label={cart('steps.label')} labels={{ cart: cart('steps.cart'), checkout: cart('steps.checkout'), done: cart('steps.done') }} />
  );
  if (load.kind === 'failed') {
    return (
      <main className={`page ${styles.page}`}>
        {steps}
        <p className={styles.alert} role="alert">
          {t('loadFailed')}
        </p>
      </main>
    );
  }

  const { order } = load;
  const state = orderPaymentState(order);
  const c = (key: string) => t(`completed.${key}`);
  const method = order.payment_type ? payment(order.payment_type) : '—';

  return (
    <main className={`page ${styles.page}`}>
      {steps}
      <h2 className={styles.title}>{state === 'paid' || state === 'cashOnDelivery' || state === 'cvsAwaiting' ? c('title') : c('titleUnpaid')}</h2>
      <dl className={styles.summary} data-testid="order-summary">
        <dt>{c('orderNumber')}</dt>
        <dd data-testid="order-slug">{order.slug}</dd>
        <dt>{c('payable')}</dt>
        <dd>{formatCurrency(order.amount_payable, store.currency)}</dd>
        <dt>{c('paymentMethod')}</dt>
        <dd>{method}</dd>
      </dl>

      <div data-testid="payment-state" data-state={state}>
        {state === 'paid' ? <p className={styles.success}>{c('paid')}</p> : null}
        {state === 'cashOnDelivery' ? <p className={styles.info}>{c('cashOnDelivery')}</p> : null}
        {state === 'closed' ? <p className={styles.info}>{c('closed')}</p> : null}
        {state === 'payByCard' ? (
          <>
            <p className={styles.info}>{c('payByCardNote')}</p>
            <Link className="button" href={paymentHref(store.slug, order.id)}>
              {c('payByCard')}
            </Link>
          </>
        ) : null}
        {state === 'choosePayment' ? <p className={styles.info}>{c('chooseNote')}</p> : null}
        {state === 'cvsAccountNeeded' || state === 'cvsAwaiting' ? <CvsSection order={order} timezone={store.timezone} generateAction={generateAccountAction} /> : null}
      </div>

      <div className={styles.links}>
        {state === 'payByCard' || state === 'cvsAccountNeeded' || state === 'choosePayment' ? (
          <Link className="button button--ghost" href={choosePaymentHref(store.slug, order.id)}>
            {c('choosePayment')}
          </Link>
        ) : null}
        <Link className="button button--ghost" href={orderHref(store.slug, order.id)}>
          {c('viewOrder')}
        </Link>
        <Link className="button button--ghost" href={`/${encodeURIComponent(store.slug)}/market`}>
          {c('continueShopping')}
        </Link>
      </div>
    </main>
  );
}
