import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cartLabels } from '@/components/cart/cart-labels';
import { loadCartSnapshot } from '@/components/cart/cart-data';
import { CartPage } from '@/components/cart/CartPage';
import { ShippingNotice } from '@/components/cart/ShippingNotice';
import { ShoppingSteps } from '@/components/cart/ShoppingSteps';
import { shoppingStepsLabels } from '@/components/cart/steps-labels';
import styles from '@/components/cart/cart.module.css';
import { buyerContext } from '@/lib/api/server-context';
import { loginRequiredUrl } from '@/lib/guards/member-only';
import { isEnabled } from '@/lib/store-settings';
import { appPath } from '@/lib/url/safe-href';
import { loadStore } from '../store-data';
import { confirmNoticeAction, deleteCartItemAction, priceSelectionAction, refetchCartAction, updateQuantityAction } from './actions';

interface CartRouteProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: CartRouteProps): Promise<Metadata> {
  const [store, t] = await Promise.all([loadStore((await params).store), getTranslations('cart')]);
  return { title: t('metaTitle', { store: store.name }), robots: { index: false } };
}

const HEADING_ID = 'cart-heading';

/** /{store}/shopping (member only): the cart is read on the server; the list hydrates for its controls. */
export default async function CartRoute({ params }: CartRouteProps) {
  const { store: slug } = await params;
  const [store, ctx, t, labels] = await Promise.all([loadStore(slug), buyerContext(), getTranslations('cart'), cartLabels()]);
  // The middleware guards member pages; a token that vanished since is sent the same way.
  if (!ctx.token) redirect(loginRequiredUrl(store.slug));
  const load = await loadCartSnapshot(store, ctx);
  if (load.kind === 'unauthorized') redirect(loginRequiredUrl(store.slug));

  return (
    <main className="page">
      <ShoppingSteps current="cart" {...shoppingStepsLabels(t)} />
      <h1 id={HEADING_ID} className={styles.heading}>
        {t('heading')}
      </h1>
      <ShippingNotice title={t('shippingNotice.title')} lines={[t('shippingNotice.body'), t('shippingNotice.freeShipping')]} />
      <CartPage
        store={store.slug}
        currency={store.currency}
        canEdit={store.buyer_editing_cart}
        couponEnabled={isEnabled(store.settings, 'coupon')}
        initial={load.kind === 'ok' ? load.snapshot : null}
        labels={labels}
        actions={{
          updateQuantity: updateQuantityAction,
          deleteItem: deleteCartItemAction,
          confirmNotice: confirmNoticeAction,
          price: priceSelectionAction,
          refetch: refetchCartAction,
        }}
        marketHref={appPath(store.slug, 'market')}
        subscriptionHref={isEnabled(store.settings, 'subscription') ? appPath(store.slug, 'shopping', 'subscription') : null}
        headingId={HEADING_ID}
      />
    </main>
  );
}
