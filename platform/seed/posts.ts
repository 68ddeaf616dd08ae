import type { PostChannel, Poll, Publication, StreamPost } from '@/lib/schemas';
import { imagePath } from '../images';
import { archivePostSeeds } from './archive-posts';
import { DAY, HOUR, MINUTE, type Clock } from './clock';
import { STORE_IDS } from './stores';

/**
 * The demo store's live posts: one live now, one upcoming tomorrow, two replays still watchable.
 * Products are kept as ids with their comment keywords; answers join the current product state.
 */

export interface PostProductRef {
  productId: number;
  order: number;
}

export type PostRealtimeProvider = 'pubnub' | 'ably';

export interface PostRecord {
  post: Omit<StreamPost, 'products'>;
  products: PostProductRef[];
  channels: PostChannel[];
  publications: Publication[];
  /** Which realtime service the post's stream info names (a control call can switch it). */
  provider?: PostRealtimeProvider;
  /** A private post opens to viewers who bound this ticket code. */
  ticketCode?: string | null;
  /** Viewers who may watch a private post (bound a ticket). */
  permitted?: { userIds: number[]; guestIds: number[] };
  /** The seller's polls (routes/live-polls): `init` until a control call shows one. */
  polls?: PollRecord[];
  /** Where comments, reactions and announcements came from (hu_source), for tests. */
  received?: ReceivedInteraction[];
  /** A one_to_one_formal post's link hash (routes/live-one-to-one). */
  hash?: string;
  /** The picture's shape: 'portrait' serves the 9:16 media (a seller broadcasting from a phone). */
  shape?: 'landscape' | 'portrait';
  /** Stream info names the multi-rendition master (adaptive bitrate) instead of the one-rendition LL playlist. */
  master?: boolean;
}

export interface PollRecord {
  poll: Poll;
  /** poll.hidden took it off the screen: no more votes. */
  hidden: boolean;
  /** When poll.show last showed it (ms): the newest shown poll is the one on screen. */
  shownAt?: number;
  /** One vote per viewer: `user:1001` / `guest:80101` → option index. */
  votes: Record<string, number>;
}

export interface ReceivedInteraction {
  kind: 'comment' | 'reaction' | 'buyer.joined' | 'buyer.shared';
  /** As received (announcements take any string; comments and reactions a CommentSource). */
  source: string;
}

export const POST_IDS = { live: 9001, upcoming: 9002, replay: 9003, clipsReplay: 9004, privateReplay: 9005, oneToOne: 9006, verticalLive: 9007, verticalReplay: 9008 } as const;

/** The ticket code that opens the private post. */
export const PRIVATE_POST_TICKET_CODE = 'KIRARI-VIP-2025';

/** The one-to-one session's link hash and the code its buyer was given. */
export const ONE_TO_ONE_HASH = 'o2o-demo-Kx7pQ2mVn9Rt';
export const ONE_TO_ONE_TICKET_CODE = 'KIRARI-1ON1-0421';

/** The provider seed posts use: PLATFORM_REALTIME_PROVIDER=ably runs the demo on ably. */
export function defaultRealtimeProvider(): PostRealtimeProvider {
  return process.env.PLATFORM_REALTIME_PROVIDER === 'ably' ? 'ably' : 'pubnub';
}

const channel: PostChannel = {
  id: 71,
  name: 'キラリ商店 公式',
  type: 'liveweb',
  image_url: imagePath('channel', 'c71', 'キ', 's'),
};

const cover = (postId: number, label: string) => imagePath('post', `post${postId}`, label);

function base(id: number, at: Clock, storefrontUrl: string): Omit<StreamPost, 'products' | 'title' | 'live' | 'live_status'> {
  return {
    id,
    broadcast_type: 'live_stream',
    type: 'formal',
    content: null,
    store_id: STORE_IDS.demo,
    created_at: at(-2 * DAY),
    updated_at: at(-HOUR),
    reply_type: 'direct',
    replay_expired_at: null,
    upcoming_at: null,
    upcoming_title: null,
    is_private: false,
    can_archive_comment: true,
    show_archive_comment: true,
    comment_throttle: 0,
    share_url: `${storefrontUrl}/demo/live/${id}`,
    cover_pending: cover(id, '準備中'),
    cover_stopped: cover(id, '終了'),
    liveweb_kirari_logo: true,
    started_at: null,
    hidden_comments: [],
    pinned_messages: [],
    vod_image_url: cover(id, 'VOD'),
    archive_type: 'none',
    archive: null,
    is_kirari_caption_ready: false,
    replayable_clip_ids: [],
  };
}

/** A seller's poll, inactive (`init`) until a control call shows it. */
const pollOf = (id: number, postId: number, title: string, values: string[]): PollRecord => ({
  poll: { id, post_id: postId, title, status: 'init', options: values.map((value, index) => ({ index, value, count: 0, percentage: 0 })) },
  hidden: false,
  votes: {},
});

const refs = (ids: number[]): PostProductRef[] => ids.map((productId, i) => ({ productId, order: i + 1 }));
const publication = (id: number, live: boolean, postId: number): Publication => ({ id, channel_id: channel.id, live, picture: cover(postId, 'LIVE') });

export function seedPosts(at: Clock, storefrontUrl: string): PostRecord[] {
  const live: PostRecord = {
    post: {
      ...base(POST_IDS.live, at, storefrontUrl),
      title: '【金曜ライブ】宇治抹茶と新茶のご紹介',
      content: '今夜は宇治の抹茶と新茶をご紹介します。コメントで「A1+1」のように注文できます。',
      live: true,
      live_status: 'live',
      created_at: at(-HOUR),
      started_at: at(-20 * MINUTE),
      // Replays stay watchable for two weeks after the live ends.
      replay_expired_at: at(14 * DAY),
      comment_throttle: 3,
      pinned_messages: [
        { id: 1, post_id: POST_IDS.live, comment_id: 'c-9001-1', message: '本日限定！ 5,000円以上で送料無料です', unpinned_at: null },
        { id: 2, post_id: POST_IDS.live, comment_id: 'c-9001-2', message: 'コメントで「A1+1」と書くとカートに入ります', unpinned_at: at(-10 * MINUTE) },
      ],
    },
    // Inactive until a control call shows it (POST /__control/live/9001/polls/301/show).
    polls: [pollOf(301, POST_IDS.live, '次に紹介してほしいお茶は？', ['宇治抹茶', '新茶 煎茶', 'ほうじ茶'])],
    // Then a sold-out (104), a not-yet-on-sale (105) and a deleted (114) product: every room case.
    products: refs([101, 102, 106, 110, 113, 103, 104, 105, 114]),
    channels: [channel],
    publications: [publication(1, true, POST_IDS.live)],
  };
  const upcoming: PostRecord = {
    post: {
      ...base(POST_IDS.upcoming, at, storefrontUrl),
      title: '春の新作ワンピース 先行販売ライブ',
      upcoming_title: '明日20時から！ 春の新作お披露目',
      content: '明日発売のリネンワンピースを一足先にご紹介します。',
      live: false,
      live_status: 'unpublished',
      created_at: at(-DAY),
      upcoming_at: at(DAY),
    },
    products: refs([105, 111]),
    channels: [channel],
    publications: [publication(2, false, POST_IDS.upcoming)],
  };
  const replay: PostRecord = {
    post: {
      ...base(POST_IDS.replay, at, storefrontUrl),
      title: '秋の味覚ライブ いくらと器',
      live: false,
      live_status: 'live_stopped',
      created_at: at(-3 * DAY - HOUR),
      started_at: at(-3 * DAY),
      replay_expired_at: at(11 * DAY),
      archive_type: 'chapters',
      archive: {
        type: 'chapters',
        started_time: 0,
        ended_time: 3600,
        labels: [
          { name: 'オープニング', started_time: 0 },
          { name: 'いくら醤油漬け', started_time: 300 },
          { name: '益子焼マグカップ', started_time: 1500 },
          { name: '質問コーナー', started_time: 2700 },
        ],
      },
      hidden_comments: ['c-9003-4'],
    },
    products: refs([107, 103, 104]),
    channels: [channel],
    publications: [publication(3, false, POST_IDS.replay)],
  };
  const clipsReplay: PostRecord = {
    post: {
      ...base(POST_IDS.clipsReplay, at, storefrontUrl),
      title: '日本酒と和菓子のペアリング',
      live: false,
      live_status: 'live_stopped',
      created_at: at(-10 * DAY - HOUR),
      started_at: at(-10 * DAY),
      replay_expired_at: at(20 * DAY),
      archive_type: 'clips',
      archive: {
        type: 'clips',
        clips: [
          { id: 'clip-1', title: '純米大吟醸の飲み比べ', snapshot_url: cover(9041, '酒'), started_time: 120, ended_time: 900, promoting_product_ids: [106] },
          { id: 'clip-2', title: '抹茶ラテの作り方', snapshot_url: cover(9042, '抹茶'), started_time: 900, ended_time: 1800, promoting_product_ids: [101] },
        ],
      },
      replayable_clip_ids: ['clip-1', 'clip-2'],
    },
    products: refs([106, 101, 112]),
    channels: [channel],
    publications: [publication(4, false, POST_IDS.clipsReplay)],
  };
  const privateReplay: PostRecord = {
    post: {
      ...base(POST_IDS.privateReplay, at, storefrontUrl),
      title: '会員限定 蔵元見学ライブ（アーカイブ）',
      content: 'チケットをお持ちの方だけがご覧いただけます。',
      live: false,
      live_status: 'live_stopped',
      is_private: true,
      created_at: at(-5 * DAY - HOUR),
      started_at: at(-5 * DAY),
      replay_expired_at: at(25 * DAY),
      archive_type: 'raw',
      archive: { type: 'raw' },
    },
    products: refs([106]),
    channels: [channel],
    publications: [publication(5, false, POST_IDS.privateReplay)],
    ticketCode: PRIVATE_POST_TICKET_CODE,
    permitted: { userIds: [], guestIds: [] },
  };
  // A private session of the seller with one buyer: reached by its link, never listed.
  const oneToOne: PostRecord = {
    post: {
      ...base(POST_IDS.oneToOne, at, storefrontUrl),
      type: 'one_to_one_formal',
      title: '個別相談ライブ 茶器選びのご相談',
      content: 'ご予約のお客さまと一対一でお話しします。',
      live: false,
      live_status: 'unpublished',
      is_private: true,
      // The newest post: listed, it would be the store's latest.
      created_at: at(-30 * MINUTE),
      upcoming_at: at(DAY + 2 * HOUR),
    },
    products: refs([103]),
    channels: [channel],
    publications: [publication(6, false, POST_IDS.oneToOne)],
    ticketCode: ONE_TO_ONE_TICKET_CODE,
    permitted: { userIds: [], guestIds: [] },
    hash: ONE_TO_ONE_HASH,
  };
  // The same room filmed upright on a phone (9:16 media), live and as a replay (issue 26). The live
  // started before 9001, so the store's latest post stays 9001.
  const verticalLive: PostRecord = {
    post: {
      ...base(POST_IDS.verticalLive, at, storefrontUrl),
      title: 'スマホ縦型ライブ 新茶の淹れ方',
      content: '縦型で配信中。気になる商品はそのままカートへ。',
      live: true,
      live_status: 'live',
      created_at: at(-2 * HOUR),
      started_at: at(-100 * MINUTE),
      replay_expired_at: at(14 * DAY),
    },
    polls: [pollOf(701, POST_IDS.verticalLive, '次の淹れ方はどれがいい？', ['水出し', 'お湯出し', '氷出し'])],
    products: refs([106, 110, 113, 103, 107]),
    channels: [channel],
    publications: [publication(7, true, POST_IDS.verticalLive)],
    shape: 'portrait',
  };
  const verticalReplay: PostRecord = {
    post: {
      ...base(POST_IDS.verticalReplay, at, storefrontUrl),
      title: '縦型アーカイブ 器と盛り付け',
      content: 'スマホで撮った縦型ライブのアーカイブです。',
      live: false,
      live_status: 'live_stopped',
      created_at: at(-4 * DAY - HOUR),
      started_at: at(-4 * DAY),
      replay_expired_at: at(12 * DAY),
      archive_type: 'raw',
      archive: { type: 'raw' },
    },
    products: refs([107, 112]),
    channels: [channel],
    publications: [publication(8, false, POST_IDS.verticalReplay)],
    shape: 'portrait',
  };
  // Older replays (archive-posts.ts): a second page of the replay list.
  const archived: PostRecord[] = archivePostSeeds(at).map(({ id, productIds, fields }) => ({
    post: { ...base(id, at, storefrontUrl), ...fields },
    products: refs(productIds),
    channels: [channel],
    publications: [publication(id, false, id)],
  }));
  const provider = defaultRealtimeProvider();
  return [live, upcoming, replay, clipsReplay, privateReplay, oneToOne, verticalLive, verticalReplay, ...archived].map((record) => ({ provider, ...record }));
}
