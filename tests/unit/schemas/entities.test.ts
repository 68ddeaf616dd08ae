import { describe, expect, it } from '@jest/globals';
import {
  AddToCartAnswer,
  Archive,
  CartAnswer,
  CheckoutAnswer,
  CommentsAnswer,
  GuestTokenAnswer,
  LatestPostAnswer,
  LivewebMeAnswer,
  LoginAnswer,
  OrdersAnswer,
  PayAnswer,
  ProductsAnswer,
  ReplayInfoAnswer,
  StoreAnswer,
  StreamInfoAnswer,
  StreamPostAnswer,
  ViewerIdentity,
  type CartSuccessComment,
} from '@/lib/schemas';
import { comment, links, meta, product, realtime, store, streamPost, user } from './fixtures';

describe('store', () => {
  it('parses a store with its settings list', () => {
    const parsed = StoreAnswer.parse({ data: store() });
    expect(parsed.data.settings).toEqual([
      { name: 'guest_chat', enable: true, integer: null, string: null },
      { name: 'member_count_type', enable: true, integer: null, string: 'unique' },
    ]);
  });

  it('keeps a non-JP region parseable so the guard can send it to /404', () => {
    expect(StoreAnswer.safeParse({ data: { ...store(), region: 'TW' } }).success).toBe(true);
  });

  it('rejects an unknown currency or locale, and a bare (unwrapped) store', () => {
    expect(StoreAnswer.safeParse({ data: { ...store(), currency: 'USD' } }).success).toBe(false);
    expect(StoreAnswer.safeParse({ data: { ...store(), locale: 'en' } }).success).toBe(false);
    expect(StoreAnswer.safeParse(store()).success).toBe(false);
  });

  it('rejects a setting without enable', () => {
    const bad = { ...store(), settings: [{ name: 'coupon', integer: 1, string: null }] };
    expect(StoreAnswer.safeParse({ data: bad }).success).toBe(false);
  });

  it('parses an enterprise store', () => {
    const enterprise = { id: 3, name: 'Ent', subscription: { domain: 'ent.example.com', cart_endpoint: '/cart', merchant_console: null } };
    const parsed = StoreAnswer.parse({ data: { ...store(), enable_enterprise: true, enterprise } });
    expect(parsed.data.enterprise?.subscription?.domain).toBe('ent.example.com');
  });
});

describe('products', () => {
  it('parses a paged products answer', () => {
    const parsed = ProductsAnswer.parse({ data: [product()], links, meta });
    expect(parsed.data[0].skus[0].price).toBe(1200);
  });

  it('rejects an unknown salable status and a negative stock', () => {
    expect(ProductsAnswer.safeParse({ data: [product({ salable_status: 'available' })], links, meta }).success).toBe(false);
    expect(ProductsAnswer.safeParse({ data: [product({ available_quantity: -1 })], links, meta }).success).toBe(false);
  });

  it('rejects a bad sale date with the date message', () => {
    const result = ProductsAnswer.safeParse({ data: [product({ sale_started_at: 'soon' })], links, meta });
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Not a iso8601 string or Date');
  });
});

describe('accounts', () => {
  it('login answer carries kirari_token', () => {
    expect(LoginAnswer.parse({ success: true, kirari_token: 'a.b.c' }).kirari_token).toBe('a.b.c');
    expect(LoginAnswer.safeParse({ success: true, token: 'a.b.c' }).success).toBe(false);
  });

  it('liveweb/me keeps extra profile fields (utm and others)', () => {
    const parsed = LivewebMeAnswer.parse({ user: { ...user(), utm_source: 'ig' }, guest: null });
    expect(parsed.user).toMatchObject({ id: 7, utm_source: 'ig' });
    expect(parsed.guest).toBeNull();
  });

  it('liveweb/me rejects an unknown social provider or status', () => {
    expect(LivewebMeAnswer.safeParse({ user: { ...user(), providers: [{ name: 'myspace' }] }, guest: null }).success).toBe(false);
    expect(LivewebMeAnswer.safeParse({ user: { ...user(), status: 'banned' }, guest: null }).success).toBe(false);
  });

  it('guest token answer needs the token', () => {
    expect(GuestTokenAnswer.safeParse({ data: { id: 4, name: 'Neko', group_stream_name: null, token: 'g.t.k' } }).success).toBe(true);
    expect(GuestTokenAnswer.safeParse({ data: { id: 4, name: 'Neko' } }).success).toBe(false);
  });
});

describe('orders and cart', () => {
  const order = {
    id: 50,
    slug: 'O-50',
    amount: 1200,
    shipping_fee: 500,
    store_id: 1,
    payment_status: 'pending',
    status: 'unpaid',
    payment_type: 'gmo_cvs',
    shipping_type: 'custom',
    total_amount: 1700,
    amount_payable: 1700,
    created_at: '2026-03-01T10:00:00Z',
    completed_at: null,
    updated_at: null,
    items: [],
  };
  const statusCounts = { unpaid: 1, undelivered: 0, completed: 0, canceled: 0 };

  it('order list meta carries per-status counts', () => {
    const parsed = OrdersAnswer.parse({ data: [order], links, meta: { ...meta, status_counts: statusCounts } });
    expect(parsed.meta.status_counts.unpaid).toBe(1);
    expect(OrdersAnswer.safeParse({ data: [order], links, meta }).success).toBe(false);
  });

  it('rejects an order status outside commerce §4', () => {
    const answer = { data: [{ ...order, status: 'paid' }], links, meta: { ...meta, status_counts: statusCounts } };
    expect(OrdersAnswer.safeParse(answer).success).toBe(false);
  });

  it('accepts custom_cod as an order payment type (store settings use it)', () => {
    const answer = { data: [{ ...order, payment_type: 'custom_cod' }], links, meta: { ...meta, status_counts: statusCounts } };
    expect(OrdersAnswer.safeParse(answer).success).toBe(true);
  });

  it('cart answer is { data, trashed }; an absent cart is null', () => {
    expect(CartAnswer.parse({ data: null, trashed: [] })).toEqual({ data: null, trashed: [] });
    expect(CartAnswer.safeParse({ data: null }).success).toBe(false);
  });

  it('add-to-cart result is fully or partial with quantities', () => {
    expect(AddToCartAnswer.parse({ data: { result: 'partial', added_quantity: 1, request_quantity: 3 } }).data.result).toBe('partial');
    expect(AddToCartAnswer.safeParse({ data: { result: 'some', added_quantity: 1, request_quantity: 3 } }).success).toBe(false);
  });

  it('checkout keeps the parts of its answer the spec does not show', () => {
    expect(CheckoutAnswer.parse({ id: 51, slug: 'O-51' })).toEqual({ id: 51, slug: 'O-51' });
    expect(CheckoutAnswer.safeParse({ order_id: 51 }).success).toBe(false);
  });

  it('pay answer needs a redirect URL', () => {
    expect(PayAnswer.safeParse({ data: { pay_redirect_url: 'https://pay.example.com/x' } }).success).toBe(true);
    expect(PayAnswer.safeParse({ data: { pay_redirect_url: null } }).success).toBe(false);
  });
});

describe('live room', () => {
  it('parses a stream post with products, pivot order and pinned messages', () => {
    const parsed = StreamPostAnswer.parse({ data: streamPost() });
    expect(parsed.data.products[0].pivot.order).toBe(1);
    expect(parsed.data.products[0].skus[0].keyword).toBe('A1');
    expect(parsed.data.pinned_messages[0].comment_id).toBe('c-1');
  });

  it('rejects a post product without pivot', () => {
    const bad = streamPost({ products: [{ ...product(), keyword: 'A', skus: [] }] });
    expect(StreamPostAnswer.safeParse({ data: bad }).success).toBe(false);
  });

  it('archive is a tagged union of chapters, clips and raw', () => {
    const chapters = { type: 'chapters', started_time: 0, ended_time: 3600, labels: [{ name: 'Intro', started_time: 0 }] };
    const clips = {
      type: 'clips',
      clips: [{ id: 1, title: 'Hat', snapshot_url: null, started_time: 10, ended_time: 40, promoting_product_ids: [10] }],
    };
    expect(Archive.parse(chapters)).toEqual(chapters);
    expect(Archive.parse(clips)).toEqual(clips);
    expect(Archive.parse({ type: 'raw' })).toEqual({ type: 'raw' });
    expect(Archive.safeParse({ type: 'chapters', started_time: 0 }).success).toBe(false);
    expect(Archive.safeParse({ type: 'highlights' }).success).toBe(false);
    const post = StreamPostAnswer.parse({ data: streamPost({ archive_type: 'chapters', archive: chapters }) });
    expect(post.data.archive?.type).toBe('chapters');
  });

  it('stream info names its realtime provider', () => {
    const info = { stream_url: null, stream_hls_url: 'https://media.example.com/100/index.m3u8', post_id: 100, ...realtime };
    expect(StreamInfoAnswer.parse({ data: info }).data.realtime_service_provider.type).toBe('pubnub');
    const socket = { ...info, realtime_service_provider: { ...realtime.realtime_service_provider, type: 'socketio' } };
    expect(StreamInfoAnswer.safeParse({ data: socket }).success).toBe(false);
  });

  it('replay info takes replay_url as a URL or []', () => {
    const base = { stream_url: null, backup_url: null, replay_url_mp4: null, ...realtime };
    expect(ReplayInfoAnswer.safeParse({ data: { ...base, replay_url: [] } }).success).toBe(true);
    expect(ReplayInfoAnswer.safeParse({ data: { ...base, replay_url: 'https://media.example.com/r.m3u8' } }).success).toBe(true);
    expect(ReplayInfoAnswer.safeParse({ data: { ...base, replay_url: ['x'] } }).success).toBe(false);
  });

  it('comments answer keeps cart-success skus and plain comments apart', () => {
    const cartSuccess = { ...comment({ comment_id: 'c-2' }), cart_success: true, skus: [{ sku_name: 'M', product_name: 'T-shirt', quantity: 1, image_url: null }] };
    const parsed = CommentsAnswer.parse({ comments: [{ message: comment() }, { message: cartSuccess }] });
    expect('skus' in parsed.comments[0].message).toBe(false);
    expect((parsed.comments[1].message as CartSuccessComment).skus).toHaveLength(1);
  });

  it('comment provider and source are closed sets', () => {
    const badProvider = comment({ from: { provider: 'twitter', id: 1 } });
    expect(CommentsAnswer.safeParse({ comments: [{ message: badProvider }] }).success).toBe(false);
    expect(CommentsAnswer.safeParse({ comments: [{ message: comment({ source: 'web' }) }] }).success).toBe(false);
  });

  it('latest post is { data: { id } } or { data: null }', () => {
    expect(LatestPostAnswer.parse({ data: { id: 100 } }).data?.id).toBe(100);
    expect(LatestPostAnswer.parse({ data: null }).data).toBeNull();
    expect(LatestPostAnswer.safeParse({ id: 100 }).success).toBe(false);
  });

  it('viewer identity: ghosts have no id, guests and users need one', () => {
    expect(ViewerIdentity.safeParse({ type: 'ghost' }).success).toBe(true);
    expect(ViewerIdentity.safeParse({ type: 'guest', id: 4 }).success).toBe(true);
    expect(ViewerIdentity.safeParse({ type: 'user' }).success).toBe(false);
  });
});
