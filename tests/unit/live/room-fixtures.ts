import type { PostProduct, RoomComment, ShareVoucher, StreamPost } from '@/lib/schemas';
import { initialRoomState, type InitialRoomInput, type RoomState } from '@/lib/live/room';

/** Builders for room tests: a live post with three products and a few comments. */

export const NOW = Date.UTC(2026, 10, 21, 11, 0, 0);
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

export function product(id: number, order: number, extra: Partial<PostProduct> = {}): PostProduct {
  return {
    id,
    name: `商品${id}`,
    description: null,
    sale_started_at: null,
    sale_ended_at: null,
    min_price: 1000,
    max_price: 1000,
    salable_status: 'on_sell',
    available_quantity: 5,
    images: [],
    cover_image_id: null,
    adult_warning: false,
    is_ticket: false,
    status: 'selling',
    keyword: `K${id}`,
    pivot: { order },
    skus: [
      { id: id * 10 + 1, name: 'A', price: 1000, available_quantity: 3, info: null, keyword: `K${id}1` },
      { id: id * 10 + 2, name: 'B', price: 1000, available_quantity: 2, info: null, keyword: `K${id}2` },
    ],
    ...extra,
  };
}

export function post(extra: Partial<StreamPost> = {}): StreamPost {
  return {
    id: 9001,
    broadcast_type: 'live_stream',
    type: 'formal',
    title: 'ライブ',
    content: null,
    live: true,
    store_id: 1,
    created_at: iso(-3_600_000),
    updated_at: iso(-3_600_000),
    reply_type: 'direct',
    replay_expired_at: iso(86_400_000),
    upcoming_at: null,
    upcoming_title: null,
    is_private: false,
    comment_throttle: 3,
    share_url: 'http://localhost:3000/demo/live/9001',
    liveweb_kirari_logo: true,
    products: [product(3, 3), product(1, 1), product(2, 2), product(4, 4, { status: 'deleted' })],
    live_status: 'live',
    started_at: iso(-600_000),
    hidden_comments: [],
    pinned_messages: [{ id: 1, post_id: 9001, comment_id: 'c1', message: 'pinned', unpinned_at: null }],
    archive_type: 'none',
    archive: null,
    ...extra,
  };
}

export function comment(n: number, extra: Partial<RoomComment> = {}): RoomComment {
  return {
    created_time: iso(-100_000 + n * 1000),
    post_id: 9001,
    from: { provider: 'guest', name: `viewer${n}`, id: 80000 + n },
    source: 'liveweb',
    comment_id: `c-${n}`,
    message: `message ${n}`,
    ...extra,
  } as RoomComment;
}

export function room(input: Partial<InitialRoomInput> = {}): RoomState {
  return initialRoomState({
    post: post(),
    comments: [comment(1), comment(2)],
    blacklist: [{ id: 1002, type: 'user' }],
    viewer: { type: 'user', id: 1001, fingerprint: 'token-a', realtimeId: 'pn-me' },
    now: NOW,
    ...input,
  });
}

/** The store's share voucher: 100 to give, 12 given, ongoing. */
export const shareVoucher = (extra: Partial<ShareVoucher> = {}): ShareVoucher => ({
  id: 3001,
  name: 'share',
  event_type: 'share_live',
  amount: 300,
  visibility: 'public',
  acquire_quantity: 100,
  used_acquire_quantity: 12,
  acquire_status: 'ongoing',
  ...extra,
});
