import { drawStoreCard } from '../og-cards';
import { ogImageResponse } from '../og-response';

/** GET /{store}/og-image: the store's 1200×630 preview PNG (market, store information). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; store: string }> }): Promise<Response> {
  const { locale, store } = await params;
  return ogImageResponse(locale, (chosen) => drawStoreCard(store, chosen));
}
