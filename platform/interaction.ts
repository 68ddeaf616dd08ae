import { type AnimationIcon, type CommentMessage, CommentPayload, type CommentProvider, CustomAnimationPayload, LikeAnimationPayload, SeasonalAnimationPayload } from '@/lib/schemas';
import { verifyToken } from './auth';
import type { PlatformContext } from './context';
import { bearer, error, notFound, type PlatformRequest, type Reply, type Router } from './http';
import { nextId } from './state';
import { callerOf, type Caller } from './routes/identity';
import { commerceOf } from './routes/lookup';
import { trimComments } from './routes/live-events';
import { parseBody, success, unauthenticated } from './routes/support';
import { recordReceived } from './routes/live-polls';

/** The interaction service (comments, reactions), on its own port. Same auth headers as the API. */

/** Realtime channel of a post's comments: `comment|{postId}` (live-room §7: the part before `|` is the kind). */
export const commentChannel = (postId: number) => `comment|${postId}`;

const COMMENT_MAX = 200;

function postOf(ctx: PlatformContext, postId: number) {
  return ctx.state.posts.find((p) => p.post.id === postId);
}

/** Members post under their sign-in provider (from the token's claims); guests as guest. */
function providerOf(ctx: PlatformContext, req: PlatformRequest, caller: Caller): CommentProvider {
  if (!caller.user) return 'guest';
  const token = bearer(req.headers.authorization);
  const verified = token ? verifyToken(token, ctx.now()) : null;
  const type = verified?.ok ? verified.claims.login_type : 'kirari';
  return type === 'facebook' || type === 'line' ? type : 'kirari';
}

function isBlocked(ctx: PlatformContext, storeId: number, caller: Caller): boolean {
  const userId = caller.user?.user.id;
  const guestId = caller.guest?.guest.id;
  const store = commerceOf(ctx, storeId)?.blacklist;
  if ((userId !== undefined && store?.userIds.includes(userId)) || (guestId !== undefined && store?.guestIds.includes(guestId))) return true;
  return ctx.state.commentBlacklist.some(
    ({ storeId: id, entry }) => id === storeId && ((entry.type === 'user' && entry.id === userId) || (entry.type === 'guest' && entry.id === guestId)),
  );
}

const guestChatEnabled = (ctx: PlatformContext, storeId: number) =>
  ctx.state.stores.find((s) => s.id === storeId)?.settings.find((s) => s.name === 'guest_chat')?.enable ?? false;

function postComment(ctx: PlatformContext, req: PlatformRequest): Reply {
  const caller = callerOf(ctx, req);
  if (caller.rejected || (!caller.user && !caller.guest)) return unauthenticated();
  const parsed = parseBody(CommentPayload, req.body);
  if (!parsed.ok) return parsed.reply;
  const body = parsed.data;
  if (Array.from(body.message).length > COMMENT_MAX) return error(422, `The message may not be greater than ${COMMENT_MAX} characters.`);
  const post = postOf(ctx, body.post_id);
  if (!post) return notFound('Post not found');
  const storeId = post.post.store_id;
  if (!caller.user && !guestChatEnabled(ctx, storeId)) return error(403, 'Guests cannot comment in this store.', { report_type: 'GUEST_CHAT_DISABLED' });
  if (isBlocked(ctx, storeId, caller)) return error(403, 'You cannot comment in this store.', { report_type: 'USER_IN_BLACKLIST' });
  const profile = caller.user?.user;
  const comment: CommentMessage = {
    created_time: new Date(ctx.now()).toISOString(),
    post_id: body.post_id,
    from: {
      asid: null,
      group_stream_name: body.group_stream_name || caller.guest?.guest.group_stream_name || null,
      provider: providerOf(ctx, req, caller),
      name: body.group_stream_name || body.name || profile?.nickname || profile?.name || caller.guest?.guest.name || '',
      id: profile?.id ?? caller.guest?.guest.id ?? 0,
    },
    source: body.source,
    comment_id: `c-${body.post_id}-live-${nextId(ctx.state, 'comment')}`,
    message: body.message,
  };
  ctx.state.comments.push(comment);
  trimComments(ctx, body.post_id);
  recordReceived(post, { kind: 'comment', source: body.source });
  ctx.realtime.publish(commentChannel(body.post_id), 'comment', comment);
  return success(ctx);
}

type AnimationSchema = typeof LikeAnimationPayload | typeof CustomAnimationPayload | typeof SeasonalAnimationPayload;

/** Ghosts may react too (live-room §5: the user may be a ghost); a bad token is still a 401. */
function recordAnimation(ctx: PlatformContext, req: PlatformRequest, schema: AnimationSchema): Reply {
  if (callerOf(ctx, req).rejected) return unauthenticated();
  const parsed = parseBody(schema, req.body);
  if (!parsed.ok) return parsed.reply;
  const { post_id: postId, icon_type: icon, count } = parsed.data;
  if (!Number.isFinite(count) || count <= 0) return error(422, 'The count must be a positive number.', { errors: { count: ['The count must be a positive number.'] } });
  const post = postOf(ctx, postId);
  if (!post) return notFound('Post not found');
  recordReceived(post, { kind: 'reaction', source: parsed.data.source });
  const tally = (ctx.state.interactions[postId] ??= {});
  const key: AnimationIcon = icon;
  tally[key] = (tally[key] ?? 0) + Math.round(count);
  // Every viewer sees the reaction: like-animation, custom-animation or seasonal-animation (live-room §7).
  ctx.realtime.publish(`notification|${postId}`, animationEvent(icon), { icon_type: icon, count: Math.round(count), user: parsed.data.user, pn_id: parsed.data.pn_id });
  return success(ctx);
}

const animationEvent = (icon: AnimationIcon) => (icon === 'heart' ? 'like-animation' : icon === 'custom' ? 'custom-animation' : 'seasonal-animation');

export function registerInteractionRoutes(router: Router, ctx: PlatformContext): void {
  router.post('/comment', (req) => postComment(ctx, req));
  router.post('/interaction/like-animation', (req) => recordAnimation(ctx, req, LikeAnimationPayload));
  router.post('/interaction/custom-animation', (req) => recordAnimation(ctx, req, CustomAnimationPayload));
  router.post('/interaction/seasonal-animation', (req) => recordAnimation(ctx, req, SeasonalAnimationPayload));
}
