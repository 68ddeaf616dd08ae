import { drawPostCard } from '../../../og-cards';
import { ogImageResponse } from '../../../og-response';
import { postIdOf } from '../room-data';

/** GET /{store}/live/{id}/og-image: the post's 1200×630 preview PNG (cover, title, stage badge, start, store). */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; store: string; id: string }> }): Promise<Response> {
  const { locale, store, id } = await params;
  const postId = postIdOf(id);
  return ogImageResponse(locale, async (chosen) => (postId === null ? { kind: 'missing' } : drawPostCard(store, postId, chosen)));
}
