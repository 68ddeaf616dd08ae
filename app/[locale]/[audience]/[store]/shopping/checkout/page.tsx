import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { saveAddressAction } from '@/components/address/actions';
import { addressFormLabels } from '@/components/address/labels';
import { ShippingNotice } from '@/components/cart/ShippingNotice';
import { ShoppingSteps } from '@/components/cart/ShoppingSteps';
import { CheckoutForm } from '@/components/checkout/CheckoutForm';
import { CheckoutItems } from '@/components/checkout/CheckoutItems';
import { checkoutLabels, type AddressOption, type ShippingOption } from '@/components/checkout/labels';
import styles from '@/components/checkout/checkout.module.css';
import { buyerContext } from '@/lib/api/server-context';
import { cartHref, parseCheckoutQuery } from '@/lib/checkout/checkout-query';
import { deliveryAddresses, shippingChoices } from '@/lib/checkout/shipping-rules';
import { formatCurrency } from '@/lib/format/currency';
import { loginRequiredUrl } from '@/lib/guards/member-only';
import { isEnabled } from '@/lib/store-settings';
import type { ShippingSetting, Store } from '@/lib/schemas';
import { loadStore } from '../../store-data';
import { placeOrderAction, priceCheckoutAction } from './actions';
import { loadCheckout } from './checkout-data';

interface CheckoutRouteProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: CheckoutRouteProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('checkout')]);
  return { title: `${t('title')} | ${store.name}`, robots: { index: false } };
}

type T = Awaited<ReturnType<typeof getTranslations>>;

function shippingOption(setting: ShippingSetting, store: Store, t: T, common: T): ShippingOption {
  const money = (value: number) => formatCurrency(value, store.currency) ?? '';
  const fee = setting.fee ?? 0;
  const parts = fee > 0 ? [t('shippingFee', { fee: money(fee) })] : [common('freeShipping')];
  if (fee > 0 && setting.free_shipping_threshold) parts.push(t('freeShippingOver', { threshold: money(setting.free_shipping_threshold) }));
  const place = setting.address ? [setting.address.info?.name, setting.address.full_address].filter(Boolean).join(' ') : null;
  return {
    id: setting.id,
    type: setting.type,
    label: t(`shippingTypes.${setting.type}`),
    feeText: parts.join(' · '),
    memo: setting.info?.memo ?? null,
    pickUpAddress: setting.type === 'self_pick_up' && place ? t('pickUpAt', { address: place }) : null,
    cod: setting.is_cash_on_delivery === true || setting.type === 'custom_cod',
  };
}

/** /{store}/shopping/checkout?items=…: loaded on the server; the form hydrates. */
export default async function CheckoutRoute({ params, searchParams }: CheckoutRouteProps) {
  const { store: slug } = await params;
  const query = parseCheckoutQuery(await searchParams);
  const [store, ctx, t, cart, common, toast, address, voucher] = await Promise.all([
    loadStore(slug),
    buyerContext(),
    getTranslations('checkout'),
    getTranslations('cart'),
    getTranslations('common'),
    getTranslations('toast'),
    getTranslations('address'),
    getTranslations('checkoutVoucher'),
  ]);
  // The checkout is not marked member-only, but only a member has a cart: the same login rule.
  if (!ctx.token) redirect(loginRequiredUrl(store.slug));
  const load = await loadCheckout(store, query, ctx);
  if (load.kind === 'unauthorized') redirect(loginRequiredUrl(store.slug));

  const steps = (
    <ShoppingSteps current="checkout" label={cart('steps.label')} labels={{ cart: cart('steps.cart'), checkout: cart('steps.checkout'), done: cart('steps.done') }} />
  );
  const heading = (
    <h2 id="checkout-heading" className={styles.title}>
      {t('title')}
    </h2>
  );

  if (load.kind !== 'ok') {
    const problems = {
      badLink: t('badLink'),
      unknownItems: t('unknownItems'),
      shippingFailed: t('shippingSettingsFailed'),
      paymentFailed: t('paymentSettingsFailed'),
      failed: t('loadFailed'),
    } as const;
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
  const options = data.kind === 'goods' ? shippingChoices(data.shipping).map((s) => shippingOption(s, store, t, common)) : [];
  const addresses: AddressOption[] = deliveryAddresses(data.addresses).map((a) => ({ id: a.id, name: a.name, phone: a.phone_number, text: a.address?.full_address ?? '' }));
  const memos = data.kind === 'goods' ? options.map((o) => o.memo).filter((m): m is string => Boolean(m)) : [t('noShippingNote')];
  const me = data.me;

  return (
    <main className="page">
      {steps}
      {heading}
      <ShippingNotice title={cart('shippingNotice.title')} lines={memos} />
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
          heldVouchers={{ options: data.heldVouchers.map((v) => ({ id: v.id, label: `${v.name} (−${formatCurrency(v.amount, store.currency) ?? v.amount})` })), labels: { label: voucher('label'), none: voucher('none') } }}
          adult={data.items.some((item) => item.adult_warning)}
          initial={{
            email: me?.email ?? '',
            phone: me?.phone_number ?? '',
            receiverName: me?.name ?? '',
            receiverPhone: me?.phone_number ?? '',
            coupon: data.appliedCoupon || (query.coupon ?? ''),
            shippingId: data.defaults.shippingId,
            addressId: data.defaults.addressId,
          }}
          appliedCoupon={data.appliedCoupon}
          couponError={data.couponError}
          shippingOptions={options}
          addresses={addresses}
          paymentSettings={data.payment}
          initialPricing={data.pricing}
          labels={checkoutLabels(t, toast('general'))}
          addressLabels={addressFormLabels(address)}
          priceAction={priceCheckoutAction}
          placeAction={placeOrderAction}
          saveAddressAction={saveAddressAction}
        />
      )}
    </main>
  );
}
