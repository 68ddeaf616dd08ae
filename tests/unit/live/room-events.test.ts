import { describe, expect, it } from '@jest/globals';
import { HANDLED_EVENT_NAMES, IGNORED_EVENT_NAMES, parseRoomEvent, type HandledEventName, type RoomEvent } from '@/lib/live/room';
import { comment } from './room-fixtures';

const poll = { id: 5, post_id: 9001, title: '好きな色は？', status: 'processing', options: [{ index: 0, value: '赤', count: 3, percentage: 60 }, { index: 1, value: '青', count: 2, percentage: 40 }] };

/** One wire body per handled notification event, and what it parses to. */
const CASES: Record<HandledEventName, { data: unknown; expected: RoomEvent }> = {
  'products.selling': { data: { product_id: 101 }, expected: { type: 'products.selling', productId: 101 } },
  'products.changed': { data: {}, expected: { type: 'products.changed', products: null } },
  'draw.processing': { data: { draw_id: 7, title: '抽選' }, expected: { type: 'draw.processing', drawId: 7, title: '抽選' } },
  'draw.ended': { data: { draw_id: 7 }, expected: { type: 'draw.ended', drawId: 7, title: null } },
  'draw.published': {
    data: { draw_id: 7, winners: [{ id: 1001, name: 'はなこ' }, { bad: true }] },
    expected: { type: 'draw.published', drawId: 7, title: null, winners: [{ id: 1001, name: 'はなこ' }] },
  },
  'buyer.joined': {
    data: { user_id: 1001, user_type: 'user', user_name: 'はなこ', pn_id: 'pn-1' },
    expected: { type: 'buyer.joined', announcement: { userId: 1001, userType: 'user', userName: 'はなこ', pnId: 'pn-1' } },
  },
  'buyer.shared': {
    data: { user_id: '80001', user_type: 'guest', user_name: 'ゆき' },
    expected: { type: 'buyer.shared', announcement: { userId: 80001, userType: 'guest', userName: 'ゆき', pnId: null } },
  },
  'live.started': { data: { post_id: 9001 }, expected: { type: 'live.started' } },
  'live.stopped': { data: null, expected: { type: 'live.stopped' } },
  'force.refresh': { data: { seconds: '5' }, expected: { type: 'force.refresh', seconds: 5 } },
  'like-animation': { data: { icon_type: 'heart', count: 3, pn_id: 'x' }, expected: { type: 'like-animation', icon: 'heart', count: 3, pnId: 'x' } },
  'custom-animation': { data: { count: 2 }, expected: { type: 'custom-animation', icon: 'custom', count: 2, pnId: null } },
  'seasonal-animation': { data: { icon_type: 'sakura', count: 1 }, expected: { type: 'seasonal-animation', icon: 'sakura', count: 1, pnId: null } },
  'comment.hide': { data: { comment_id: 'c-1' }, expected: { type: 'comment.hide', commentId: 'c-1' } },
  'comment.show': { data: { comment_id: 'c-1' }, expected: { type: 'comment.show', commentId: 'c-1' } },
  'products.salable_status': {
    data: { product_id: 101, salable_status: 'sold_out' },
    expected: { type: 'products.salable_status', productId: 101, salableStatus: 'sold_out' },
  },
  'sku.sold': {
    data: { sku_id: 1011, product_id: 101, quantity: 2, available_quantity: 8 },
    expected: { type: 'sku.sold', skuId: 1011, productId: 101, quantity: 2, availableQuantity: 8 },
  },
  'live.watched': { data: { user_id: 1001, fingerprint: 'other' }, expected: { type: 'live.watched', userId: 1001, userType: 'user', fingerprint: 'other' } },
  'blacklist.comment.block': {
    data: { id: 80009, type: 'guest', name: '荒らし' },
    expected: { type: 'blacklist.comment.block', target: { id: 80009, type: 'guest', name: '荒らし' } },
  },
  'blacklist.comment.unblock': { data: { id: 1002 }, expected: { type: 'blacklist.comment.unblock', target: { id: 1002, type: 'user', name: null } } },
  'poll.show': { data: poll, expected: { type: 'poll.show', poll: poll as never } },
  'poll.result': { data: { poll }, expected: { type: 'poll.result', poll: poll as never } },
  'poll.ended': { data: { ...poll, status: 'done' }, expected: { type: 'poll.ended', poll: { ...poll, status: 'done' } as never } },
  'poll.hidden': { data: { id: 5 }, expected: { type: 'poll.hidden', pollId: 5 } },
  'pin.message.changed': {
    data: { pinned_messages: [{ id: 2, post_id: 9001, comment_id: 'c-2', message: '送料無料', unpinned_at: null }] },
    expected: { type: 'pin.message.changed', replace: true, pins: [{ id: 2, post_id: 9001, comment_id: 'c-2', message: '送料無料', unpinned_at: null }] },
  },
  'coupon.distribute': {
    data: { id: 3101, name: 'はじめて', amount: 500, coupon_type: 'code', apply_code: 'WELCOME', stay_seconds: 60, acquire_frequency: 1 },
    expected: {
      type: 'coupon.distribute',
      coupon: { id: 3101, name: 'はじめて', amount: 500, couponType: 'code', applyCode: 'WELCOME', url: null, staySeconds: 60, acquireFrequency: 1, status: 'ongoing' },
    },
  },
  'coupon.status_changed': { data: { id: 3101, acquire_status: 'interrupted' }, expected: { type: 'coupon.status_changed', couponId: 3101, status: 'interrupted' } },
  'summary.like': { data: { count: 120 }, expected: { type: 'summary.like', count: 120 } },
  'summary.comment': { data: { count: 8 }, expected: { type: 'summary.comment', count: 8 } },
  'viewers.number': { data: { count: 12, unique: 40 }, expected: { type: 'viewers.number', online: 12, unique: 40 } },
};

describe('parseRoomEvent: every handled event type', () => {
  it('has a case for each handled name', () => {
    expect(Object.keys(CASES).sort()).toEqual([...HANDLED_EVENT_NAMES].sort());
  });

  it.each(Object.entries(CASES))('%s', (name, { data, expected }) => {
    expect(parseRoomEvent('notification|9001', { name, data })).toEqual({ event: expected, reason: null });
  });

  it('decodes a body sent as a JSON string, and a whole message sent as one', () => {
    expect(parseRoomEvent('notification|9001', { name: 'viewers.number', data: '{"count":3}' }).event).toEqual({ type: 'viewers.number', online: 3, unique: null });
    expect(parseRoomEvent('notification|9001', '{"name":"summary.like","data":{"count":1}}').event).toEqual({ type: 'summary.like', count: 1 });
  });
});

describe('parseRoomEvent: channels', () => {
  it('reads a comment on the comment channel, keeping the cart-success shape', () => {
    const plain = comment(1);
    expect(parseRoomEvent('comment|9001', { name: 'comment', data: plain })).toEqual({ event: { type: 'comment', comment: plain }, reason: null });
    const cart = { ...comment(2), cart_success: true, skus: [{ sku_name: 'S', product_name: 'P', quantity: 1, image_url: null }] };
    expect(parseRoomEvent('comment|9001', { name: 'comment', data: cart }).event).toEqual({ type: 'comment', comment: cart });
  });

  it('reads any message on the comment-failed channel as a failed comment', () => {
    const data = { reason: 'not_on_sale', comment_id: 'c', user_id: 1001, event_id: 'e' };
    expect(parseRoomEvent('comment-failed|9001', { name: 'whatever', data }).event).toEqual({ type: 'comment.failed', failure: data });
  });

  it('reads any message on the cart channel as a cart notification', () => {
    const data = { user_id: 1001, user_name: 'はなこ', comment_id: 'c', event_id: 'e', skus: [{ sku_name: 'S', product_name: 'P', quantity: 2, image_url: 'http://x/y.svg' }] };
    expect(parseRoomEvent('cart|9001', { name: 'cart.added', data }).event).toEqual({ type: 'cart.notification', notification: data });
  });

  it('parses the ignored events without acting on them', () => {
    for (const name of IGNORED_EVENT_NAMES) {
      expect(parseRoomEvent('notification|9001', { name, data: { any: 1 } }).event).toEqual({ type: 'ignored', name, data: { any: 1 } });
    }
  });
});

describe('parseRoomEvent: bad input gives null and a reason', () => {
  it.each([
    ['a non-object message', 'notification|1', 42],
    ['null', 'notification|1', null],
    ['no name', 'notification|1', { data: {} }],
    ['an unknown event', 'notification|1', { name: 'nope', data: {} }],
    ['a comment without id', 'comment|1', { name: 'comment', data: { message: 'x', from: { id: 1 } } }],
    ['a comment without sender', 'comment|1', { name: 'comment', data: { comment_id: 'c', message: 'x' } }],
    ['a failed comment with an unknown reason', 'comment-failed|1', { name: 'x', data: { reason: 'other', user_id: 1 } }],
    ['a cart notification without skus', 'cart|1', { name: 'x', data: { user_id: 1 } }],
    ['a salable status out of the list', 'notification|1', { name: 'products.salable_status', data: { product_id: 1, salable_status: 'gone' } }],
    ['a sku.sold without sku', 'notification|1', { name: 'sku.sold', data: {} }],
    ['an animation with a wrong icon', 'notification|1', { name: 'seasonal-animation', data: { icon_type: 'heart', count: 1 } }],
    ['an animation with a bad count', 'notification|1', { name: 'like-animation', data: { count: 'many' } }],
    ['a live.watched without fingerprint', 'notification|1', { name: 'live.watched', data: { user_id: 1 } }],
    ['a live.watched with a bearer token instead of a fingerprint', 'notification|1', { name: 'live.watched', data: { user_id: 1, token: 'eyJ.a.b' } }],
    ['a poll without options', 'notification|1', { name: 'poll.show', data: { id: 1, status: 'init' } }],
    ['viewers without numbers', 'notification|1', { name: 'viewers.number', data: { count: -1 } }],
    ['a hide without comment id', 'notification|1', { name: 'comment.hide', data: 'x' }],
    ['a negative summary', 'notification|1', { name: 'summary.like', data: { count: -2 } }],
    ['a coupon status without status', 'notification|1', { name: 'coupon.status_changed', data: { id: 1 } }],
  ])('%s', (_label, channel, message) => {
    const parsed = parseRoomEvent(channel, message);
    expect(parsed.event).toBeNull();
    expect(parsed.reason).toEqual(expect.any(String));
  });
});
