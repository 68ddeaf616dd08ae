import type { PlatformContext } from '../context';
import { error, notFound, type Router } from '../http';
import { storeOf } from './lookup';
import { answer } from './support';
import { isReply, POST_NOT_IN_STORE } from './live-support';

/**
 * The one-to-one entrance (platform extension, README): the spec lists `/{store}/one-to-one/{postIdHash}`
 * but no call resolving the hash. This answers the post's summary for the entrance, and what it
 * asks of a viewer: a private post opens only to an account bound to it (a member login), and a
 * ticket code when the seller gave one. Public data: no token is read.
 */
export function registerLiveOneToOneRoutes(router: Router, ctx: PlatformContext): void {
  router.get('/api/v1/liveweb/stores/:store/one-to-one/:hash', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const hash = req.params.hash ?? '';
    const record = ctx.state.posts.find((r) => r.hash !== undefined && r.hash === hash && r.post.type === 'one_to_one_formal');
    if (!record) return notFound('One-to-one session not found');
    if (record.post.store_id !== store.id) return error(403, 'This post does not belong to the store.', { report_type: POST_NOT_IN_STORE });
    const { post } = record;
    return answer(ctx, {
      data: {
        id: post.id,
        type: post.type,
        title: post.title,
        upcoming_at: post.upcoming_at ?? null,
        started_at: post.started_at ?? null,
        live_status: post.live_status,
        is_private: post.is_private,
        seller: { name: store.name, avatar_url: store.avatar_url ?? null },
        requires: { login: post.is_private, ticket_code: post.is_private && Boolean(record.ticketCode) },
      },
    });
  });
}
