import { BindTicketPayload } from '@/lib/schemas';
import type { PlatformContext } from '../context';
import { bearer, error, type PlatformRequest, type Router } from '../http';
import { mediaUrls } from '../media/urls';
import { streamInfoRealtimeFields } from '../realtime';
import { watchedEvent } from '../realtime/watch';
import { imagePath } from '../images';
import { callerOf, type Caller } from './identity';
import { storeOf } from './lookup';
import { paginate } from './paging';
import { answer, invalid, parseBody, success, unauthenticated } from './support';
import {
  hasPermission,
  isReplayable,
  isReply,
  noPermission,
  POST_NOT_IN_STORE,
  postOf,
  providerOf,
  publishToPost,
  streamPost,
} from './live-support';
import type { PostRecord } from '../seed/posts';

/**
 * Live-room post calls (live-room §7, commerce §7 permission rows): latest post, the stream post,
 * stream and replay info, the private-post permission and ticket binding.
 */

/** Live posts first (newest start), then the newest by creation. */
function latestOf(records: PostRecord[]): PostRecord | undefined {
  const time = (value: unknown) => (value ? Date.parse(String(value)) : 0);
  const live = records.filter((r) => r.post.live_status === 'live').sort((a, b) => time(b.post.started_at) - time(a.post.started_at));
  if (live[0]) return live[0];
  return [...records].sort((a, b) => time(b.post.created_at) - time(a.post.created_at))[0];
}

/** A store's posts that may be listed: one-to-one sessions are reached by their link only. */
function publicPostsOf(ctx: PlatformContext, storeId: number): PostRecord[] {
  return ctx.state.posts.filter((r) => r.post.store_id === storeId && r.post.type !== 'one_to_one_formal');
}

function requireUuid(uuid: string | null) {
  return uuid && uuid.trim() ? null : invalid({ uuid: ['The uuid field is required.'] });
}

/**
 * A member or guest opening the room announces it (live.watched): their other sessions, with
 * another token, leave. The event names the session by fingerprint, never by its bearer token.
 */
function announceWatch(ctx: PlatformContext, postId: number, caller: Caller, req: PlatformRequest): void {
  const memberToken = bearer(req.headers.authorization);
  const guestToken = bearer(req.headers['x-guest-authorization']);
  const viewer =
    caller.user && memberToken
      ? { type: 'user' as const, id: caller.user.user.id, token: memberToken }
      : caller.guest && guestToken
        ? { type: 'guest' as const, id: caller.guest.guest.id, token: guestToken }
        : null;
  if (viewer) publishToPost(ctx, postId, 'notification', 'live.watched', watchedEvent(viewer));
}

export function registerLivePostRoutes(router: Router, ctx: PlatformContext): void {
  const mintToken = (channels: readonly string[]) => ctx.realtime.subscribeToken(channels);

  router.get('/api/v1/stores/:store/posts/latest', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const latest = latestOf(publicPostsOf(ctx, store.id));
    return answer(ctx, { data: latest ? { id: latest.post.id } : null });
  });

  // The replay list (commerce §7 vod): the store's posts, newest first; `replay` says whether one can be watched.
  router.get('/api/v1/stores/:store/vod', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const time = (value: unknown) => (value ? Date.parse(String(value)) : 0);
    const now = ctx.now();
    const posts = publicPostsOf(ctx, store.id)
      .sort((a, b) => time(b.post.started_at ?? b.post.created_at) - time(a.post.started_at ?? a.post.created_at))
      .map((r) => ({
        id: r.post.id,
        title: r.post.title,
        on_air: r.post.live_status === 'live',
        is_private: r.post.is_private,
        upcoming_at: r.post.upcoming_at ?? null,
        started_at: r.post.started_at ?? null,
        replay: isReplayable(r, now),
        image_url: r.post.vod_image_url ?? null,
        publications: r.publications,
      }));
    return answer(ctx, paginate(ctx, req, posts));
  });

  // The post is public data (title, cover for link previews); watching a private one needs permission.
  router.get('/api/v1/liveweb/stores/:store/posts/:id', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const record = postOf(ctx, req);
    if (isReply(record)) return record;
    if (record.post.store_id !== store.id) return error(403, 'This post does not belong to the store.', { report_type: POST_NOT_IN_STORE });
    return answer(ctx, { data: streamPost(ctx, record) });
  });

  // Realtime fields always (a waiting room listens for live.started); media only while live.
  router.get('/api/v1/liveweb/posts/:id/stream-info', (req) => {
    const record = postOf(ctx, req);
    if (isReply(record)) return record;
    const missing = requireUuid(req.query.get('uuid'));
    if (missing) return missing;
    const caller = callerOf(ctx, req);
    if (caller.rejected) return unauthenticated();
    if (!hasPermission(record, caller)) return noPermission();
    const { post } = record;
    announceWatch(ctx, post.id, caller, req);
    const streamId = `post-${post.id}`;
    const media = mediaUrls(ctx.options.publicUrl, streamId, record.shape, record.master);
    const live = post.live_status === 'live';
    return answer(ctx, {
      data: {
        stream_url: live ? media.stream_url : null,
        stream_hls_url: live ? media.stream_hls_url : null,
        type: 'hls',
        post_id: post.id,
        snapshot_url: post.vod_image_url ?? imagePath('post', `post${post.id}`, 'LIVE'),
        stream_id: streamId,
        ...streamInfoRealtimeFields(providerOf(record), post.id, mintToken),
      },
    });
  });

  // replay_url is [] when there is nothing to watch (not stopped yet, or expired).
  router.get('/api/v1/liveweb/posts/:id/replay-stream-info', (req) => {
    const record = postOf(ctx, req);
    if (isReply(record)) return record;
    const missing = requireUuid(req.query.get('uuid'));
    if (missing) return missing;
    const caller = callerOf(ctx, req);
    if (caller.rejected) return unauthenticated();
    if (!hasPermission(record, caller)) return noPermission();
    const media = mediaUrls(ctx.options.publicUrl, `post-${record.post.id}`, record.shape);
    const watchable = isReplayable(record, ctx.now());
    return answer(ctx, {
      data: {
        post_id: record.post.id,
        stream_url: watchable ? media.replay_url : null,
        backup_url: watchable ? media.backup_url : null,
        replay_url: watchable ? media.replay_url : [],
        replay_url_mp4: watchable ? media.replay_url_mp4 : null,
        ...streamInfoRealtimeFields(providerOf(record), record.post.id, mintToken),
      },
    });
  });

  // token_valid: a token was sent and is good; has_permission: the viewer may watch.
  router.get('/api/v1/liveweb/posts/:post/permission', (req) => {
    const record = postOf(ctx, req, 'post');
    if (isReply(record)) return record;
    const caller = callerOf(ctx, req);
    const sentToken = Boolean(req.headers.authorization || req.headers['x-guest-authorization']);
    const tokenValid = sentToken && !caller.rejected && (caller.user !== null || caller.guest !== null);
    return answer(ctx, { has_permission: !caller.rejected && hasPermission(record, caller), token_valid: tokenValid });
  });

  router.post('/api/v1/liveweb/posts/:post/bind-ticket', (req) => {
    const record = postOf(ctx, req, 'post');
    if (isReply(record)) return record;
    const caller = callerOf(ctx, req);
    if (caller.rejected || (!caller.user && !caller.guest)) return unauthenticated();
    const parsed = parseBody(BindTicketPayload, req.body);
    if (!parsed.ok) return parsed.reply;
    const code = parsed.data.ticket_code.trim();
    if (!record.ticketCode || code.toUpperCase() !== record.ticketCode.toUpperCase()) {
      return error(422, 'The ticket code is invalid.', { report_type: 'TICKET_CODE_INVALID', errors: { ticket_code: ['The ticket code is invalid.'] } });
    }
    const permitted = (record.permitted ??= { userIds: [], guestIds: [] });
    if (caller.user && !permitted.userIds.includes(caller.user.user.id)) permitted.userIds.push(caller.user.user.id);
    else if (!caller.user && caller.guest && !permitted.guestIds.includes(caller.guest.guest.id)) permitted.guestIds.push(caller.guest.guest.id);
    return success(ctx);
  });
}
