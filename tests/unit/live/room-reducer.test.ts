import { describe, expect, it } from '@jest/globals';
import { COMMENT_CAP, displayStatusOf, initialRoomState, isViewerBlocked, roomReducer, stageOf, type RoomEvent, type RoomState } from '@/lib/live/room';
import { NOTICE_LIMIT } from '@/lib/live/room/reducer';
import { NOW, comment, post, product, room } from './room-fixtures';

const apply = (state: RoomState, ...events: RoomEvent[]) => events.reduce((s, event) => roomReducer(s, { type: 'realtime', event }), state);
const poll = { id: 5, post_id: 9001, title: '色', status: 'processing' as const, options: [{ index: 0, value: '赤', count: 1, percentage: 100 }] };
const announcement = (name: string) => ({ userId: 1, userType: 'user' as const, userName: name, pnId: null });
const cartNotice = (userName: string) => ({
  type: 'cart.notification' as const,
  notification: { user_id: 7, user_name: userName, comment_id: 'c', event_id: 'e', skus: [{ sku_name: 'S', product_name: 'P', quantity: 1, image_url: null }] },
});

describe('initialRoomState', () => {
  it('sorts products by pivot.order and hides deleted ones; keeps comments, pins, blacklist and viewer', () => {
    const state = room();
    expect(state.products.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(state.visibleComments.map((c) => c.comment_id)).toEqual(['c-1', 'c-2']);
    expect(state.pins).toHaveLength(1);
    expect(state.blocked).toEqual(['user:1002']);
    expect(state).toMatchObject({ stage: 'streaming', displayStatus: 'live', mode: 'live', kicked: false, draw: { status: 'idle' } });
  });

  it('treats a live_stopped post with a future replay_expired_at as a replay (live_replay)', () => {
    const replay = room({ post: post({ live: false, live_status: 'live_stopped' }) });
    expect(replay).toMatchObject({ displayStatus: 'live_replay', mode: 'replay', stage: 'end' });
    const expired = room({ post: post({ live: false, live_status: 'live_stopped', replay_expired_at: new Date(NOW - 1).toISOString() }) });
    expect(expired).toMatchObject({ displayStatus: 'live_stopped', mode: 'live' });
    expect(displayStatusOf({ live_status: 'live_stopped', replay_expired_at: null }, NOW)).toBe('live_stopped');
  });

  it('derives the stage: waiting with an upcoming time, unpublished without, streaming while live', () => {
    expect(stageOf({ live_status: 'unpublished', upcoming_at: '2026-12-01T00:00:00Z' })).toBe('waiting');
    expect(stageOf({ live_status: 'unpublished', upcoming_at: null })).toBe('unpublished');
    expect(stageOf({ live_status: 'live', upcoming_at: null })).toBe('streaming');
  });

  it('removes the post’s hidden comments from what is shown', () => {
    const state = room({ post: post({ hidden_comments: ['c-2'] }) });
    expect(state.visibleComments.map((c) => c.comment_id)).toEqual(['c-1']);
    expect(state.comments).toHaveLength(2);
  });
});

describe('roomReducer: comments', () => {
  it('appends a live comment once (a repeated delivery is ignored)', () => {
    const state = apply(room(), { type: 'comment', comment: comment(3) }, { type: 'comment', comment: comment(3) });
    expect(state.visibleComments.map((c) => c.comment_id)).toEqual(['c-1', 'c-2', 'c-3']);
  });

  it('a comment the room has (the entry’s snapshot, replayed by the subscription) leaves the state as it is', () => {
    const state = room();
    expect(apply(state, { type: 'comment', comment: comment(2, { message: 'replayed' }) })).toBe(state);
  });

  it('keeps at most 1000 comments, dropping the oldest', () => {
    let state = room({ comments: [] });
    for (let n = 1; n <= COMMENT_CAP + 5; n += 1) state = apply(state, { type: 'comment', comment: comment(n) });
    expect(state.comments).toHaveLength(COMMENT_CAP);
    expect(state.comments[0].comment_id).toBe('c-6');
    expect(state.visibleComments).toBe(state.comments);
  });

  it('comment.hide removes a comment and records it in hidden_comments; comment.show brings it back in place', () => {
    const hidden = apply(room(), { type: 'comment.hide', commentId: 'c-1' });
    expect(hidden.visibleComments.map((c) => c.comment_id)).toEqual(['c-2']);
    expect(hidden.post.hidden_comments).toEqual(['c-1']);
    expect(apply(hidden, { type: 'comment.hide', commentId: 'c-1' })).toBe(hidden);
    const shown = apply(hidden, { type: 'comment.show', commentId: 'c-1' });
    expect(shown.visibleComments.map((c) => c.comment_id)).toEqual(['c-1', 'c-2']);
    expect(shown.hiddenComments).toEqual([]);
  });

  it('a comment hidden before it arrives stays hidden', () => {
    const state = apply(room(), { type: 'comment.hide', commentId: 'c-9' }, { type: 'comment', comment: comment(9) });
    expect(state.visibleComments.map((c) => c.comment_id)).not.toContain('c-9');
  });

  it('comments.loaded after a reconnect merges without duplicates, in time order', () => {
    const live = apply(room({ comments: [comment(1)] }), { type: 'comment', comment: comment(4) });
    const state = roomReducer(live, { type: 'comments.loaded', comments: [comment(1), comment(2), comment(3)] });
    expect(state.visibleComments.map((c) => c.comment_id)).toEqual(['c-1', 'c-2', 'c-3', 'c-4']);
  });
});

describe('roomReducer: blacklist and kick', () => {
  it('blacklist.comment.block / unblock change the blocked set', () => {
    const blocked = apply(room(), { type: 'blacklist.comment.block', target: { id: 1001, type: 'user', name: 'はなこ' } });
    expect(blocked.blocked).toEqual(['user:1002', 'user:1001']);
    expect(isViewerBlocked(blocked)).toBe(true);
    const unblocked = apply(blocked, { type: 'blacklist.comment.unblock', target: { id: 1001, type: 'user', name: null } });
    expect(isViewerBlocked(unblocked)).toBe(false);
    // A guest with the same number is a different viewer.
    expect(isViewerBlocked(apply(room(), { type: 'blacklist.comment.block', target: { id: 1001, type: 'guest', name: null } }))).toBe(false);
  });

  it('blacklist.loaded replaces the set', () => {
    expect(roomReducer(room(), { type: 'blacklist.loaded', entries: [{ id: 80009, type: 'guest' }] }).blocked).toEqual(['guest:80009']);
  });

  it('live.watched with this viewer’s id and another session’s fingerprint kicks; the same fingerprint or another user does not', () => {
    expect(apply(room(), { type: 'live.watched', userId: 1001, userType: 'user', fingerprint: 'token-b' })).toMatchObject({ kicked: true, stage: 'end' });
    expect(apply(room(), { type: 'live.watched', userId: '1001', userType: 'user', fingerprint: 'token-a' }).kicked).toBe(false);
    expect(apply(room(), { type: 'live.watched', userId: 1002, userType: 'user', fingerprint: 'token-b' }).kicked).toBe(false);
    expect(apply(room(), { type: 'live.watched', userId: 1001, userType: 'guest', fingerprint: 'token-b' }).kicked).toBe(false);
    const ghost = room({ viewer: { type: 'ghost', id: null, fingerprint: null } });
    expect(apply(ghost, { type: 'live.watched', userId: 1001, userType: 'user', fingerprint: 'x' }).kicked).toBe(false);
  });
});

describe('roomReducer: products', () => {
  it('products.salable_status marks a product sold out', () => {
    const state = apply(room(), { type: 'products.salable_status', productId: 2, salableStatus: 'sold_out' });
    expect(state.products.find((p) => p.id === 2)?.salable_status).toBe('sold_out');
    expect(apply(state, { type: 'products.salable_status', productId: 99, salableStatus: 'on_sell' })).toBe(state);
  });

  it('sku.sold sets the SKU’s stock, sums the product, and sells it out at zero', () => {
    let state = apply(room(), { type: 'sku.sold', skuId: 11, productId: 1, quantity: 1, availableQuantity: 2 });
    expect(state.products[0].skus[0].available_quantity).toBe(2);
    expect(state.products[0].available_quantity).toBe(4);
    state = apply(state, { type: 'sku.sold', skuId: 11, productId: null, quantity: 2, availableQuantity: null }, { type: 'sku.sold', skuId: 12, productId: 1, quantity: 5, availableQuantity: null });
    expect(state.products[0]).toMatchObject({ available_quantity: 0, salable_status: 'sold_out' });
    expect(apply(state, { type: 'sku.sold', skuId: 999, productId: null, quantity: 1, availableQuantity: null })).toBe(state);
  });

  it('products.selling marks the product being presented', () => {
    expect(apply(room(), { type: 'products.selling', productId: 2 }).sellingProductId).toBe(2);
  });

  it('products.changed with a list replaces it (sorted, deleted hidden); without one leaves it for the refetch', () => {
    const state = apply(room(), { type: 'products.changed', products: [product(9, 2), product(8, 1), product(7, 0, { status: 'deleted' })] });
    expect(state.products.map((p) => p.id)).toEqual([8, 9]);
    const same = room();
    expect(apply(same, { type: 'products.changed', products: null })).toBe(same);
  });

  it('products.loaded and post.loaded refresh the list', () => {
    expect(roomReducer(room(), { type: 'products.loaded', products: [product(5, 1)] }).products.map((p) => p.id)).toEqual([5]);
    const loaded = roomReducer(room(), { type: 'post.loaded', post: post({ products: [product(6, 1)], hidden_comments: ['c-1'], title: '新' }), now: NOW });
    expect(loaded.products.map((p) => p.id)).toEqual([6]);
    expect(loaded.post.title).toBe('新');
    expect(loaded.visibleComments.map((c) => c.comment_id)).toEqual(['c-2']);
  });
});

describe('roomReducer: lifecycle', () => {
  it('live.stopped ends the stage and stops the post; with a clock it decides live_replay', () => {
    const stopped = apply(room(), { type: 'live.stopped' });
    expect(stopped).toMatchObject({ stage: 'end', displayStatus: 'live_replay', post: { live: false, live_status: 'live_stopped' } });
    const noReplay = roomReducer(room({ post: post({ replay_expired_at: null }) }), { type: 'realtime', event: { type: 'live.stopped' }, now: NOW });
    expect(noReplay.displayStatus).toBe('live_stopped');
    const expired = roomReducer(room(), { type: 'realtime', event: { type: 'live.stopped' }, now: NOW + 2 * 86_400_000 });
    expect(expired.displayStatus).toBe('live_stopped');
  });

  it('live.started marks the room as starting (the reload is an effect)', () => {
    const waiting = room({ post: post({ live: false, live_status: 'unpublished', upcoming_at: '2026-12-01T00:00:00Z' }) });
    expect(waiting.stage).toBe('waiting');
    expect(apply(waiting, { type: 'live.started' }).starting).toBe(true);
  });

  it('a refetched post does not reopen an ended stage unless it is live again', () => {
    const ended = apply(room(), { type: 'live.stopped' });
    expect(roomReducer(ended, { type: 'post.loaded', post: post({ live_status: 'unpublished' }), now: NOW }).stage).toBe('end');
    expect(roomReducer(ended, { type: 'post.loaded', post: post(), now: NOW }).stage).toBe('streaming');
  });

  it('stage.set and connection statuses', () => {
    expect(roomReducer(room(), { type: 'stage.set', stage: 'end' }).stage).toBe('end');
    expect(roomReducer(room(), { type: 'connection', status: 'reconnected' }).connection).toBe('reconnected');
  });
});

describe('roomReducer: counters', () => {
  it('viewers.number keeps the last known online and unique counts', () => {
    const state = apply(room(), { type: 'viewers.number', online: 12, unique: 40 }, { type: 'viewers.number', online: 13, unique: null });
    expect(state.viewers).toEqual({ online: 13, unique: 40 });
  });

  it('summary.like and summary.comment', () => {
    expect(apply(room(), { type: 'summary.like', count: 300 }, { type: 'summary.comment', count: 9 }).summary).toEqual({ like: 300, comment: 9 });
  });
});

describe('roomReducer: banners', () => {
  it('buyer.joined, buyer.shared and cart notifications queue welcome, shared and cart banners', () => {
    const state = apply(room(), { type: 'buyer.joined', announcement: announcement('はなこ') }, { type: 'buyer.shared', announcement: announcement('ゆき') }, cartNotice('まさ'));
    expect(state.banners.map((b) => [b.kind, b.name])).toEqual([
      ['welcome', 'はなこ'],
      ['shared', 'ゆき'],
      ['cart', 'まさ'],
    ]);
    expect(state.banners[2].skus).toHaveLength(1);
    expect(new Set(state.banners.map((b) => b.id)).size).toBe(3);
  });

  it('honours the banner flags', () => {
    const off = room({ config: { cartBanner: false, sharedBanner: false, welcomeBanner: false } });
    const state = apply(off, { type: 'buyer.joined', announcement: announcement('a') }, { type: 'buyer.shared', announcement: announcement('b') }, cartNotice('c'));
    expect(state.banners).toEqual([]);
  });

  it('drops banners whose name matches the banned words when filtering is on', () => {
    const filtered = apply(room({ config: { dirtyWord: true } }), { type: 'buyer.joined', announcement: announcement('FUCK') }, { type: 'buyer.joined', announcement: announcement('はなこ') });
    expect(filtered.banners.map((b) => b.name)).toEqual(['はなこ']);
    const unfiltered = apply(room({ config: { dirtyWord: false } }), { type: 'buyer.joined', announcement: announcement('FUCK') });
    expect(unfiltered.banners).toHaveLength(1);
  });

  it('banner.shift removes the banner shown, and only that one', () => {
    const state = apply(room(), { type: 'buyer.joined', announcement: announcement('a') }, { type: 'buyer.joined', announcement: announcement('b') });
    const [first, second] = state.banners;
    const shifted = roomReducer(state, { type: 'banner.shift', id: first.id });
    expect(shifted.banners).toEqual([second]);
    expect(roomReducer(shifted, { type: 'banner.shift', id: first.id })).toBe(shifted);
  });
});

describe('roomReducer: polls, pins, coupons, draws', () => {
  it('poll.show shows, poll.result updates, poll.ended finishes, poll.hidden hides', () => {
    let state = apply(room(), { type: 'poll.show', poll });
    expect(state.poll).toMatchObject({ id: 5, visible: true, status: 'processing' });
    state = apply(state, { type: 'poll.result', poll: { ...poll, options: [{ index: 0, value: '赤', count: 4, percentage: 100 }] } });
    expect(state.poll?.options[0].count).toBe(4);
    state = apply(state, { type: 'poll.ended', poll: { ...poll, status: 'processing' } });
    expect(state.poll).toMatchObject({ status: 'done', visible: true });
    state = apply(state, { type: 'poll.hidden', pollId: 5 });
    expect(state.poll?.visible).toBe(false);
    expect(apply(state, { type: 'poll.hidden', pollId: 6 })).toBe(state);
  });

  it('a room entered during a poll starts with it on screen, its counts shown once any were counted', () => {
    expect(room({ poll }).poll).toMatchObject({ id: 5, visible: true, results: true });
    expect(room({ poll: { ...poll, options: [{ index: 0, value: '赤', count: 0, percentage: 0 }] } }).poll).toMatchObject({ visible: true, results: false });
    expect(room({ poll: null }).poll).toBeNull();
    expect(initialRoomState({ post: post(), now: NOW }).poll).toBeNull();
  });

  it('poll.loaded after a reconnect: shows the poll on screen with counts worth showing, or hides a poll that went in the gap', () => {
    const fresh = roomReducer(room(), { type: 'poll.loaded', poll: { ...poll, options: [{ index: 0, value: '赤', count: 0, percentage: 0 }] } });
    expect(fresh.poll).toMatchObject({ id: 5, visible: true, results: false });
    // A result or the end published during the gap: counts show.
    expect(roomReducer(fresh, { type: 'poll.loaded', poll }).poll).toMatchObject({ visible: true, results: true });
    expect(roomReducer(room(), { type: 'poll.loaded', poll: { ...poll, status: 'done', options: [{ index: 0, value: '赤', count: 0, percentage: 0 }] } }).poll?.results).toBe(true);
    // The results the room already showed stay shown.
    const shown = apply(room(), { type: 'poll.result', poll });
    expect(roomReducer(shown, { type: 'poll.loaded', poll: { ...poll, options: [{ index: 0, value: '赤', count: 0, percentage: 0 }] } }).poll?.results).toBe(true);
    // poll.hidden was lost: the poll goes; with none on screen, nothing changes.
    expect(roomReducer(shown, { type: 'poll.loaded', poll: null }).poll?.visible).toBe(false);
    const none = room();
    expect(roomReducer(none, { type: 'poll.loaded', poll: null })).toBe(none);
  });

  it('pin.message.changed replaces the pins, or adds, updates and removes one', () => {
    const pin = { id: 2, post_id: 9001, comment_id: 'c-2', message: 'new', unpinned_at: null };
    expect(apply(room(), { type: 'pin.message.changed', pins: [pin], replace: true }).pins).toEqual([pin]);
    const added = apply(room(), { type: 'pin.message.changed', pins: [pin], replace: false });
    expect(added.pins.map((p) => p.id)).toEqual([1, 2]);
    const removed = apply(added, { type: 'pin.message.changed', pins: [{ ...pin, unpinned_at: '2026-11-21T11:00:00Z' }], replace: false });
    expect(removed.pins.map((p) => p.id)).toEqual([1]);
  });

  it('coupon.distribute adds a coupon, coupon.status_changed updates it', () => {
    const coupon = { id: 3101, name: 'c', amount: 500, couponType: 'code' as const, applyCode: 'X', url: null, staySeconds: null, acquireFrequency: null, status: 'ongoing' as const };
    let state = apply(room(), { type: 'coupon.distribute', coupon }, { type: 'coupon.distribute', coupon });
    expect(state.coupons).toHaveLength(1);
    state = apply(state, { type: 'coupon.status_changed', couponId: 3101, status: 'expired' });
    expect(state.coupons[0].status).toBe('expired');
    expect(apply(state, { type: 'coupon.status_changed', couponId: 1, status: 'expired' })).toBe(state);
  });

  it('draw.processing shows a draw in progress, draw.ended closes it, draw.published shows the result', () => {
    let state = apply(room(), { type: 'draw.processing', drawId: 7, title: '福袋抽選' });
    expect(state.draw).toEqual({ status: 'processing', drawId: 7, title: '福袋抽選' });
    state = apply(state, { type: 'draw.ended', drawId: 7, title: null });
    expect(state.draw).toEqual({ status: 'ended', drawId: 7, title: '福袋抽選' });
    state = apply(state, { type: 'draw.published', drawId: 7, title: null, winners: [{ id: 1001, name: 'はなこ' }] });
    expect(state.draw).toEqual({ status: 'published', drawId: 7, title: '福袋抽選', winners: [{ id: 1001, name: 'はなこ' }] });
  });
});

describe('roomReducer: events with effects only, and local actions', () => {
  it('leaves the state alone for force.refresh, animations, failed comments and ignored events', () => {
    const state = room();
    const events: RoomEvent[] = [
      { type: 'force.refresh', seconds: 5 },
      { type: 'like-animation', icon: 'heart', count: 1, pnId: null },
      { type: 'custom-animation', icon: 'custom', count: 1, pnId: null },
      { type: 'seasonal-animation', icon: 'xmas', count: 1, pnId: null },
      { type: 'comment.failed', failure: { reason: 'not_on_sale', comment_id: 'c', user_id: 1001, event_id: 'e' } },
      { type: 'ignored', name: 'url.sent', data: {} },
    ];
    expect(apply(state, ...events)).toBe(state);
  });

  it('local comment failures become notices (at most a few), dismissable', () => {
    let state = room();
    for (let n = 0; n < NOTICE_LIMIT + 2; n += 1) state = roomReducer(state, { type: 'comment.local-failure', name: 'はなこ', message: `m${n}`, reason: 'banned_word' });
    expect(state.notices).toHaveLength(NOTICE_LIMIT);
    expect(state.notices.at(-1)).toMatchObject({ name: 'はなこ', message: `m${NOTICE_LIMIT + 1}`, reason: 'banned_word' });
    const id = state.notices[0].id;
    expect(roomReducer(state, { type: 'notice.dismiss', id }).notices.map((n) => n.id)).not.toContain(id);
  });

  it('viewer.changed and config.changed update what later events are judged by', () => {
    const state = roomReducer(roomReducer(room(), { type: 'viewer.changed', viewer: { fingerprint: 'token-b' } }), { type: 'config.changed', config: { welcomeBanner: false } });
    expect(apply(state, { type: 'live.watched', userId: 1001, userType: 'user', fingerprint: 'token-b' }).kicked).toBe(false);
    expect(apply(state, { type: 'buyer.joined', announcement: announcement('a') }).banners).toEqual([]);
  });

  it('initialRoomState accepts products apart from the post', () => {
    expect(initialRoomState({ post: post(), products: [product(8, 1)], now: NOW }).products.map((p) => p.id)).toEqual([8]);
  });
});
