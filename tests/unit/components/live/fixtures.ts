import type { PostProduct, RoomComment, StreamPost } from '@/lib/schemas';
import type { CommentListLabels } from '@/components/live/CommentList';
import type { ProductListLabels } from '@/components/live/ProductList';

/** Small builders of room data for component tests. */

export function product(id: number, overrides: Partial<PostProduct> = {}): PostProduct {
  return {
    id,
    name: `商品${id}`,
    description: null,
    sale_started_at: null,
    sale_ended_at: null,
    min_price: 1200,
    max_price: 1200,
    salable_status: 'on_sell',
    available_quantity: 10,
    images: [{ id: id * 10, url: `http://127.0.0.1:4010/images/product/p${id}.svg` }],
    cover_image_id: null,
    skus: [{ id: id * 10 + 1, name: '通常', price: 1200, original_price: null, available_quantity: 10, salable_quantity: 10, salable_limit: null, info: null, keyword: null }],
    adult_warning: false,
    is_ticket: false,
    status: 'published',
    keyword: null,
    pivot: { order: 1 },
    ...overrides,
  } as PostProduct;
}

let seq = 0;
export function comment(message: string, overrides: Partial<RoomComment> & { name?: string; senderId?: number } = {}): RoomComment {
  const { name = 'ゆき', senderId = 2001, ...rest } = overrides;
  seq += 1;
  return {
    created_time: new Date(Date.UTC(2026, 10, 21, 12, 0, seq)).toISOString(),
    post_id: 9001,
    from: { provider: 'line', name, id: senderId, asid: null, group_stream_name: null },
    source: 'liveweb',
    comment_id: `c-${seq}`,
    message,
    ...rest,
  } as RoomComment;
}

export function streamPost(overrides: Partial<StreamPost> = {}): StreamPost {
  return {
    id: 9001,
    broadcast_type: 'live_stream',
    type: 'formal',
    title: '金曜ライブ',
    content: 'テスト',
    live: true,
    store_id: 1,
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    reply_type: 'direct',
    replay_expired_at: '2026-12-05T10:00:00Z',
    upcoming_at: null,
    upcoming_title: null,
    is_private: false,
    comment_throttle: 0,
    share_url: null,
    cover_pending: null,
    cover_stopped: null,
    liveweb_kirari_logo: null,
    products: [product(101, { keyword: 'A1', pivot: { order: 2 } }), product(102, { keyword: 'B1', pivot: { order: 1 } })],
    live_status: 'live',
    started_at: '2026-11-21T11:00:00Z',
    hidden_comments: [],
    pinned_messages: [],
    vod_image_url: null,
    archive_type: 'none',
    archive: null,
    ...overrides,
  } as StreamPost;
}

/** The chat's labels as the room passes them. */
export const commentLabels: CommentListLabels = { comments: 'コメント', empty: 'まだありません', official: 'ショップ', cartComment: '{items}をカートに追加しました', cartIcon: 'カート', cartItem: '{product}（{sku}）× {quantity}' };

/** The product list's labels as the room passes them. */
export const productLabels: ProductListLabels = {
  products: '商品',
  empty: 'なし',
  nowSelling: '紹介中',
  keyword: '「{keyword}」とコメントして注文',
  skuKeyword: '「{keyword}」',
  stock: '残り{count}点',
  skuSoldOut: '売り切れ',
  option: '種類',
  quantity: '数量',
  purchase: '購入する',
  adding: '追加中…',
  status: { sold_out: '売り切れ', before_sell: '販売前', end_sell: '販売終了' },
};
