import { z } from 'zod';
import { alwaysEmptyArray, dataOf, id, looseId, nullableString, pagedList, successAnswer, timestamp, urlString } from './common';
import { ArchiveType, LiveStatus, PostType, RealtimeProvider, ReplyType } from './enums';
import { Publication } from './post';
import { Product, Sku } from './product';

/** Seconds into the recording. */
const offsetSeconds = z.number().nonnegative();

export const PinnedMessage = z.object({
  id,
  post_id: id,
  comment_id: z.string(),
  message: z.string(),
  unpinned_at: timestamp,
});
export type PinnedMessage = z.infer<typeof PinnedMessage>;

export const ChapterLabel = z.object({ name: z.string(), started_time: offsetSeconds });
export type ChapterLabel = z.infer<typeof ChapterLabel>;

export const Clip = z.object({
  id: looseId,
  title: z.string(),
  snapshot_url: urlString.nullish(),
  started_time: offsetSeconds,
  ended_time: offsetSeconds,
  promoting_product_ids: z.array(id),
});
export type Clip = z.infer<typeof Clip>;

/**
 * The replay archive, tagged with its own `type` (our design: the spec lists the variants only).
 * archive_type none has archive null.
 */
export const Archive = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('chapters'),
    started_time: offsetSeconds,
    ended_time: offsetSeconds,
    labels: z.array(ChapterLabel),
  }),
  z.object({ type: z.literal('clips'), clips: z.array(Clip) }),
  z.object({ type: z.literal('raw') }),
]);
export type Archive = z.infer<typeof Archive>;

/** A product promoted in a post: keyword for comment ordering, pivot.order for sorting. */
export const PostProduct = Product.extend({
  keyword: nullableString,
  skus: z.array(Sku.extend({ keyword: nullableString })),
  pivot: z.object({ order: z.number().int() }),
});
export type PostProduct = z.infer<typeof PostProduct>;

export const StreamPost = z.object({
  id,
  broadcast_type: z.literal('live_stream'),
  type: PostType,
  title: z.string(),
  content: nullableString.optional(),
  live: z.boolean(),
  store_id: id,
  created_at: timestamp,
  updated_at: timestamp,
  reply_type: ReplyType.nullish(),
  replay_expired_at: timestamp,
  upcoming_at: timestamp,
  upcoming_title: nullableString.optional(),
  is_private: z.boolean(),
  can_archive_comment: z.boolean().optional(),
  show_archive_comment: z.boolean().optional(),
  /** Seconds between comments; absent means 0. */
  comment_throttle: z.number().nonnegative().nullish(),
  share_url: urlString.nullish(),
  cover_pending: urlString.nullish(),
  cover_stopped: urlString.nullish(),
  /** Absent means shown. */
  liveweb_kirari_logo: z.boolean().nullish(),
  products: z.array(PostProduct),
  live_status: LiveStatus,
  started_at: timestamp,
  hidden_comments: z.array(z.string()),
  pinned_messages: z.array(PinnedMessage),
  vod_image_url: urlString.nullish(),
  archive_type: ArchiveType,
  archive: Archive.nullable(),
  is_kirari_caption_ready: z.boolean().optional(),
  replayable_clip_ids: z.array(looseId).optional(),
});
export type StreamPost = z.infer<typeof StreamPost>;

/** GET /api/v1/liveweb/stores/{store}/posts/{id} */
export const StreamPostAnswer = dataOf(StreamPost);
export type StreamPostAnswer = z.infer<typeof StreamPostAnswer>;

export const RealtimeServiceProvider = z.object({
  type: RealtimeProvider,
  channel_list: z.array(z.string()),
  subscribe_key: z.string(),
});
export type RealtimeServiceProvider = z.infer<typeof RealtimeServiceProvider>;

const realtimeFields = {
  realtime_service_provider: RealtimeServiceProvider,
  pubnub_group_name: nullableString.optional(),
  pubnub_subscribe_key: nullableString.optional(),
  pubnub_occupancy_channel: nullableString.optional(),
};

export const StreamInfo = z.object({
  stream_url: urlString.nullish(),
  stream_hls_url: urlString.nullish(),
  type: nullableString.optional(),
  post_id: id,
  snapshot_url: urlString.nullish(),
  stream_id: looseId.nullish(),
  ...realtimeFields,
});
export type StreamInfo = z.infer<typeof StreamInfo>;

/** `replay_url: []` means there is no replay. */
export const ReplayUrl = z.union([urlString, alwaysEmptyArray]);

export const ReplayInfo = z.object({
  post_id: id.optional(),
  stream_url: urlString.nullish(),
  backup_url: urlString.nullish(),
  replay_url: ReplayUrl,
  replay_url_mp4: urlString.nullish(),
  ...realtimeFields,
});
export type ReplayInfo = z.infer<typeof ReplayInfo>;

/** GET /api/v1/liveweb/posts/{id}/stream-info */
export const StreamInfoAnswer = dataOf(StreamInfo);
export type StreamInfoAnswer = z.infer<typeof StreamInfoAnswer>;
/** GET /api/v1/liveweb/posts/{id}/replay-stream-info */
export const ReplayInfoAnswer = dataOf(ReplayInfo);
export type ReplayInfoAnswer = z.infer<typeof ReplayInfoAnswer>;

/** GET /api/v1/stores/{store}/posts/latest: null data when the store has no post. */
export const LatestPostAnswer = dataOf(z.object({ id }).nullable());
export type LatestPostAnswer = z.infer<typeof LatestPostAnswer>;

/** GET /api/v1/liveweb/posts/{post}/permission */
export const PostPermissionAnswer = z.object({ has_permission: z.boolean(), token_valid: z.boolean() });
export type PostPermissionAnswer = z.infer<typeof PostPermissionAnswer>;

/** POST /api/v1/liveweb/posts/{post}/bind-ticket, POST …/announce-joined, POST …/announce-shared */
export const BindTicketAnswer = successAnswer;
export const AnnounceAnswer = successAnswer;

/** A post of the replay list as the platform sends it. */
export const VodPost = z.object({
  id,
  title: z.string(),
  on_air: z.boolean(),
  is_private: z.boolean(),
  upcoming_at: timestamp,
  /** When the live started (null before). Not shown in spec: our design, for the lobby's JSON-LD. */
  started_at: timestamp,
  /** Whether a replay can be watched. Not shown in spec: our design. */
  replay: z.boolean(),
  image_url: urlString.nullish(),
  publications: z.array(Publication),
});
export type VodPost = z.infer<typeof VodPost>;

/** GET /api/v1/stores/{store}/vod */
export const VodAnswer = pagedList(VodPost);
export type VodAnswer = z.infer<typeof VodAnswer>;

/** A replay list row after mapping: image falls back to the first publication's picture. */
export const ReplayListItem = z.object({
  id,
  title: z.string(),
  on_air: z.boolean(),
  is_private: z.boolean(),
  upcoming_at: timestamp,
  started_at: timestamp,
  replay: z.boolean(),
  image_url: z.string().nullable(),
  isLiving: z.boolean(),
});
export type ReplayListItem = z.infer<typeof ReplayListItem>;

/** POST /api/v1/enterprise/stores/{store}/reports */
export const EnterpriseReportAnswer = z.object({ report_slug: z.string() });
export type EnterpriseReportAnswer = z.infer<typeof EnterpriseReportAnswer>;
/** POST /api/v1/enterprise/stores/{store}/redirect */
export const EnterpriseRedirectAnswer = z.object({ redirect_url: urlString });
export type EnterpriseRedirectAnswer = z.infer<typeof EnterpriseRedirectAnswer>;

/** The seller of a one-to-one session: the store's name and avatar. */
export const OneToOneSeller = z.object({ name: z.string(), avatar_url: urlString.nullish() });

/**
 * GET /api/v1/liveweb/stores/{store}/one-to-one/{hash} (platform extension, README): the post a
 * one-to-one link names, as its entrance shows it, and what the entrance asks of the viewer.
 */
export const OneToOneEntrance = z.object({
  id,
  type: PostType,
  title: z.string(),
  upcoming_at: timestamp,
  started_at: timestamp,
  live_status: LiveStatus,
  is_private: z.boolean(),
  seller: OneToOneSeller,
  /** login: a member account; ticket_code: a code to bind (bind-ticket). */
  requires: z.object({ login: z.boolean(), ticket_code: z.boolean() }),
});
export type OneToOneEntrance = z.infer<typeof OneToOneEntrance>;
export const OneToOneEntranceAnswer = dataOf(OneToOneEntrance);
export type OneToOneEntranceAnswer = z.infer<typeof OneToOneEntranceAnswer>;
