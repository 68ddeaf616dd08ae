import { getTranslations } from 'next-intl/server';
import { CartSkeleton } from '@/components/cart/CartSkeleton';

/** While the cart loads (commerce §4 LOADING): the skeleton in the page's frame. */
export default async function CartLoading() {
  const t = await getTranslations('cart');
  return (
    <main className="page">
      <CartSkeleton label={t('loading')} />
    </main>
  );
}
