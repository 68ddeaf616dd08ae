import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { choosePaymentHref } from '@/lib/checkout/checkout-query';
import { canPayByCard, paymentBackHref } from '@/lib/checkout/order-payment';
import { orderPaymentState } from '@/lib/checkout/payment-account';
import { formatCurrency } from '@/lib/format/currency';
import type { Order, Store } from '@/lib/schemas';
import { CardPaymentForm, type CardPaymentFormProps } from './CardPaymentForm';
import { cardFormLabels } from './labels';
import { PaymentFrame, PaymentLoadFailed } from './PaymentFrame';
import styles from './payment.module.css';

/** The order, and the card gateway when the store's card settings could be read (else null). */
export interface CardPaymentData {
  order: Order;
  gateway: { shopId: string; url: string } | null;
}

export interface CardPaymentViewProps {
  store: Pick<Store, 'slug' | 'currency'>;
  /** null: the order could not be read. */
  data: CardPaymentData | null;
  payAction: CardPaymentFormProps['payAction'];
}

/** The card payment page: what is owed, then the card form while the order can be paid by card. */
export async function CardPaymentView({ store, data, payAction }: CardPaymentViewProps) {
  const [t, toast, checkout] = await Promise.all([getTranslations('payment'), getTranslations('toast'), getTranslations('checkout')]);
  if (!data) return <PaymentLoadFailed title={t('title')} message={toast('general')} />;
  const { order, gateway } = data;
  const state = orderPaymentState(order);
  const amount = formatCurrency(order.amount_payable, store.currency) ?? '';
  const payable = canPayByCard(state);

  return (
    <PaymentFrame title={t('title')}>
      <dl className={styles.summary}>
        <dt>{checkout('completed.orderNumber')}</dt>
        <dd data-testid="order-slug">{order.slug}</dd>
        <dt>{t('amount')}</dt>
        <dd data-testid="payment-amount">{amount}</dd>
      </dl>
      {state === 'paid' ? <p className={styles.success}>{t('alreadyPaid')}</p> : null}
      {!payable && state !== 'paid' ? <p className={styles.info}>{t('notPayable')}</p> : null}
      {payable && !gateway ? (
        <p className={styles.alert} role="alert">
          {t('cardUnavailable')}
        </p>
      ) : null}
      {payable && gateway ? (
        <CardPaymentForm store={store.slug} orderId={order.id} shopId={gateway.shopId} gatewayUrl={gateway.url} labels={cardFormLabels(t, amount, toast('general'))} payAction={payAction} />
      ) : null}
      <div className={styles.links}>
        {payable ? (
          <Link className="button button--ghost" href={choosePaymentHref(store.slug, order.id)}>
            {checkout('completed.choosePayment')}
          </Link>
        ) : null}
        <Link className="button button--ghost" href={paymentBackHref(store.slug, order.id, state)}>
          {t('backToOrder')}
        </Link>
      </div>
    </PaymentFrame>
  );
}
