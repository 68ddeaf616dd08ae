/** Valid wire objects, as the platform would send them; tests vary one field at a time. */

export const links = {
  first: 'http://127.0.0.1:4010/api/v1/stores/demo/products?page=1',
  last: 'http://127.0.0.1:4010/api/v1/stores/demo/products?page=3',
  prev: null,
  next: 'http://127.0.0.1:4010/api/v1/stores/demo/products?page=2',
};

export const meta = {
  current_page: 1,
  from: 1,
  last_page: 3,
  path: 'http://127.0.0.1:4010/api/v1/stores/demo/products',
  per_page: 2,
  to: 2,
  total: 5,
};

export function store() {
  return {
    id: 1,
    slug: 'demo',
    name: 'Demo Store',
    region: 'JP',
    locale: 'ja',
    currency: 'JPY',
    timezone: 'Asia/Tokyo',
    description: null,
    buyer_editing_cart: true,
    facebook_pixel_id: null,
    is_ticket_mode: false,
    image_url: 'https://cdn.example.com/store.png',
    avatar_url: null,
    enterprise: null,
    is_special: false,
    is_special2: false,
    settings: [
      { name: 'guest_chat', enable: true, integer: null, string: null },
      { name: 'member_count_type', enable: true, integer: null, string: 'unique' },
    ],
    enable_enterprise: false,
    contact_email: 'shop@example.com',
    parent: null,
  };
}

export function sku(overrides: Record<string, unknown> = {}) {
  return {
    id: 11,
    name: 'Red / M',
    price: 1200,
    original_price: 1500,
    available_quantity: 3,
    salable_quantity: 3,
    salable_limit: null,
    info: null,
    images: [],
    free_shipping: false,
    subscription_frequency: null,
    note: null,
    salable_id: null,
    ...overrides,
  };
}

export function product(overrides: Record<string, unknown> = {}) {
  return {
    id: 10,
    name: 'T-shirt',
    description: 'Cotton',
    sale_started_at: '2026-01-01T00:00:00Z',
    sale_ended_at: null,
    min_price: 1200,
    max_price: 1200,
    salable_status: 'on_sell',
    available_quantity: 3,
    images: [{ id: 5, url: 'https://cdn.example.com/p.png' }],
    cover_image_id: 5,
    skus: [sku()],
    adult_warning: false,
    is_ticket: false,
    status: 'selling',
    ...overrides,
  };
}

export function user() {
  return {
    id: 7,
    email: 'buyer@example.com',
    first_name: 'Hana',
    last_name: 'Sato',
    name: 'Hana Sato',
    nickname: null,
    avatar_url: null,
    has_password: true,
    phone_number: null,
    slug: 'u7',
    status: 'verified',
    providers: [{ name: 'line', avatar_url: null }],
    locale: 'ja',
    current_store_id: 1,
  };
}

export const realtime = {
  realtime_service_provider: { type: 'pubnub', channel_list: ['comment|1', 'cart|1'], subscribe_key: 'sub-c-1' },
  pubnub_group_name: 'group-1',
  pubnub_subscribe_key: 'sub-c-1',
  pubnub_occupancy_channel: 'occupancy|1',
};

export function streamPost(overrides: Record<string, unknown> = {}) {
  return {
    id: 100,
    broadcast_type: 'live_stream',
    type: 'formal',
    title: 'Spring sale',
    content: null,
    live: true,
    store_id: 1,
    created_at: '2026-03-01T10:00:00+09:00',
    updated_at: '2026-03-01T10:00:00+09:00',
    reply_type: 'direct',
    replay_expired_at: null,
    upcoming_at: null,
    upcoming_title: null,
    is_private: false,
    comment_throttle: 3,
    share_url: 'https://shop.example.com/demo/live/100',
    liveweb_kirari_logo: true,
    products: [{ ...product(), keyword: 'A', skus: [{ ...sku(), keyword: 'A1' }], pivot: { order: 1 } }],
    live_status: 'live',
    started_at: '2026-03-01T10:00:00+09:00',
    hidden_comments: ['c-9'],
    pinned_messages: [{ id: 1, post_id: 100, comment_id: 'c-1', message: 'Welcome', unpinned_at: null }],
    vod_image_url: null,
    archive_type: 'none',
    archive: null,
    is_kirari_caption_ready: false,
    replayable_clip_ids: [],
    ...overrides,
  };
}

export function comment(overrides: Record<string, unknown> = {}) {
  return {
    created_time: '2026-03-01T10:01:00Z',
    post_id: 100,
    from: { asid: null, group_stream_name: null, provider: 'kirari', name: 'Hana', id: 7 },
    source: 'liveweb',
    comment_id: 'c-1',
    message: 'A1 +1',
    highlight: false,
    ...overrides,
  };
}
