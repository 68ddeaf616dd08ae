import { PollVotePayload, POLL_ALREADY_VOTED, POLL_NOT_OPEN, type PinnedMessage, type Poll } from '@/lib/schemas';
import { postChanged } from '../changes';
import type { PlatformContext } from '../context';
import { bodyOf, error, json, notFound, type PlatformRequest, type Reply, type Router } from '../http';
import type { PollRecord, PostRecord, ReceivedInteraction } from '../seed/posts';
import { callerOf } from './identity';
import { isReply, postOf, postRecord, publishToPost } from './live-support';
import { answer, idParam, parseBody, unauthenticated } from './support';

/**
 * Polls and pinned messages of a room (live-room §3/§7; the calls are not shown in the spec, so
 * their shape is ours, README "Platform extensions"):
 * - GET /api/v1/liveweb/posts/:id/polls/current → `{ data: poll | null }`: the poll on screen (the
 *   newest shown and not hidden), with its counts; public, as the poll events are.
 * - POST /api/v1/liveweb/posts/:id/polls/:pollId/votes `{ option_id }` (member or guest token):
 *   one vote per viewer and poll → `{ success, data: poll }`, and poll.result to everyone;
 *   422 POLL_ALREADY_VOTED, 422 POLL_NOT_OPEN (not shown, hidden or ended), 401 without a token.
 * Control (tests and demos), each publishing its event on notification|id with the poll as data:
 * - POST /__control/live/:id/polls/:pollId/show → poll.show (status processing);
 *   /result `{ counts? }` → poll.result (optionally other viewers' counts per option);
 *   /end → poll.ended (status done); /hide → poll.hidden `{ id }`.
 * - POST /__control/live/:id/pins `{ message, comment_id? }` → pin.message.changed `{ pinned_messages }`;
 *   /pins/:pinId/unpin sets unpinned_at and publishes the list again.
 * - GET /__control/live/:id/sources → `{ data: [{ kind, source }] }`: where comments, reactions
 *   and announcements said they came from (hu_source).
 */

/** Percentages to one decimal, from the counts. */
export function withPercentages(poll: Poll): Poll {
  const total = poll.options.reduce((sum, option) => sum + option.count, 0);
  return { ...poll, options: poll.options.map((option) => ({ ...option, percentage: total === 0 ? 0 : Math.round((option.count / total) * 1000) / 10 })) };
}

/** A copied room starts its polls afresh. */
export function resetPolls(record: PostRecord, postId: number): void {
  for (const entry of record.polls ?? []) {
    entry.votes = {};
    entry.hidden = false;
    delete entry.shownAt;
    entry.poll = { ...entry.poll, post_id: postId, status: 'init', options: entry.poll.options.map((o) => ({ ...o, count: 0, percentage: 0 })) };
  }
  record.received = [];
}

export function recordReceived(record: PostRecord | undefined, entry: ReceivedInteraction): void {
  if (record) (record.received ??= []).push(entry);
}

const pollOf = (record: PostRecord, req: PlatformRequest): PollRecord | undefined => {
  const id = idParam(req, 'pollId');
  return record.polls?.find((entry) => entry.poll.id === id);
};

function vote(ctx: PlatformContext, req: PlatformRequest): Reply {
  const record = postOf(ctx, req);
  if (isReply(record)) return record;
  const caller = callerOf(ctx, req);
  if (caller.rejected || (!caller.user && !caller.guest)) return unauthenticated();
  const entry = pollOf(record, req);
  if (!entry) return notFound('Poll not found');
  const parsed = parseBody(PollVotePayload, req.body);
  if (!parsed.ok) return parsed.reply;
  if (entry.poll.status !== 'processing' || entry.hidden) return error(422, 'This poll is not open.', { report_type: POLL_NOT_OPEN });
  const option = entry.poll.options.find((o) => o.index === parsed.data.option_id);
  if (!option) return error(422, 'The selected option_id is invalid.', { errors: { option_id: ['The selected option_id is invalid.'] } });
  const voter = caller.user ? `user:${caller.user.user.id}` : `guest:${caller.guest?.guest.id}`;
  if (voter in entry.votes) return error(422, 'You have already voted in this poll.', { report_type: POLL_ALREADY_VOTED });
  entry.votes[voter] = option.index;
  entry.poll = withPercentages({ ...entry.poll, options: entry.poll.options.map((o) => (o.index === option.index ? { ...o, count: o.count + 1 } : o)) });
  publishToPost(ctx, record.post.id, 'notification', 'poll.result', entry.poll);
  return answer(ctx, { success: true, data: entry.poll });
}

function withPoll(ctx: PlatformContext, req: PlatformRequest, run: (record: PostRecord, entry: PollRecord, body: Record<string, unknown>) => Reply): Reply {
  const record = postOf(ctx, req);
  if (isReply(record)) return record;
  const entry = pollOf(record, req);
  return entry ? run(record, entry, bodyOf(req)) : notFound('Poll not found');
}

const activePins = (pins: readonly PinnedMessage[]) => pins.filter((p) => !p.unpinned_at);

function publishPins(ctx: PlatformContext, record: PostRecord): Reply {
  // pinned_messages is part of the post answer.
  postChanged(ctx, record);
  publishToPost(ctx, record.post.id, 'notification', 'pin.message.changed', { pinned_messages: record.post.pinned_messages });
  return json({ ok: true, pinned_messages: activePins(record.post.pinned_messages) });
}

/** The poll on screen: shown (so not `init`), not hidden, the newest shown first. */
export function currentPoll(record: PostRecord): Poll | null {
  const onScreen = (record.polls ?? []).filter((entry) => !entry.hidden && entry.poll.status !== 'init');
  onScreen.sort((a, b) => (b.shownAt ?? 0) - (a.shownAt ?? 0));
  return onScreen[0]?.poll ?? null;
}

export function registerLivePollRoutes(router: Router, ctx: PlatformContext): void {
  router.get('/api/v1/liveweb/posts/:id/polls/current', (req) => {
    const record = postOf(ctx, req);
    return isReply(record) ? record : answer(ctx, { data: currentPoll(record) });
  });
  router.post('/api/v1/liveweb/posts/:id/polls/:pollId/votes', (req) => vote(ctx, req));
}

export function registerPollControl(router: Router, ctx: PlatformContext): void {
  router.post('/__control/live/:id/polls/:pollId/show', (req) =>
    withPoll(ctx, req, (record, entry) => {
      entry.hidden = false;
      entry.shownAt = Date.now();
      entry.poll = withPercentages({ ...entry.poll, status: 'processing' });
      publishToPost(ctx, record.post.id, 'notification', 'poll.show', entry.poll);
      return json({ ok: true, poll: entry.poll });
    }),
  );
  router.post('/__control/live/:id/polls/:pollId/result', (req) =>
    withPoll(ctx, req, (record, entry, body) => {
      // Other viewers' votes, as the seller's tool would count them.
      if (Array.isArray(body.counts)) {
        const counts = body.counts;
        entry.poll = { ...entry.poll, options: entry.poll.options.map((o, i) => (typeof counts[i] === 'number' && counts[i] >= 0 ? { ...o, count: Math.floor(counts[i]) } : o)) };
      }
      entry.poll = withPercentages(entry.poll);
      publishToPost(ctx, record.post.id, 'notification', 'poll.result', entry.poll);
      return json({ ok: true, poll: entry.poll });
    }),
  );
  router.post('/__control/live/:id/polls/:pollId/end', (req) =>
    withPoll(ctx, req, (record, entry) => {
      entry.poll = withPercentages({ ...entry.poll, status: 'done' });
      publishToPost(ctx, record.post.id, 'notification', 'poll.ended', entry.poll);
      return json({ ok: true, poll: entry.poll });
    }),
  );
  router.post('/__control/live/:id/polls/:pollId/hide', (req) =>
    withPoll(ctx, req, (record, entry) => {
      entry.hidden = true;
      publishToPost(ctx, record.post.id, 'notification', 'poll.hidden', { id: entry.poll.id });
      return json({ ok: true });
    }),
  );

  router.post('/__control/live/:id/pins', (req) => {
    const record = postOf(ctx, req);
    if (isReply(record)) return record;
    const body = bodyOf(req);
    const message = typeof body.message === 'string' ? body.message.trim() : '';
    if (!message) return error(422, 'message is required');
    const id = Math.max(0, ...record.post.pinned_messages.map((p) => p.id)) + 1;
    const commentId = typeof body.comment_id === 'string' ? body.comment_id : `c-${record.post.id}-pin-${id}`;
    record.post.pinned_messages = [...record.post.pinned_messages, { id, post_id: record.post.id, comment_id: commentId, message, unpinned_at: null }];
    return publishPins(ctx, record);
  });
  router.post('/__control/live/:id/pins/:pinId/unpin', (req) => {
    const record = postOf(ctx, req);
    if (isReply(record)) return record;
    const pinId = idParam(req, 'pinId');
    if (!record.post.pinned_messages.some((p) => p.id === pinId)) return notFound('Pin not found');
    const at = new Date(ctx.now()).toISOString();
    record.post.pinned_messages = record.post.pinned_messages.map((p) => (p.id === pinId ? { ...p, unpinned_at: at } : p));
    return publishPins(ctx, record);
  });

  router.get('/__control/live/:id/sources', (req) => {
    const id = idParam(req);
    const record = id === null ? undefined : postRecord(ctx, id);
    if (!record) return notFound('Post not found');
    return json({ data: record.received ?? [] });
  });
}
