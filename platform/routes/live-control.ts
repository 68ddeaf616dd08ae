import { CommentProvider, SalableStatus } from '@/lib/schemas';
import { postChanged } from '../changes';
import type { PlatformContext } from '../context';
import { bodyOf, error, json, notFound, type PlatformRequest, type Reply, type Router } from '../http';
import type { PostRecord, PostRealtimeProvider } from '../seed/posts';
import { simulationStatus, startSimulation, stopSimulation } from '../simulation';
import { commerceOf, storeOf } from './lookup';
import { addComment, blockCommenter, sellSku, setCommentHidden, setSalableStatus, startLive, stopLive } from './live-events';
import { isReply, postOf, postRecord, publishToPost } from './live-support';
import { registerPollControl, resetPolls } from './live-polls';

/**
 * Control API of the live room (tests and demos). Every call is a POST with a JSON body and
 * answers `{ ok: true, ... }` or an error. `:id` is a post id, `:store` a store slug or id.
 *
 * - /__control/live/posts `{ from?=9001, provider?, live_status?, is_private?, ticket_code?, title?, comment_throttle?, master? }`
 *   (master: stream info names the multi-rendition master, for adaptive bitrate)
 *   → `{ id, provider, ticket_code }`: a room of its own (copy of a post and its chat).
 * - /__control/live/:id/provider `{ provider: pubnub|ably }`
 * - /__control/live/:id/start, /stop `{ replayable?=true }`: live.started / live.stopped and live_status.
 * - /__control/live/:id/comments `{ message, name?, id?, provider?, group_stream_name?, highlight? }` → `{ comment }`
 * - /__control/live/:id/comments/:commentId/hide, /show: comment.hide / comment.show and hidden_comments.
 * - /__control/live/:id/products/:productId/salable-status `{ salable_status }`: stock or sale window, products.salable_status.
 * - /__control/live/:id/skus/:skuId/sold `{ quantity?=1 }`: sku.sold (and products.salable_status when it moves).
 * - /__control/live/:id/selling | viewers | watched | force-refresh | comment-failed: the body is published as
 *   products.selling | viewers.number | live.watched | force.refresh on notification|id, comment.failed on comment-failed|id.
 * - /__control/live-stores/:store/comment-blacklist/block, /unblock `{ id, type: user|guest, name? }`
 * - /__control/live-stores/:store/in-blacklist `{ user_id | guest_id, listed?=true }` (users/in-blacklist)
 * - GET /__control/live/:id/interactions → `{ data: { heart?, custom?, halloween?, xmas?, sakura? } }`: reaction counts received.
 * - GET|POST /__control/simulation `{ on, post_id?, comment_every_ms?, viewers_every_ms? }`: the demo bot.
 * - Polls (poll.show / poll.result / poll.ended / poll.hidden), pins (pin.message.changed) and the
 *   received sources: /__control/live/:id/polls/:pollId/…, /pins…, GET /sources (routes/live-polls).
 * Any other event: POST /__control/realtime/publish `{ channel, name, data }` (platform/control.ts).
 */

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const bad = (message: string): Reply => error(422, message);

function clonePost(ctx: PlatformContext, template: PostRecord, body: Record<string, unknown>): PostRecord {
  const id = Math.max(9100, ...ctx.state.posts.map((r) => r.post.id)) + 1;
  const now = new Date(ctx.now()).toISOString();
  const liveStatus = body.live_status === 'unpublished' || body.live_status === 'live' || body.live_status === 'live_stopped' ? body.live_status : template.post.live_status;
  const provider: PostRealtimeProvider | undefined = body.provider === 'ably' || body.provider === 'pubnub' ? body.provider : template.provider;
  const record: PostRecord = {
    ...structuredClone(template),
    provider,
    ticketCode: text(body.ticket_code) ?? template.ticketCode ?? null,
    master: body.master === true || template.master,
    permitted: { userIds: [], guestIds: [] },
    // A copy is no one-to-one link: the hash names one post.
    hash: undefined,
  };
  const share = template.post.share_url?.replace(/\/\d+$/, `/${id}`) ?? null;
  Object.assign(record.post, {
    id,
    title: text(body.title) ?? template.post.title,
    live_status: liveStatus,
    live: liveStatus === 'live',
    is_private: typeof body.is_private === 'boolean' ? body.is_private : template.post.is_private,
    share_url: share,
    comment_throttle: typeof body.comment_throttle === 'number' ? body.comment_throttle : template.post.comment_throttle,
    created_at: now,
    started_at: liveStatus === 'live' ? now : template.post.started_at,
    hidden_comments: [],
  });
  if (liveStatus === 'live_stopped' && !record.post.replay_expired_at) record.post.replay_expired_at = new Date(ctx.now() + 14 * 86_400_000).toISOString();
  // An unpublished copy waits for a start an hour from now (the waiting stage).
  if (liveStatus === 'unpublished' && !record.post.upcoming_at) record.post.upcoming_at = new Date(ctx.now() + 3_600_000).toISOString();
  for (const publication of record.publications) publication.live = liveStatus === 'live';
  resetPolls(record, id);
  // The template's chat comes along, renumbered, so the new room starts with a history.
  const comments = ctx.state.comments
    .filter((c) => c.post_id === template.post.id)
    .map((c, n) => ({ ...structuredClone(c), post_id: id, comment_id: `c-${id}-${n + 1}` }));
  ctx.state.posts.push(record);
  ctx.state.comments.push(...comments);
  postChanged(ctx, record, { list: true, products: true });
  return record;
}

function withPost(ctx: PlatformContext, req: PlatformRequest, run: (record: PostRecord, body: Record<string, unknown>) => Reply): Reply {
  const record = postOf(ctx, req);
  return isReply(record) ? record : run(record, bodyOf(req));
}

function blacklistEntry(body: Record<string, unknown>) {
  const type = body.type === 'guest' ? 'guest' : 'user';
  return isId(body.id) ? { id: body.id, type, name: text(body.name) ?? null } as const : null;
}

export function registerLiveControl(router: Router, ctx: PlatformContext): void {
  // A room of its own: a copy of a post (default the live one) with a fresh id and channels.
  router.post('/__control/live/posts', (req) => {
    const body = bodyOf(req);
    const template = postRecord(ctx, isId(body.from) ? body.from : 9001);
    if (!template) return notFound('Template post not found');
    const record = clonePost(ctx, template, body);
    return json({ ok: true, id: record.post.id, provider: record.provider, ticket_code: record.ticketCode ?? null });
  });

  router.get('/__control/live/:id/interactions', (req) => {
    const id = Number(req.params.id);
    if (!isId(id) || !postRecord(ctx, id)) return notFound('Post not found');
    return json({ data: ctx.state.interactions[id] ?? {} });
  });

  router.post('/__control/live/:id/provider', (req) =>
    withPost(ctx, req, (record, body) => {
      if (body.provider !== 'ably' && body.provider !== 'pubnub') return bad('provider is ably or pubnub');
      record.provider = body.provider;
      return json({ ok: true, provider: record.provider });
    }),
  );

  router.post('/__control/live/:id/start', (req) =>
    withPost(ctx, req, (record) => {
      startLive(ctx, record);
      return json({ ok: true });
    }),
  );

  router.post('/__control/live/:id/stop', (req) =>
    withPost(ctx, req, (record, body) => {
      stopLive(ctx, record, body.replayable !== false);
      return json({ ok: true, replay_expired_at: record.post.replay_expired_at });
    }),
  );

  router.post('/__control/live/:id/comments', (req) =>
    withPost(ctx, req, (record, body) => {
      const message = text(body.message);
      if (!message) return bad('message is required');
      const provider = CommentProvider.safeParse(body.provider);
      const id = isId(body.id) || text(body.id) ? (body.id as number | string) : undefined;
      const comment = addComment(ctx, record, {
        message,
        name: typeof body.name === 'string' ? body.name : undefined,
        id,
        provider: provider.success ? provider.data : undefined,
        group_stream_name: text(body.group_stream_name) ?? null,
        highlight: typeof body.highlight === 'boolean' ? body.highlight : undefined,
      });
      return json({ ok: true, comment });
    }),
  );

  for (const action of ['hide', 'show'] as const) {
    router.post(`/__control/live/:id/comments/:commentId/${action}`, (req) =>
      withPost(ctx, req, (record) => {
        setCommentHidden(ctx, record, req.params.commentId, action === 'hide');
        return json({ ok: true, hidden_comments: record.post.hidden_comments });
      }),
    );
  }

  router.post('/__control/live/:id/products/:productId/salable-status', (req) =>
    withPost(ctx, req, (record, body) => {
      const status = SalableStatus.safeParse(body.salable_status);
      if (!status.success) return bad('salable_status is on_sell, sold_out, before_sell or end_sell');
      return setSalableStatus(ctx, record, Number(req.params.productId), status.data) ? json({ ok: true }) : notFound('Product not found');
    }),
  );

  router.post('/__control/live/:id/skus/:skuId/sold', (req) =>
    withPost(ctx, req, (record, body) => {
      const quantity = isId(body.quantity) && body.quantity > 0 ? body.quantity : 1;
      return sellSku(ctx, record, Number(req.params.skuId), quantity) ? json({ ok: true }) : notFound('SKU not found');
    }),
  );

  // Shortcuts for events that change nothing stored: the body is the event's data.
  const relays: Record<string, { channel: 'notification' | 'commentFailed'; name: string }> = {
    selling: { channel: 'notification', name: 'products.selling' },
    viewers: { channel: 'notification', name: 'viewers.number' },
    watched: { channel: 'notification', name: 'live.watched' },
    'force-refresh': { channel: 'notification', name: 'force.refresh' },
    'comment-failed': { channel: 'commentFailed', name: 'comment.failed' },
  };
  for (const [path, { channel, name }] of Object.entries(relays)) {
    router.post(`/__control/live/:id/${path}`, (req) =>
      withPost(ctx, req, (record, body) => {
        publishToPost(ctx, record.post.id, channel, name, body);
        return json({ ok: true });
      }),
    );
  }

  // The comment blacklist (live-room §5), changed live: blacklist.comment.block / unblock.
  for (const action of ['block', 'unblock'] as const) {
    router.post(`/__control/live-stores/:store/comment-blacklist/${action}`, (req) => {
      const store = storeOf(ctx, req);
      if (isReply(store)) return store;
      const entry = blacklistEntry(bodyOf(req));
      if (!entry) return bad('id (a number) is required; type is user or guest');
      blockCommenter(ctx, store.id, entry, action === 'block');
      return json({ ok: true });
    });
  }

  // The store blacklist of commerce §6 (users/in-blacklist): `{ user_id | guest_id, listed }`.
  router.post('/__control/live-stores/:store/in-blacklist', (req) => {
    const store = storeOf(ctx, req);
    if (isReply(store)) return store;
    const body = bodyOf(req);
    const list = commerceOf(ctx, store.id)?.blacklist;
    if (!list) return notFound('Store has no commerce setup');
    const ids = isId(body.user_id) ? list.userIds : isId(body.guest_id) ? list.guestIds : null;
    const id = isId(body.user_id) ? body.user_id : isId(body.guest_id) ? body.guest_id : null;
    if (!ids || id === null) return bad('user_id or guest_id is required');
    const at = ids.indexOf(id);
    if (body.listed !== false && at === -1) ids.push(id);
    if (body.listed === false && at !== -1) ids.splice(at, 1);
    return json({ ok: true, blacklist: list });
  });

  registerPollControl(router, ctx);

  router.get('/__control/simulation', () => json({ ok: true, ...simulationStatus(ctx) }));
  router.post('/__control/simulation', (req) => {
    const body = bodyOf(req);
    if (body.on === false) {
      stopSimulation(ctx);
      return json({ ok: true, ...simulationStatus(ctx) });
    }
    startSimulation(ctx, {
      ...(isId(body.comment_every_ms) ? { commentEveryMs: body.comment_every_ms } : {}),
      ...(isId(body.viewers_every_ms) ? { viewersEveryMs: body.viewers_every_ms } : {}),
      ...(isId(body.post_id) ? { postId: body.post_id } : {}),
    });
    return json({ ok: true, ...simulationStatus(ctx) });
  });

  if (ctx.options.simulation) startSimulation(ctx);
  // The platform's close() closes the realtime hub: stop the demo with it.
  const closeRealtime = ctx.realtime.close.bind(ctx.realtime);
  ctx.realtime.close = () => {
    stopSimulation(ctx);
    closeRealtime();
  };
}
