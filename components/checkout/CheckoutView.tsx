import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { addressFormLabels } from '@/components/address/labels';
import { ShippingNotice } from '@/components/cart/ShippingNotice';
import { ShoppingSteps } from '@/components/cart/ShoppingSteps';
import { shoppingStepsLabels } from '@/components/cart/steps-labels';
import { addressOptions, heldVoucherOptions, initialCheckoutDraft, shippingNoticeLines, shippingOption, type ShippingTexts } from '@/lib/checkout/checkout-options';
import type { CheckoutLoad, CheckoutProblem } from '@/lib/checkout/checkout-load';
import { cartHref, type CheckoutQuery } from '@/lib/checkout/checkout-query';
import { shippingChoices } from '@/lib/checkout/shipping-rules';
import type { Store } from '@/lib/schemas';
import { isEnabled } from '@/lib/store-settings';
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm';
import { CheckoutItems } from './CheckoutItems';
import { checkoutLabels } from './labels';
import styles from './checkout.module.css';

export interface CheckoutViewProps {
  store: Store;
  query: CheckoutQuery;
  load: Exclude<CheckoutLoad, { kind: 'unauthorized' }>;
  /** The server actions, handed in by the route. */
  actions: { price: CheckoutFormProps['priceAction']; place: CheckoutFormProps['placeAction']; saveAddress: CheckoutFormProps['saveAddressAction'] };
}

/** The checkout under its steps and heading: the problem that stops it, or the items and the form (which hydrates). */
export async function CheckoutView({ store, query, load, actions }: CheckoutViewProps) {
  const [t, cart, common, toast, address, voucher] = await Promise.all([
    getTranslations('checkout'),
    getTranslations('cart'),
    getTranslations('common'),
    getTranslations('toast'),
    getTranslations('address'),
    getTranslations('checkoutVoucher'),
  ]);
  const steps = <ShoppingSteps current="checkout" {...shoppingStepsLabels(cart)} />;
  const heading = (
    <h1 id="checkout-heading" className={styles.title}>
      {t('title')}
    </h1>
  );

  if (load.kind !== 'ok') {
    const problems: Record<CheckoutProblem, string> = {
      badLink: t('badLink'),
      unknownItems: t('unknownItems'),
      shippingFailed: t('shippingSettingsFailed'),
      paymentFailed: t('paymentSettingsFailed'),
      failed: t('loadFailed'),
    };
    return (
      <main className="page">
        {steps}
        {heading}
        <p className={styles.problem} role="alert" data-testid="checkout-problem">
          {problems[load.kind]}
        </p>
        <Link className="button" href={cartHref(store.slug)}>
          {t('backToCart')}
        </Link>
      </main>
    );
  }

  const { data } = load;
  const texts: ShippingTexts = {
    type: (type) => t(`shippingTypes.${type}`),
    fee: (fee) => t('shippingFee', { fee }),
    free: common('freeShipping'),
    freeOver: (threshold) => t('freeShippingOver', { threshold }),
    pickUpAt: (place) => t('pickUpAt', { address: place }),
  };
  const options = data.kind === 'goods' ? shippingChoices(data.shipping).map((s) => shippingOption(s, store.currency, texts)) : [];

  return (
    <main className="page">
      {steps}
      {heading}
      <ShippingNotice title={cart('shippingNotice.title')} lines={shippingNoticeLines(data.kind, options, t('noShippingNote'))} />
      <CheckoutItems
        items={data.items}
        currency={store.currency}
        labels={{
          heading: t('itemsHeading'),
          quantity: t('quantity', { count: '{count}' }),
          adult: t('adultItem'),
          ticket: t('ticketItem'),
          subscription: t('subscriptionItem'),
          freeShipping: common('freeShipping'),
        }}
      />
      {data.kind === 'goods' && options.length === 0 ? (
        <p className={styles.problem} role="alert">
          {t('noShippingMethods')}
        </p>
      ) : (
        <CheckoutForm
          store={store.slug}
          currency={store.currency}
          kind={data.kind}
          itemIds={data.items.map((item) => item.id)}
          couponV2Id={query.couponV2Id}
          couponEnabled={isEnabled(store.settings, 'coupon')}
          heldVouchers={{ options: heldVoucherOptions(data.heldVouchers, store.currency), labels: { label: voucher('label'), none: voucher('none') } }}
          adult={data.items.some((item) => item.adult_warning)}
          initial={initialCheckoutDraft({ me: data.me, appliedCoupon: data.appliedCoupon, linkCoupon: query.coupon, defaults: data.defaults })}
          appliedCoupon={data.appliedCoupon}
          couponError={data.couponError}
          shippingOptions={options}
          addresses={addressOptions(data.addresses)}
          paymentSettings={data.payment}
          initialPricing={data.pricing}
          labels={checkoutLabels(t, toast('general'))}
          addressLabels={addressFormLabels(address)}
          priceAction={actions.price}
          placeAction={actions.place}
          saveAddressAction={actions.saveAddress}
        />
      )}
    </main>
  );
}
