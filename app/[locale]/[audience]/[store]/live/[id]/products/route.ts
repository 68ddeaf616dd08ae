import { getStreamPost } from '@/lib/api/live';
import { buyerContext } from '@/lib/api/server-context';
import { cachedStore } from '@/lib/cache/public-reads';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { report } from '@/lib/report';
import { storeSlug } from '@/lib/schemas';
import { postIdOf } from '../room-data';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * GET /{store}/live/{id}/products: the live's products, status and stock only, as JSON. The
 * mini-player (components/live/mini) reads it once its own subscription is open, on whatever store
 * page the buyer is, so a change published while it took over from the room is not lost (a server
 * action of the room is not callable from the other pages). Stock moves: never stored by a cache.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ store: string; id: string }> }) {
  const { store, id } = await params;
  const postId = postIdOf(id);
  const slug = storeSlug.safeParse(store);
  if (postId === null || !slug.success) return Response.json({ products: null }, { status: 404, headers: NO_STORE });
  const [ctx, storeResult] = await Promise.all([buyerContext(), resolveRequestLocale().then((locale) => cachedStore(slug.data, locale))]);
  if (!storeResult.ok) return Response.json({ products: null }, { status: 404, headers: NO_STORE });
  const fresh = await getStreamPost(storeResult.data.data.id, postId, ctx);
  if (!fresh.ok) {
    void report(new Error('live products read failed'), { where: 'live.products', extra: { postId, error: fresh.error } });
    return Response.json({ products: null }, { status: 502, headers: NO_STORE });
  }
  const products = fresh.data.data.products.map((p) => ({ id: p.id, salable_status: p.salable_status, skus: p.skus.map((sku) => ({ id: sku.id, available_quantity: sku.available_quantity })) }));
  return Response.json({ products }, { headers: NO_STORE });
}
