import type { Pricing } from '@/lib/schemas';
import { formatCurrency } from '@/lib/format/currency';
import type { CheckoutLabels } from './labels';
import styles from './checkout.module.css';

export interface PricingSummaryProps {
  pricing: Pricing | null;
  currency: string;
  state: 'idle' | 'loading' | 'failed';
  labels: Pick<CheckoutLabels, 'pricingHeading' | 'pricing' | 'repricing' | 'pricingFailed'>;
}

/** The pricing, line by line; announced politely when it changes. */
export function PricingSummary({ pricing, currency, state, labels }: PricingSummaryProps) {
  const money = (value: number) => formatCurrency(value, currency) ?? '';
  return (
    <section className={styles.section} aria-labelledby="checkout-pricing-heading">
      <h2 id="checkout-pricing-heading" className={styles.heading}>
        {labels.pricingHeading}
      </h2>
      <p className={styles.status} role="status" aria-live="polite">
        {state === 'loading' ? labels.repricing : state === 'failed' ? labels.pricingFailed : ''}
      </p>
      {pricing ? (
        <dl className={styles.pricing} aria-busy={state === 'loading'} data-testid="checkout-pricing">
          <div>
            <dt>{labels.pricing.amount}</dt>
            <dd>{money(pricing.amount)}</dd>
          </div>
          <div>
            <dt>{labels.pricing.shipping}</dt>
            <dd data-testid="pricing-shipping">{money(pricing.shipping_fee)}</dd>
          </div>
          {pricing.payment_fee ? (
            <div>
              <dt>{labels.pricing.paymentFee}</dt>
              <dd data-testid="pricing-payment-fee">{money(pricing.payment_fee)}</dd>
            </div>
          ) : null}
          {pricing.coupon_amount ? (
            <div>
              <dt>{labels.pricing.coupon}</dt>
              <dd data-testid="pricing-coupon">−{money(pricing.coupon_amount)}</dd>
            </div>
          ) : null}
          {pricing.rebate_amounts.map((rebate) => (
            <div key={rebate.name}>
              <dt>{rebate.name || labels.pricing.rebate}</dt>
              <dd>−{money(rebate.amount)}</dd>
            </div>
          ))}
          <div>
            <dt>{labels.pricing.total}</dt>
            <dd>{money(pricing.total_amount)}</dd>
          </div>
          <div className={styles.payable}>
            <dt>{labels.pricing.payable}</dt>
            <dd data-testid="pricing-payable">{money(pricing.amount_payable)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
