import { describe, expect, it } from '@jest/globals';
import type { Result } from '@/lib/api/result';
import { buildSnapshot, readableCartItems } from '@/lib/cart/snapshot';
import { dataList, dataRecord, dataWithId, entriesWithIds, idOf, pagesOf, stringOf } from '@/lib/format/field';
import { oauthType } from '@/lib/identity/viewer';
import { pricingOutcome } from '@/lib/cart/outcomes';
import { collectReplayList, readablePosts, toReplayListItem } from '@/lib/live/replay-list';
import { cartQuantity, outcomeOf } from '@/lib/market/add-to-cart';
import { freightOutcomeOf } from '@/lib/member/freight-outcome';
import { mySubscriptionsOf } from '@/lib/member/my-subscriptions';
import { orderNumber } from '@/lib/order/status';
import { collectCatalogue } from '@/lib/market/catalogue';
import { readableProducts } from '@/lib/market/product-card';
import { summarize } from '@/lib/market/product-detail';
import { profileDraftOf } from '@/lib/member/profile-form';
import { profileSummaryOf } from '@/lib/member/profile-view';
import { orderPager, readableOrderPage } from '@/lib/order/list-query';
import { threadOutcomeOf } from '@/lib/order/thread';
import type { OrderMessagesAnswer, VodPost } from '@/lib/schemas';
import { roomDescription } from '@/lib/seo/live-room';
import { breakTypes } from '@/platform/faults';
import { cartItem } from '../cart/fixtures';
import { makeOrder } from '../order/fixtures';
import { product } from '../market/fixtures';

/**
 * A mismatched answer reaches its consumers unchanged (commerce §5): the client reports it and
 * returns the body. These are the answers the platform's fault modes send (an empty body reads as
 * null; `malformed` is breakTypes of the real answer), and what each reader makes of them: the
 * usable part, or null for the page's own failure state, never a throw.
 */

// Deliberately wrong shapes, as a mismatched answer carries them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the point is to bypass the types
const wrong = (value: unknown): any => value;
const malformed = <T>(value: T): T => breakTypes(value) as T;

describe('envelope readers', () => {
  it('read the data envelope only when it has its type', () => {
    expect(dataRecord({ data: { id: 1 } })).toEqual({ id: 1 });
    expect([dataRecord(null), dataRecord(wrong('<html>')), dataRecord(wrong({})), dataRecord(wrong({ data: [] })), dataRecord(wrong({ data: 3 }))]).toEqual([null, null, null, null, null]);
    expect(dataList({ data: [1] })).toEqual([1]);
    expect([dataList(null), dataList(wrong({ data: {} })), dataList(wrong([1]))]).toEqual([null, null, null]);
    expect(dataWithId({ data: { id: 9001 } })).toEqual({ id: 9001 });
    expect([dataWithId(wrong({ data: { id: '#9001' } })), dataWithId(wrong({ data: { id: 0 } })), dataWithId(null)]).toEqual([null, null, null]);
  });

  it('keep entries with an id, and tell nothing readable from an empty list', () => {
    expect(entriesWithIds(wrong([{ id: 1 }, { id: '#2' }, null, 3]))).toEqual([{ id: 1 }]);
    expect(entriesWithIds([])).toEqual([]);
    expect(entriesWithIds(wrong([{ id: '#1' }]))).toBeNull();
    expect(entriesWithIds(wrong({}))).toBeNull();
    expect([idOf(3), idOf('#3'), idOf(-1), idOf(1.5), idOf(Number.MAX_VALUE)]).toEqual([3, null, null, null, null]);
    expect([stringOf(' a '), stringOf(5), stringOf({})]).toEqual([' a ', '', '']);
  });

  it('read page numbers as positive integers, else 1', () => {
    expect(pagesOf({ meta: { current_page: 2, last_page: 5 } })).toEqual({ page: 2, lastPage: 5 });
    expect(pagesOf(wrong({ meta: { current_page: '#2', last_page: {} } }))).toEqual({ page: 1, lastPage: 1 });
    expect(pagesOf(null)).toEqual({ page: 1, lastPage: 1 });
  });
});

describe('order list', () => {
  const answer = {
    data: [makeOrder({ id: 7001 })],
    links: { first: 'https://api.example/o?page=1', last: 'https://api.example/o?page=2', prev: null, next: 'https://api.example/o?page=2' },
    meta: { current_page: 1, from: 1, last_page: 2, path: '', per_page: 10, to: 1, total: 2, status_counts: { unpaid: 1, undelivered: 0, completed: 1, canceled: 0 } },
  };

  it('reads a good answer whole', () => {
    const page = readableOrderPage(answer);
    expect(page?.orders.map((order) => order.id)).toEqual([7001]);
    expect(page?.counts).toEqual(answer.meta.status_counts);
    expect(page && orderPager('demo', null, page.pageInfo)?.nextHref).toBe('/demo/order?page=2');
  });

  it('has nothing to show for an empty body, a malformed answer or a list of another type', () => {
    expect(readableOrderPage(null)).toBeNull();
    expect(readableOrderPage(malformed(answer))).toBeNull();
    expect(readableOrderPage(wrong({ ...answer, data: {} }))).toBeNull();
  });

  it('keeps the readable orders when meta and links are broken', () => {
    const page = readableOrderPage(wrong({ ...answer, meta: 4, links: { prev: {}, next: 12 } }));
    expect(page?.orders).toHaveLength(1);
    expect(page?.counts).toBeNull();
    expect(page && orderPager('demo', null, page.pageInfo)).toBeNull();
  });
});

describe('order thread', () => {
  const good: OrderMessagesAnswer = { data: [{ id: 1, order_id: 50002, role: 'buyer', message: 'hi', created_at: '2026-11-20T03:04:05Z', user: null }] };
  const ok = (data: unknown): Result<OrderMessagesAnswer> => ({ ok: true, data: wrong(data) });

  it('is the thread error for an empty body, a malformed answer or an object for the list', () => {
    expect(threadOutcomeOf(ok(null), 'Asia/Tokyo')).toEqual({ kind: 'error', message: null });
    expect(threadOutcomeOf(ok(malformed(good)), 'Asia/Tokyo')).toEqual({ kind: 'error', message: null });
    expect(threadOutcomeOf(ok({ data: {} }), 'Asia/Tokyo')).toEqual({ kind: 'error', message: null });
  });

  it('shows the readable messages and an empty thread as empty', () => {
    expect(threadOutcomeOf(ok({ data: [...good.data, { id: 2, role: 3, message: 4 }] }), 'Asia/Tokyo')).toMatchObject({ kind: 'ok', messages: [{ id: 1, text: 'hi', author: null }] });
    expect(threadOutcomeOf(ok({ data: [] }), 'Asia/Tokyo')).toEqual({ kind: 'ok', messages: [] });
  });
});

describe('cart', () => {
  const answer = { data: { id: 6001, items: [cartItem({ id: 1, quantity: 2 })] }, trashed: [] };

  it('reads no cart yet as empty, and nothing readable as null', () => {
    expect(readableCartItems(wrong(answer))?.map((item) => item.id)).toEqual([1]);
    expect(readableCartItems({ data: null, trashed: [] })).toEqual([]);
    expect(readableCartItems(null)).toBeNull();
    expect(readableCartItems(malformed(wrong(answer)))).toBeNull();
    expect(readableCartItems(wrong({ data: { items: {} }, trashed: [] }))).toBeNull();
    expect(readableCartItems(wrong({ data: 'cart' }))).toBeNull();
  });

  it('builds a snapshot from a broken trashed list or status list without throwing', () => {
    const snapshot = buildSnapshot({ cart: wrong({ ...answer, trashed: {} }), statuses: wrong({}), timeZone: 'Asia/Tokyo' });
    expect(snapshot.lines.map((line) => line.id)).toEqual([1]);
    expect(snapshot.trashed).toEqual([]);
    expect(buildSnapshot({ cart: wrong(null), subscription: wrong('x'), statuses: null, timeZone: 'Asia/Tokyo' })).toEqual({ lines: [], trashed: [] });
  });

  it('counts the badge from readable quantities only', () => {
    expect(cartQuantity(wrong({ items: {} }))).toBe(0);
    expect(cartQuantity(wrong({ items: [{ quantity: '#2' }, null, { quantity: 3 }] }))).toBe(3);
    expect(cartQuantity(wrong('cart'))).toBe(0);
  });
});

describe('products', () => {
  it('lists the linkable products of an answer, or null when there are none to read', () => {
    expect(readableProducts({ data: [product({ id: 1 }), product({ id: 2, status: 'deleted' })] })?.map((p) => p.id)).toEqual([1]);
    expect(readableProducts({ data: [] })).toEqual([]);
    expect(readableProducts(null)).toBeNull();
    expect(readableProducts(wrong({ data: {} }))).toBeNull();
    expect(readableProducts(malformed({ data: [product({ id: 1 })] }))).toBeNull();
  });

  it('leaves the catalogue unknown for a page without a list', async () => {
    expect(await collectCatalogue(async () => ({ ok: true, data: wrong(null) }))).toBeNull();
    expect(await collectCatalogue(async () => ({ ok: true, data: wrong({ data: [product({ id: 1 })], meta: {} }) }))).toHaveLength(1);
  });

  it('summarizes only text', () => {
    expect(summarize(wrong(42))).toBe('');
    expect(summarize(' a \n b ')).toBe('a b');
  });
});

describe('profile', () => {
  const user = { first_name: 'Hana', last_name: 'Sato', nickname: 'h', email: 'h@example.com', phone_number: null, status: 'verified' as const, locale: 'ja', providers: [{ name: 'line' as const, avatar_url: null }] };

  it('starts the form empty for fields that are not text', () => {
    expect(profileDraftOf(wrong({ first_name: 4, last_name: 'Sato', nickname: {}, phone_number: 11, locale: 2 }))).toEqual({
      last_name: 'Sato',
      first_name: '',
      nickname: '',
      phone_number: '',
      locale: '',
    });
  });

  it('shows the card texts, a malformed profile as not set', () => {
    expect(profileSummaryOf(user)).toMatchObject({ fullName: 'Sato Hana', nickname: 'h', email: 'h@example.com', phone: null, verified: true, locale: 'ja', signIn: 'LINE' });
    expect(profileSummaryOf(malformed(wrong(user)))).toEqual({ fullName: '', nickname: null, email: '', phone: null, verified: false, locale: null, signIn: null, providers: [] });
  });

  it('has no sign-in provider in a list of another type', () => {
    expect(oauthType(wrong({ providers: {} }))).toBeNull();
    expect(oauthType(wrong({ providers: [null, { name: 'facebook' }] }))).toBe('facebook');
    expect(oauthType(wrong({ providers: [{ name: 4 }] }))).toBeNull();
  });
});

describe('room description', () => {
  it('treats a text of another type as absent', () => {
    expect(roomDescription(wrong(12), wrong(7), 'fallback')).toBe('fallback');
    expect(roomDescription(wrong(12), ' Soon ', 'fallback')).toBe('Soon');
    expect(roomDescription(' a\n b ', null, 'fallback')).toBe('a b');
  });
});

describe('answers of writes and helper reads', () => {
  const ok = <T>(data: unknown): Result<T> => ({ ok: true, data: wrong(data) });

  it('an add to cart: an empty answer confirms nothing, counts of another type read as none', () => {
    expect(outcomeOf(ok(null))).toEqual({ kind: 'error', message: null });
    expect(outcomeOf(ok({ data: { result: 5, added_quantity: '#2', request_quantity: '#2' } }), 3)).toEqual({ kind: 'added', full: false, added: 0, requested: 0, cartCount: 3 });
  });

  it('a pricing without its envelope is the general message', () => {
    expect(pricingOutcome(ok(null))).toEqual({ kind: 'error', message: null });
    expect(pricingOutcome(ok({ data: [] }))).toEqual({ kind: 'error', message: null });
  });

  it('shipping settings and the member’s subscriptions without a list are a failed read', () => {
    const format = { currency: 'JPY', locale: 'ja' };
    expect(freightOutcomeOf(ok(null), 'custom', format)).toEqual({ kind: 'failed' });
    expect(freightOutcomeOf(ok({ data: {} }), 'custom', format)).toEqual({ kind: 'failed' });
    expect(freightOutcomeOf(ok({ data: [] }), 'custom', format)).toEqual({ kind: 'notOffered' });
    const plans = { currency: 'JPY', timeZone: 'Asia/Tokyo' };
    expect(mySubscriptionsOf(ok(null), plans)).toEqual({ kind: 'failed', message: null });
    expect(mySubscriptionsOf(ok({ data: [{ id: '#4001' }] }), plans)).toEqual({ kind: 'failed', message: null });
  });

  it('the replay list: publications of another type, lists without posts to link', async () => {
    const post: VodPost = { id: 9001, title: 'Tea live', on_air: false, is_private: false, upcoming_at: null, started_at: null, replay: false, image_url: null, publications: [] };
    expect(toReplayListItem(wrong({ ...post, publications: {} })).isLiving).toBe(false);
    expect(toReplayListItem(wrong({ ...post, publications: [null, { live: 'no' }] })).isLiving).toBe(false);
    expect(readablePosts({ data: [post] })).toEqual([post]);
    expect(readablePosts(malformed({ data: [post] }))).toBeNull();
    expect(await collectReplayList(async () => ({ result: ok(null), readAt: 0 }))).toBeNull();
    expect(await collectReplayList(async () => ({ result: ok({ data: [post], meta: null }), readAt: 0 }))).toHaveLength(1);
  });

  it('an order number is its slug when that is text, else its id', () => {
    expect(orderNumber(wrong({ id: 50002, slug: {} }))).toBe('50002');
    expect(orderNumber({ id: 50002, slug: 'A-1' })).toBe('A-1');
  });
});
