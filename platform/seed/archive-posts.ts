import type { StreamPost } from '@/lib/schemas';
import { DAY, HOUR, type Clock } from './clock';

/**
 * The demo store's older lives, all still watchable as replays: with them the replay list (10 a
 * page) has a second page for the lobby. Ids 9101 and up; each started before every post of
 * posts.ts, so the store's latest post stays 9001. posts.ts builds the records (seedPosts).
 */

export interface ArchivePostSeed {
  id: number;
  productIds: number[];
  fields: Pick<StreamPost, 'title' | 'content' | 'live' | 'live_status' | 'created_at' | 'started_at' | 'replay_expired_at' | 'archive_type' | 'archive'>;
}

export const FIRST_ARCHIVE_POST_ID = 9101;

const TITLES = [
  '冬の鍋セット 食べ比べライブ',
  '有田焼の器 窯元から生中継',
  '新米と土鍋ごはんの炊き方',
  'ほうじ茶ラテを一緒に作ろう',
  '干し柿と和菓子の秋ライブ',
  '南部鉄器の急須 お手入れ講座',
  '紅葉狩りのおやつ特集',
  '京都の漬物 食べ比べ',
  '手ぬぐいの結び方とコーデ',
  '日本茶インストラクターと淹れ比べ',
  '夏の冷茶と水出しのコツ',
  '梅酒づくり 仕込みライブ',
];
// Products whose changes the tests follow tag by tag (101, 102, 105) stay with the posts of posts.ts.
const PRODUCT_ROTATION = [103, 106, 107, 110, 112, 113];

export function archivePostSeeds(at: Clock): ArchivePostSeed[] {
  return TITLES.map((title, index) => {
    // Two days apart, from 11 days ago back (9004, the oldest of posts.ts, started 10 days ago).
    const started = -(11 + 2 * index) * DAY;
    return {
      id: FIRST_ARCHIVE_POST_ID + index,
      productIds: [PRODUCT_ROTATION[index % PRODUCT_ROTATION.length]],
      fields: {
        title,
        content: 'ライブのアーカイブです。気になる商品はそのままカートに追加できます。',
        live: false,
        live_status: 'live_stopped',
        created_at: at(started - HOUR),
        started_at: at(started),
        replay_expired_at: at(60 * DAY),
        archive_type: 'raw',
        archive: { type: 'raw' },
      },
    };
  });
}
