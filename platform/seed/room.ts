import type { CommentBlacklistEntry, FacebookChannel, RoomComment } from '@/lib/schemas';
import { imagePath } from '../images';
import { DAY, MINUTE, type Clock } from './clock';
import { POST_IDS } from './posts';
import { STORE_IDS } from './stores';
import { BLOCKED_MEMBER_ID, DEMO_MEMBER_ID } from './users';

/** The live room's seed: earlier comments of the live post, the comment blacklist, facebook pages. */

export interface CommentBlacklistRecord {
  storeId: number;
  entry: CommentBlacklistEntry;
}

export interface FacebookChannelRecord {
  storeId: number;
  channel: FacebookChannel;
  boundUserIds: number[];
}

export function seedComments(at: Clock): RoomComment[] {
  const comment = (n: number, minutesAgo: number, from: RoomComment['from'], message: string): RoomComment => ({
    created_time: at(-minutesAgo * MINUTE),
    post_id: POST_IDS.live,
    from,
    source: 'liveweb',
    comment_id: `c-${POST_IDS.live}-${n}`,
    message,
  });
  const hanako = { provider: 'kirari' as const, name: 'はなこ', id: DEMO_MEMBER_ID };
  // The chapters replay's archived chat; c-9003-4 is in its hidden_comments.
  const archived = (n: number, daysAgo: number, from: RoomComment['from'], message: string): RoomComment => ({
    created_time: at(-daysAgo * DAY + n * MINUTE),
    post_id: POST_IDS.replay,
    from,
    source: 'liveweb',
    comment_id: `c-${POST_IDS.replay}-${n}`,
    message,
  });
  const replayComments: RoomComment[] = [
    archived(1, 3, { provider: 'line', name: 'ゆき', id: 2001 }, 'いくら大好きです！'),
    archived(2, 3, { provider: 'kirari', name: 'はなこ', id: DEMO_MEMBER_ID }, 'マグカップの藍色すてき'),
    archived(3, 3, { provider: 'guest', name: 'まさ', id: 80001 }, 'E1+1'),
    archived(4, 3, { provider: 'guest', name: '荒らし', id: 80009 }, '見る価値なし'),
    archived(5, 3, { provider: 'facebook', name: 'Ken', id: 2002 }, '冷凍で届きますか？'),
  ];
  return [
    comment(1, 18, { provider: 'line', name: 'ゆき', id: 2001 }, 'こんばんは！楽しみにしてました'),
    comment(2, 15, { provider: 'guest', name: 'まさ', id: 80001 }, '抹茶ラテおいしそう'),
    {
      ...comment(3, 12, hanako, 'A1+2'),
      cart_success: true,
      skus: [{ sku_name: '6本入り', product_name: '宇治抹茶ラテ セット', quantity: 2, image_url: imagePath('product', 'p101-sku1', '抹茶', 'm') }],
    },
    comment(4, 8, { provider: 'facebook', name: 'Ken', id: 2002 }, '日本酒の辛口はありますか？'),
    comment(5, 3, { provider: 'guest', name: 'りん', id: 80002, group_stream_name: 'りん@グループ' }, '桜のハンドクリーム気になる'),
    ...replayComments,
  ];
}

export function seedCommentBlacklist(at: Clock): CommentBlacklistRecord[] {
  return [
    {
      storeId: STORE_IDS.demo,
      entry: { id: BLOCKED_MEMBER_ID, name: 'たろう', type: 'user', blacklist_type: 'comment', slug: 'taro', created_at: at(-5 * DAY) },
    },
    {
      storeId: STORE_IDS.demo,
      entry: { id: 80009, name: '荒らし', type: 'guest', blacklist_type: 'comment', slug: null, created_at: at(-2 * DAY) },
    },
  ];
}

export function seedFacebookChannels(): FacebookChannelRecord[] {
  return [
    {
      storeId: STORE_IDS.demo,
      boundUserIds: [],
      channel: {
        id: 72,
        name: 'キラリ商店 Facebook',
        description: 'キラリ商店の公式Facebookページ',
        image_url: imagePath('channel', 'c72', 'f', 's'),
        endpoint: 'https://www.facebook.com/kirari.shop.example',
        type: 'fb_page',
        fan_count: 5321,
        facebook_mappings_count: 210,
        token: null,
      },
    },
  ];
}
