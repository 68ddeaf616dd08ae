import type { Metadata } from 'next';
import { ProductDetail, productMetadata } from '@/components/product/ProductDetail';
import { BUILD_SAMPLE_ID } from '@/lib/cache/build-samples';
import { requestOrigin } from '@/lib/seo/request-origin';
import { loadStore } from '../../../store-data';
import { addToCartAction } from './actions';
import { loadProduct } from './product-data';
import { loadTicketFor } from './ticket-data';

interface ProductPageProps {
  params: Promise<{ store: string; productId: string }>;
}

/** Each product page is cached on its own (lib/cache/build-samples). */
export function generateStaticParams() {
  return [{ productId: BUILD_SAMPLE_ID }];
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const { store: slug, productId } = await params;
  const [store, product, origin] = await Promise.all([loadStore(slug), loadProduct(slug, productId), requestOrigin()]);
  return productMetadata(store, product, origin);
}

/** /{store}/market/product/{productId}: one cached page per product, locale and audience. */
export default async function ProductPage({ params }: ProductPageProps) {
  const { store: slug, productId } = await params;
  const [store, product, origin] = await Promise.all([loadStore(slug), loadProduct(slug, productId), requestOrigin()]);
  return <ProductDetail store={store} product={product} origin={origin} ticket={await loadTicketFor(store, product)} addToCart={addToCartAction} />;
}
