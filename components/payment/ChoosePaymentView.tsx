import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { orderHref, paymentHref } from '@/lib/checkout/checkout-query';
import { canChoosePayment, showsCvsSection, type PricedChoice } from '@/lib/checkout/order-payment';
import { orderPaymentState } from '@/lib/checkout/payment-account';
import { checkoutPaymentType } from '@/lib/checkout/payment-rules';
import { formatCurrency } from '@/lib/format/currency';
import type { Order, Store } from '@/lib/schemas';
import { ChoosePaymentForm, type ChoosePaymentFormProps } from './ChoosePaymentForm';
import { CvsSection, type CvsSectionProps } from './CvsSection';
import type { PaymentOption } from './labels';
import { PaymentFrame, PaymentLoadFailed } from './PaymentFrame';
import styles from './payment.module.css';

/** The order and its payment choices, priced for it (none when it can no longer be chosen). */
export interface ChoosePaymentData {
  order: Order;
  choices: PricedChoice[];
}

export interface ChoosePaymentViewProps {
  store: Pick<Store, 'slug' | 'currency' | 'timezone'>;
  /** null: the order or the store's payment settings could not be read. */
  data: ChoosePaymentData | null;
  chooseAction: ChoosePaymentFormProps['chooseAction'];
  generateAction: CvsSectionProps['generateAction'];
}

/** The choose-payment page: the current method, the priced choices while open, the convenience-store part. */
export async function ChoosePaymentView({ store, data, chooseAction, generateAction }: ChoosePaymentViewProps) {
  const [t, toast, types] = await Promise.all([getTranslations('payment'), getTranslations('toast'), getTranslations('checkout.paymentTypes')]);
  if (!data) return <PaymentLoadFailed title={t('choose.title')} message={toast('general')} />;
  const { order } = data;
  const state = orderPaymentState(order);
  const money = (value: number) => formatCurrency(value, store.currency) ?? '';
  const options: PaymentOption[] = data.choices.map((choice) => ({
    type: choice.type,
    label: types(choice.settingType),
    detail: [t('choose.payable', { amount: money(choice.payable) }), choice.fee ? t('choose.fee', { fee: money(choice.fee) }) : null].filter(Boolean).join(' · '),
    unavailable: choice.available ? null : t('choose.cvsUnavailable'),
  }));

  return (
    <PaymentFrame title={t('choose.title')}>
      <p className={styles.note}>{t('choose.current', { method: order.payment_type ? types(order.payment_type) : t('choose.none') })}</p>
      {canChoosePayment(state) ? (
        <ChoosePaymentForm
          orderId={order.id}
          options={options}
          current={order.payment_type ? checkoutPaymentType(order.payment_type) : null}
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
          chooseAction={chooseAction}
        />
      ) : (
        <p className={styles.info}>{state === 'paid' ? t('alreadyPaid') : t('notPayable')}</p>
      )}
      {showsCvsSection(order, state) ? <CvsSection order={order} timezone={store.timezone} generateAction={generateAction} /> : null}
      <div className={styles.links}>
        <Link className="button button--ghost" href={orderHref(store.slug, order.id)}>
          {t('backToOrder')}
        </Link>
      </div>
    </PaymentFrame>
  );
}
