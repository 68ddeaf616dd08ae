import {
  AnnounceAnswer,
  BindTicketAnswer,
  CommentBlacklistAnswer,
  CommentsAnswer,
  EnterpriseRedirectAnswer,
  EnterpriseReportAnswer,
  LatestPostAnswer,
  OneToOneEntranceAnswer,
  CurrentPollAnswer,
  PollVoteAnswer,
  PostPermissionAnswer,
  ReplayInfoAnswer,
  StreamInfoAnswer,
  StreamPostAnswer,
  VodAnswer,
  type AnnounceJoinedPayload,
  type AnnounceSharedPayload,
  type CommentsQuery,
  type EnterpriseRedirectPayload,
  type EnterpriseReportPayload,
  type PollVotePayload,
} from '@/lib/schemas';
import { request, type CallContext } from './client';
import { path } from './path';

/** The live room's application calls (live-room §7) and the commerce calls about posts. */

/** A store in a liveweb path: its slug (or id). */
type StoreKey = string | number;

export function getStreamPost(store: StoreKey, postId: number, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/liveweb/stores/${store}/posts/${postId}`, schema: StreamPostAnswer }, ctx);
}

/** uuid: the viewer's realtime id. */
export function getStreamInfo(postId: number, uuid: string, ctx?: CallContext) {
  return request(
    { method: 'GET', path: path`/api/v1/liveweb/posts/${postId}/stream-info`, query: { uuid }, schema: StreamInfoAnswer },
    ctx,
  );
}

export function getReplayStreamInfo(postId: number, uuid: string, ctx?: CallContext) {
  return request(
    { method: 'GET', path: path`/api/v1/liveweb/posts/${postId}/replay-stream-info`, query: { uuid }, schema: ReplayInfoAnswer },
    ctx,
  );
}

export function getComments(query: CommentsQuery, ctx?: CallContext) {
  return request({ method: 'GET', path: '/api/v1/liveweb/comments', query: { ...query }, schema: CommentsAnswer }, ctx);
}

export function announceJoined(postId: number, payload: AnnounceJoinedPayload, ctx?: CallContext) {
  return request(
    { method: 'POST', path: path`/api/v1/liveweb/posts/${postId}/announce-joined`, body: payload, schema: AnnounceAnswer },
    ctx,
  );
}

export function announceShared(postId: number, payload: AnnounceSharedPayload, ctx?: CallContext) {
  return request(
    { method: 'POST', path: path`/api/v1/liveweb/posts/${postId}/announce-shared`, body: payload, schema: AnnounceAnswer },
    ctx,
  );
}

/** The store's latest post: `data` is null when there is none. */
export function getLatestPost(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/posts/latest`, schema: LatestPostAnswer }, ctx);
}

export function getPostPermission(postId: number, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/liveweb/posts/${postId}/permission`, schema: PostPermissionAnswer }, ctx);
}

export function bindTicket(postId: number, ticketCode: string, ctx?: CallContext) {
  return request(
    {
      method: 'POST',
      path: path`/api/v1/liveweb/posts/${postId}/bind-ticket`,
      body: { ticket_code: ticketCode },
      schema: BindTicketAnswer,
    },
    ctx,
  );
}

export function getCommentBlacklist(store: StoreKey, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/liveweb/stores/${store}/blacklist/comment`, schema: CommentBlacklistAnswer }, ctx);
}

/** The replay list, from page 1. */
export function getReplayList(slug: string, page = 1, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/vod`, query: { page }, schema: VodAnswer }, ctx);
}

/** The post a one-to-one link's hash names (platform extension, README): 404 unknown, 403 another store's. */
export function getOneToOneEntrance(store: StoreKey, hash: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/liveweb/stores/${store}/one-to-one/${hash}`, schema: OneToOneEntranceAnswer }, ctx);
}

/** Enterprise cart button, step 1: report the cart. */
export function createEnterpriseReport(slug: string, payload: EnterpriseReportPayload, ctx?: CallContext) {
  return request(
    { method: 'POST', path: path`/api/v1/enterprise/stores/${slug}/reports`, body: payload, schema: EnterpriseReportAnswer },
    ctx,
  );
}

/** Enterprise cart button, step 2: where to send the buyer. */
export function getEnterpriseRedirect(slug: string, payload: EnterpriseRedirectPayload, ctx?: CallContext) {
  return request(
    { method: 'POST', path: path`/api/v1/enterprise/stores/${slug}/redirect`, body: payload, schema: EnterpriseRedirectAnswer },
    ctx,
  );
}

/** The poll on screen, or null (platform extension, README): the room's resync after a reconnect. */
export function getCurrentPoll(postId: number, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/liveweb/posts/${postId}/polls/current`, schema: CurrentPollAnswer }, ctx);
}

/** A viewer's vote in a poll (platform extension, README): once per viewer and poll. */
export function votePoll(postId: number, pollId: number, payload: PollVotePayload, ctx?: CallContext) {
  return request(
    { method: 'POST', path: path`/api/v1/liveweb/posts/${postId}/polls/${pollId}/votes`, body: payload, schema: PollVoteAnswer },
    ctx,
  );
}
