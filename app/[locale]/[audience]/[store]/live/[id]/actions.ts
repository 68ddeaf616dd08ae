'use server';

import { z } from 'zod';
import { addPostItemsToCart, getCart } from '@/lib/api/cart';
import { sendComment, sendCustomAnimation, sendLikeAnimation, sendSeasonalAnimation } from '@/lib/api/interaction';
import { announceJoined, bindTicket, getComments, getCurrentPoll, getStreamPost, votePoll } from '@/lib/api/live';
import { writeConfirmed, type ApiError } from '@/lib/api/result';
import { buyerContext } from '@/lib/api/server-context';
import { errorDisplay } from '@/lib/format/error-message';
import { cartQuantity } from '@/lib/market/add-to-cart';
import { liveModeFromQuery } from '@/lib/guards/live-mode';
import { report } from '@/lib/report';
import { POLL_ALREADY_VOTED, POLL_NOT_OPEN, storeSlug, type RoomComment, type StreamPost } from '@/lib/schemas';
import { limitAttempt } from '@/components/identity/server-session';
import type { ActionFailure, PollVoteOutcome, RoomAddOutcome, ReactionSend, RoomRefresh, TicketOutcome } from '@/components/live/room-actions';

/**
 * The room's calls, run on the server: the browser ships neither the API client nor zod (the
 * room's JS budget), and the tokens travel as the cookies they already are. Inputs are checked here
 * with zod before any call; every answer is plain data the client turns into messages.
 */

const postId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const pnId = z.string().min(1).max(100);
/** hu_source as the room received it: anything but liveweb, sdk or cms_sdk is liveweb (commerce §2). */
const source = z
  .string()
  .max(40)
  .optional()
  .transform((value) => liveModeFromQuery(value));

const REPORT_NOT_IN_CART = 'NOT_FOUND_ITEM_IN_CART';
const REPORT_LIMIT = 'REACHED_BUYER_PURCHASABLE_LIMIT';

function failure(error: ApiError): ActionFailure {
  if (error.status === 401) return { kind: 'unauthorized' };
  const display = errorDisplay(error);
  if (display.kind === 'silent') return { kind: 'silent' };
  return { kind: 'error', message: display.kind === 'server' ? display.message : null };
}

const CommentInput = z.object({
  postId,
  message: z.string().trim().min(1).max(200),
  pnId,
  name: z.string().max(100).optional(),
  groupStreamName: z.string().max(100).optional(),
  source,
});

/** POST /comment on the interaction service. No token at all: the login check runs first. */
export async function sendCommentAction(input: unknown): Promise<{ kind: 'sent' } | ActionFailure> {
  const parsed = CommentInput.safeParse(input);
  if (!parsed.success) return { kind: 'error', message: null };
  const ctx = await buyerContext();
  if (!ctx.token && !ctx.guestToken) return { kind: 'login' };
  const { postId: post, message, pnId: pn, name, groupStreamName, source: from } = parsed.data;
  const sent = await sendComment(
    { post_id: post, message, pn_id: pn, source: from, ...(name ? { name } : {}), ...(groupStreamName ? { group_stream_name: groupStreamName } : {}) },
    ctx,
  );
  if (!sent.ok) return failure(sent.error);
  const answer = writeConfirmed(sent.data);
  return answer.confirmed ? { kind: 'sent' } : { kind: 'error', message: answer.message };
}

const ReactionInput = z.object({
  postId,
  icon: z.enum(['heart', 'custom', 'halloween', 'xmas', 'sakura']),
  count: z.number().int().positive().max(100_000),
  pnId,
  user: z.discriminatedUnion('type', [
    z.object({ type: z.literal('ghost') }),
    z.object({ type: z.enum(['guest', 'user']), id: z.number().int().nonnegative() }),
  ]),
  source,
});

/** One batched reaction send (live-room §9: at most every 5 s). true on success. */
export async function sendReactionAction(input: ReactionSend): Promise<boolean> {
  const parsed = ReactionInput.safeParse(input);
  if (!parsed.success) return false;
  const ctx = await buyerContext();
  const { postId: post, icon, count, pnId: pn, user, source: from } = parsed.data;
  const base = { post_id: post, count, user, pn_id: pn, source: from };
  const result =
    icon === 'heart'
      ? await sendLikeAnimation({ ...base, icon_type: 'heart' }, ctx)
      : icon === 'custom'
        ? await sendCustomAnimation({ ...base, icon_type: 'custom' }, ctx)
        : await sendSeasonalAnimation({ ...base, icon_type: icon }, ctx);
  if (!result.ok) void report(new Error('reaction send failed'), { where: 'live.reaction', extra: { postId: post, icon, error: result.error } });
  return result.ok;
}

const AddInput = z.object({
  store: storeSlug,
  postId,
  skus: z.array(z.object({ id: postId, quantity: z.number().int().positive().max(999) })).min(1).max(20),
});

/** POST /api/v1/posts/{post}/carts/buyer, then the cart count for the badge. */
export async function addToRoomCartAction(input: unknown): Promise<RoomAddOutcome> {
  const parsed = AddInput.safeParse(input);
  if (!parsed.success) return { kind: 'error', message: null };
  const ctx = await buyerContext();
  if (!ctx.token && !ctx.guestToken) return { kind: 'login' };
  const { store, postId: post, skus } = parsed.data;
  const added = await addPostItemsToCart(post, { skus }, ctx);
  if (!added.ok) {
    if (added.error.report_type === REPORT_LIMIT) return { kind: 'limit' };
    if (added.error.report_type === REPORT_NOT_IN_CART) return { kind: 'notInCart', cartCount: await cartCount(store) };
    return failure(added.error);
  }
  const { result, added_quantity: count, request_quantity: requested } = added.data.data;
  return { kind: 'added', full: result === 'fully' && count >= requested, added: count, requested, cartCount: await cartCount(store) };
}

async function cartCount(store: string): Promise<number | null> {
  const ctx = await buyerContext();
  if (!ctx.token && !ctx.guestToken) return null;
  const cart = await getCart(store, {}, ctx);
  return cart.ok ? cartQuantity(cart.data.data) : null;
}

/** The cart badge after a cart message for this viewer (live-room §7). */
export async function cartCountAction(store: unknown): Promise<number | null> {
  const parsed = storeSlug.safeParse(store);
  return parsed.success ? cartCount(parsed.data) : null;
}

const RefreshInput = z.object({ storeId: postId, postId });

/** After a reconnect: the post (status, products, hidden comments, pins), the comments and the poll on screen, fresh. */
export async function refreshRoomAction(input: unknown): Promise<RoomRefresh | null> {
  const parsed = RefreshInput.safeParse(input);
  if (!parsed.success) return null;
  const ctx = await buyerContext();
  const { storeId, postId: post } = parsed.data;
  const [fresh, comments, poll] = await Promise.all([getStreamPost(storeId, post, ctx), getComments({ store_id: storeId, channel: `comment|${post}` }, ctx), getCurrentPoll(post, ctx)]);
  if (!fresh.ok) {
    void report(new Error('room refresh failed'), { where: 'live.refresh', extra: { postId: post, error: fresh.error } });
    return null;
  }
  const postData: StreamPost = fresh.data.data;
  const list: RoomComment[] | null = comments.ok ? comments.data.comments.map((entry) => entry.message) : null;
  return { post: postData, comments: list, ...(poll.ok ? { poll: poll.data.data } : {}) };
}

const AnnounceInput = z.object({ postId, pnId, source });

/** buyer.joined for the others' welcome banner; a background helper (live-room §8: no message). */
export async function announceJoinedAction(input: unknown): Promise<boolean> {
  const parsed = AnnounceInput.safeParse(input);
  if (!parsed.success) return false;
  const ctx = await buyerContext();
  if (!ctx.token && !ctx.guestToken) return false;
  const result = await announceJoined(parsed.data.postId, { pn_id: parsed.data.pnId, source: parsed.data.source }, ctx);
  if (!result.ok) void report(new Error('announce-joined failed'), { where: 'live.announce', extra: { postId: parsed.data.postId, error: result.error } });
  return result.ok;
}

const TicketInput = z.object({ postId, code: z.string().trim().min(1).max(64) });

export async function bindTicketAction(input: unknown): Promise<TicketOutcome> {
  const parsed = TicketInput.safeParse(input);
  if (!parsed.success) return { kind: 'invalid', message: null };
  const ctx = await buyerContext();
  if (!ctx.token && !ctx.guestToken) return { kind: 'login' };
  // Issue 11 item 5: codes cannot be guessed at speed.
  const limited = await limitAttempt('ticket');
  if (limited) return { kind: 'invalid', message: limited };
  const result = await bindTicket(parsed.data.postId, parsed.data.code, ctx);
  if (result.ok) return result.data.success ? { kind: 'bound' } : { kind: 'invalid', message: result.data.message ?? null };
  if (result.error.status === 401) return { kind: 'unauthorized' };
  if (result.error.status === 422) {
    const display = errorDisplay(result.error);
    return { kind: 'invalid', message: display.kind === 'server' ? display.message : null };
  }
  return { kind: 'error' };
}

const VoteInput = z.object({ postId, pollId: postId, optionIndex: z.number().int().nonnegative().max(1000) });

/** One vote per viewer and poll (platform extension). The login check ran in the room first. */
export async function votePollAction(input: unknown): Promise<PollVoteOutcome> {
  const parsed = VoteInput.safeParse(input);
  if (!parsed.success) return { kind: 'error', message: null };
  const ctx = await buyerContext();
  if (!ctx.token && !ctx.guestToken) return { kind: 'login' };
  const { postId: post, pollId, optionIndex } = parsed.data;
  const result = await votePoll(post, pollId, { option_id: optionIndex }, ctx);
  if (result.ok) return { kind: 'voted', poll: result.data.data };
  if (result.error.report_type === POLL_ALREADY_VOTED) return { kind: 'already' };
  if (result.error.report_type === POLL_NOT_OPEN) return { kind: 'closed' };
  return failure(result.error);
}
