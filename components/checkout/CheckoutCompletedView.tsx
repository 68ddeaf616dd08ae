import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ShoppingSteps } from '@/components/cart/ShoppingSteps';
import { shoppingStepsLabels } from '@/components/cart/steps-labels';
import { CvsSection, type CvsSectionProps } from '@/components/payment/CvsSection';
import styles from '@/components/payment/payment.module.css';
import { choosePaymentHref, orderHref, paymentHref } from '@/lib/checkout/checkout-query';
import { canChoosePaymentAgain, isPaymentSettled } from '@/lib/checkout/completed-order';
import type { OrderLoad } from '@/lib/checkout/order-load';
import { orderPaymentState } from '@/lib/checkout/payment-account';
import { formatCurrency } from '@/lib/format/currency';
import type { Store } from '@/lib/schemas';

export interface CheckoutCompletedViewProps {
  store: Store;
  load: Extract<OrderLoad, { kind: 'ok' | 'failed' }>;
  /** The server action of the cvs account form, handed in by the route. */
  generateAction: CvsSectionProps['generateAction'];
}

/** The placed order under the shopping steps: its summary, what is left to pay, and where to go next. */
export async function CheckoutCompletedView({ store, load, generateAction }: CheckoutCompletedViewProps) {
  const [t, cart, payment] = await Promise.all([getTranslations('checkout'), getTranslations('cart'), getTranslations('checkout.paymentTypes')]);
  const steps = <ShoppingSteps current="done" {...shoppingStepsLabels(cart)} />;
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
      <h1 className={styles.title}>{isPaymentSettled(state) ? c('title') : c('titleUnpaid')}</h1>
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
        {state === 'cvsAccountNeeded' || state === 'cvsAwaiting' ? <CvsSection order={order} timezone={store.timezone} generateAction={generateAction} /> : null}
      </div>

      <div className={styles.links}>
        {canChoosePaymentAgain(state) ? (
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
