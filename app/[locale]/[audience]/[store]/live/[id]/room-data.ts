import { cache } from 'react';
import { cookies } from 'next/headers';
import { getCommentBlacklist, getComments, getCurrentPoll, getPostPermission, getReplayStreamInfo, getStreamInfo, getStreamPost } from '@/lib/api/live';
import type { CallContext } from '@/lib/api/client';
import { buyerContext } from '@/lib/api/server-context';
import { cachedPost, type GhostFeed } from '@/lib/cache/public-reads';
import { dataList, dataRecord, dataWithId, listOf, recordOf } from '@/lib/format/field';
import { resolveRequestLocale } from '@/lib/i18n/request-locale';
import { isInBlacklist } from '@/lib/api/store';
import type { ApiError, Result } from '@/lib/api/result';
import { watchFingerprint } from '@/lib/identity/watch-fingerprint';
import { report } from '@/lib/report';
import type { CommentBlacklistEntry, Poll, ReplayInfo, RoomComment, StreamInfo, StreamPost } from '@/lib/schemas';
import { archivedCommentsAllowed } from '@/lib/live/replay-nav';
import { roomMode, type RoomMode } from '@/lib/live/room-mode';
import { VIEWER_ID_COOKIE, newViewerId, isViewerId } from '@/lib/live/viewer-id';

/**
 * What the room reads on the server. The page and its metadata read the post as everyone sees it
 * (cached, tag `post:{id}`); the viewer's part (stream info for their realtime id, comments,
 * blacklists, session) is read when the room asks for it (room-entry.ts, through entry/route.ts).
 */

export const POST_NOT_IN_STORE = 'POST_DOES_NOT_BELONG_TO_STORE';

/** `readAt`: when the post was read, the clock of what is built from it (its room mode). */
/** `failed` with no error: a 200 answer without a post to read (the client reported the mismatch). */
export type PostLoad = { kind: 'ok'; post: StreamPost; readAt: number } | { kind: 'unauthorized' } | { kind: 'missing' } | { kind: 'failed'; error: ApiError | null };

/** A post id from the path: a positive integer, else null (a 404). */
export function postIdOf(param: string): number | null {
  if (!/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * `personal`: the visitor has a token (a private post may be theirs); else the post as everyone sees
 * it, from the shared cache. `locale`: a route handler's own (none: the render's).
 */
export const loadPost = cache(async (storeId: number, postId: number, personal: boolean, locale?: string): Promise<PostLoad> => {
  const { result, readAt } = personal
    ? { result: await getStreamPost(storeId, postId, await buyerContext(locale)), readAt: Date.now() }
    : await cachedPost(storeId, postId, locale ?? (await resolveRequestLocale()));
  return postLoadOf(result, readAt);
});

/** What a read of the post says to the room. */
export function postLoadOf(result: Result<{ data: StreamPost }>, readAt: number): PostLoad {
  if (result.ok) {
    const post = dataWithId(result.data);
    return post ? { kind: 'ok', post, readAt } : { kind: 'failed', error: null };
  }
  // live-room §4: the post counts as unauthorized on this report type.
  if (result.error.report_type === POST_NOT_IN_STORE) return { kind: 'unauthorized' };
  if (result.error.status === 404) return { kind: 'missing' };
  return { kind: 'failed', error: result.error };
}

/**
 * The post a viewer may see: the shared copy first (it reads no request, so the page around the
 * room stays cached); one the public may not see is asked for again with the viewer's tokens.
 */
export async function loadVisiblePost(storeId: number, postId: number, personal: boolean, locale?: string): Promise<PostLoad> {
  const shared = await loadPost(storeId, postId, false, locale);
  return shared.kind === 'unauthorized' && personal ? loadPost(storeId, postId, true, locale) : shared;
}

/** The viewer's realtime id: kept in a cookie across visits, new for a first visit. */
export async function viewerIdOf(): Promise<{ id: string; fresh: boolean }> {
  const existing = (await cookies()).get(VIEWER_ID_COOKIE)?.value;
  return existing && isViewerId(existing) ? { id: existing, fresh: false } : { id: newViewerId(), fresh: true };
}

/**
 * The fingerprint of the session watching (member token for a member, else guest token), for the
 * duplicate-watch kick: the room compares it with live.watched's. The token never leaves the server.
 */
export async function viewerSessionKey(kind: 'member' | 'guest' | null): Promise<string | null> {
  if (!kind) return null;
  const ctx = await buyerContext();
  return watchFingerprint(kind === 'member' ? ctx.token : ctx.guestToken);
}

export interface RoomData {
  mode: RoomMode;
  streamInfo: StreamInfo | null;
  replayInfo: ReplayInfo | null;
  comments: RoomComment[];
  blacklist: CommentBlacklistEntry[];
  /** The store's own blacklist flag for this buyer (commerce §6), members only. */
  inBlacklist: boolean;
  /** The poll on screen as the viewer arrives (a live room only; null: none, or it could not be read). */
  poll: Poll | null;
  /** When comments, blacklist and poll were read (server clock): the entry's snapshot cursor. */
  feedReadAt: number;
}

/** The messages of a comments answer; entries without one are left out. */
function commentMessages(answer: { comments?: readonly { message: RoomComment }[] | null } | null): RoomComment[] {
  return listOf(recordOf(answer)?.comments as readonly { message: RoomComment }[] | undefined).flatMap((entry) => {
    const message = recordOf(recordOf(entry)?.message);
    return message ? [message as RoomComment] : [];
  });
}

/** Live-room §8: background helpers report a failure and go on without it. */
function quietly<T>(where: string, postId: number, error: ApiError, fallback: T): T {
  void report(new Error(`${where} failed`), { where: `live.${where}`, extra: { postId, error } });
  return fallback;
}

/**
 * `watchOnly`: the recording page, which plays a replay and nothing else (its archived comments
 * only when the post allows). `shared`: a ghost's room feed, everyone's, read from the shared cache
 * with the post (lib/cache/public-reads cachedGhostRoom); only the stream info is theirs.
 */
export async function loadRoom(post: StreamPost, storeSlug: string, viewerId: string, ctx: CallContext, { watchOnly = false, shared = null }: { watchOnly?: boolean; shared?: GhostFeed | null } = {}): Promise<RoomData> {
  const mode = roomMode(post, Date.now());
  const comments = !watchOnly || (mode === 'replay' && archivedCommentsAllowed(post));
  const commentQuery = { store_id: post.store_id, channel: `comment|${post.id}` };
  const polls = mode === 'live' && !watchOnly;
  const feedReadAt = shared?.readAt ?? Date.now();
  const [stream, replay, commentList, blacklist, flagged, poll] = await Promise.all([
    // Stream info carries the realtime channels, so the waiting and live rooms both read it.
    mode === 'replay' || watchOnly ? Promise.resolve(null) : getStreamInfo(post.id, viewerId, ctx),
    mode === 'replay' ? getReplayStreamInfo(post.id, viewerId, ctx) : Promise.resolve(null),
    comments ? (shared === null ? getComments(commentQuery, ctx) : shared.comments) : null,
    shared === null ? getCommentBlacklist(post.store_id, ctx) : shared.blacklist,
    ctx.token ? isInBlacklist(storeSlug, ctx) : Promise.resolve(null),
    polls ? (shared?.poll ?? getCurrentPoll(post.id, ctx)) : null,
  ]);
  return {
    mode,
    // An answer of another shape (used unchanged, commerce §5) reads as none, like a failed helper.
    streamInfo: stream === null ? null : stream.ok ? dataRecord(stream.data) : quietly('stream-info', post.id, stream.error, null),
    replayInfo: replay === null ? null : replay.ok ? dataRecord(replay.data) : quietly('replay-stream-info', post.id, replay.error, null),
    comments: commentList === null ? [] : commentList.ok ? commentMessages(commentList.data) : quietly('comments', post.id, commentList.error, []),
    blacklist: blacklist.ok ? (dataList(blacklist.data) ?? []) : quietly('comment-blacklist', post.id, blacklist.error, []),
    inBlacklist: flagged?.ok ? recordOf(flagged.data)?.is_in_blacklist === true : false,
    poll: poll === null ? null : poll.ok ? dataRecord(poll.data) : quietly('current-poll', post.id, poll.error, null),
    feedReadAt,
  };
}

export interface PermissionState {
  allowed: boolean;
  /** A token was sent and accepted: the viewer can bind a ticket code now (else log in first). */
  tokenValid: boolean;
}

export async function loadPermission(postId: number, personal: boolean): Promise<PermissionState> {
  // Without a token nobody may watch a private post yet: no call to make.
  if (!personal) return { allowed: false, tokenValid: false };
  const result = await getPostPermission(postId, await buyerContext());
  if (!result.ok) return { allowed: false, tokenValid: false };
  return { allowed: result.data.has_permission, tokenValid: result.data.token_valid };
}
