import { AnnounceJoinedPayload, AnnounceSharedPayload } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import type { PlatformRequest, Reply, Router } from '../http';
import { callerOf, type Caller } from './identity';
import { storeOf } from './lookup';
import { answer, invalid, parseBody, success, unauthenticated } from './support';
import { isReply, postOf, postRecord, publishToPost } from './live-support';
import { recordReceived } from './live-polls';

/**
 * The room's chat calls: earlier comments, the comment blacklist, and the joined / shared
 * announcements (published on `notification|{postId}` as buyer.joined / buyer.shared).
 */

/** `channel` is the post's comment channel (`comment|9001`); a bare post id is accepted too. */
export function postIdOfChannel(channel: string): number | null {
  const id = channel.includes('|') ? channel.slice(channel.indexOf('|') + 1) : channel;
  return /^\d+$/.test(id) ? Number(id) : null;
}

/** The name others see: a guest's group-stream name, else nickname; a member's nickname, else name. */
export function displayNameOf(caller: Caller): string {
  const user = caller.user?.user;
  if (user) return user.nickname || user.name || '';
  const guest = caller.guest?.guest;
  return guest?.group_stream_name || guest?.name || '';
}

/** The body of a buyer.joined / buyer.shared event. Not shown in spec: our design. */
export function announcement(caller: Caller, pnId: string, source: string) {
  return {
    user_id: caller.user?.user.id ?? caller.guest?.guest.id ?? null,
    user_type: caller.user ? 'user' : 'guest',
    user_name: displayNameOf(caller),
    pn_id: pnId,
    source,
  };
}

function announce(ctx: PlatformContext, req: PlatformRequest, event: 'buyer.joined' | 'buyer.shared'): Reply {
  const record = postOf(ctx, req);
  if (isReply(record)) return record;
  const caller = callerOf(ctx, req);
  // Ghosts are never announced (live-room §6).
  if (caller.rejected || (!caller.user && !caller.guest)) return unauthenticated();
  const parsed = parseBody(event === 'buyer.joined' ? AnnounceJoinedPayload : AnnounceSharedPayload, req.body);
  if (!parsed.ok) return parsed.reply;
  recordReceived(record, { kind: event, source: parsed.data.source });
  publishToPost(ctx, record.post.id, 'notification', event, announcement(caller, parsed.data.pn_id, parsed.data.source));
  return success(ctx);
}

export function registerLiveCommentRoutes(router: Router, ctx: PlatformContext): void {
  router.get('/api/v1/liveweb/comments', (req) => {
    const storeKey = req.query.get('store_id')?.trim() ?? '';
    const channel = req.query.get('channel')?.trim() ?? '';
    const errors: Record<string, string[]> = {};
    if (!storeKey) errors.store_id = ['The store id field is required.'];
    if (!channel) errors.channel = ['The channel field is required.'];
    if (Object.keys(errors).length) return invalid(errors);
    const store = ctx.state.stores.find((s) => String(s.id) === storeKey || s.slug === storeKey);
    const postId = postIdOfChannel(channel);
    const record = postId === null ? undefined : postRecord(ctx, postId);
    // An unknown channel or a post of another store has no comments for this store.
    if (!store || !record || record.post.store_id !== store.id) return answer(ctx, { comments: [] });
    const comments = ctx.state.comments
      .filter((c) => c.post_id === record.post.id)
      .sort((a, b) => Date.parse(String(a.created_time)) - Date.parse(String(b.created_time)));
    return answer(ctx, { comments: comments.map((message) => ({ message })) });
  });

  router.get('/api/v1/liveweb/stores/:store/blacklist/comment', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    return answer(ctx, { data: ctx.state.commentBlacklist.filter((r) => r.storeId === store.id).map((r) => r.entry) });
  });

  router.post('/api/v1/liveweb/posts/:id/announce-joined', (req) => announce(ctx, req, 'buyer.joined'));
  router.post('/api/v1/liveweb/posts/:id/announce-shared', (req) => announce(ctx, req, 'buyer.shared'));
}
