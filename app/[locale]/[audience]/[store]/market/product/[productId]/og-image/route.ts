import { productIdFromParam } from '@/lib/market/product-detail';
import { drawProductCard } from '../../../../og-cards';
import { ogImageResponse } from '../../../../og-response';

/** GET /{store}/market/product/{id}/og-image: the product's 1200×630 preview PNG (picture, name, price). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; store: string; productId: string }> }): Promise<Response> {
  const { locale, store, productId } = await params;
  const id = productIdFromParam(productId);
  return ogImageResponse(locale, async (chosen) => (id === null ? { kind: 'missing' } : drawProductCard(store, id, chosen)));
}
