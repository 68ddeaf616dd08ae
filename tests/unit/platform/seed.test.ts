/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  CommercialLaw,
  Coupon,
  Order,
  OrderStatus,
  PaymentSetting,
  PaymentStatus,
  Product,
  RoomComment,
  SavedAddress,
  ShippingSetting,
  Store,
  StreamPost,
  SubscriptionPlan,
  User,
  Voucher,
} from '@/lib/schemas';
import { withPublicUrls } from '@/platform/images';
import { createState } from '@/platform/state';

const NOW = Date.UTC(2026, 10, 21, 11, 0, 0);
const state = createState(NOW, 'http://localhost:3000');
const wire = <T>(value: T) => withPublicUrls(value, 'http://127.0.0.1:4010');

function expectAll<S extends z.ZodType>(schema: S, values: unknown[]) {
  for (const value of values) {
    const parsed = schema.safeParse(wire(value));
    if (!parsed.success) throw new Error(`${z.prettifyError(parsed.error)}\n${JSON.stringify(value).slice(0, 300)}`);
  }
}

describe('createState (seed)', () => {
  it('is deterministic for a given now', () => {
    expect(createState(NOW, 'http://localhost:3000')).toEqual(state);
  });

  it('fits the contract: every seeded entity parses with its schema', () => {
    expectAll(Store, state.stores);
    expectAll(Product, state.products.map((r) => r.product));
    expectAll(User, state.users.map((r) => r.user));
    expectAll(SavedAddress, state.addresses);
    expectAll(Order, state.orders);
    expectAll(StreamPost.omit({ products: true }), state.posts.map((p) => p.post));
    expectAll(RoomComment, state.comments);
    expectAll(Voucher, state.vouchers.map((v) => v.voucher));
    expectAll(Coupon, state.coupons.map((c) => c.coupon));
    expectAll(SubscriptionPlan, [...state.plans.map((p) => p.plan), ...state.subscriptions.map((s) => s.plan)]);
    expectAll(ShippingSetting, state.commerce.flatMap((c) => c.shipping));
    expectAll(PaymentSetting, state.commerce.flatMap((c) => c.payment));
    expectAll(CommercialLaw, state.commerce.flatMap((c) => (c.commercialLaw ? [c.commercialLaw] : [])));
  });

  it('seeds the five stores, with the overseas one outside JP', () => {
    expect(state.stores.map((s) => s.slug)).toEqual(['demo', 'taiwan', 'tickets', 'enterprise', 'overseas']);
    expect(state.stores.filter((s) => s.region !== 'JP').map((s) => s.slug)).toEqual(['overseas']);
  });

  it('gives products and SKUs unique ids, and the demo store a dozen listed products', () => {
    const productIds = state.products.map((r) => r.product.id);
    const skuIds = state.products.flatMap((r) => r.product.skus.map((s) => s.id));
    expect(new Set(productIds).size).toBe(productIds.length);
    expect(new Set(skuIds).size).toBe(skuIds.length);
    const demo = state.products.filter((r) => r.storeId === 1 && r.onMarket && r.product.status !== 'deleted');
    expect(demo.length).toBeGreaterThanOrEqual(12);
  });

  it('places posts in time around now: live now, upcoming tomorrow, replays still watchable', () => {
    const at = (value: unknown) => Date.parse(String(value));
    const [live, upcoming, ...rest] = state.posts.map((p) => p.post);
    // One-to-one sessions are reached by their link (routes/live-one-to-one): upcoming too.
    // The vertical (9:16) live is the one other live; it started before 9001, the store's latest.
    const lives = rest.filter((post) => post.live_status === 'live');
    expect(lives.map((post) => post.id)).toEqual([9007]);
    expect(at(lives[0].started_at)).toBeLessThan(at(live.started_at));
    const replays = rest.filter((post) => post.type !== 'one_to_one_formal' && post.live_status !== 'live');
    expect(rest.filter((post) => post.type === 'one_to_one_formal').every((post) => post.live_status === 'unpublished' && at(post.upcoming_at) > NOW)).toBe(true);
    expect(live.live_status).toBe('live');
    expect(at(live.started_at)).toBeLessThan(NOW);
    expect(at(upcoming.upcoming_at)).toBe(NOW + 86_400_000);
    for (const replay of replays) {
      expect(replay.live_status).toBe('live_stopped');
      expect(at(replay.replay_expired_at)).toBeGreaterThan(NOW);
    }
  });

  it('builds orders whose figures add up and that cover every order and payment status', () => {
    for (const order of state.orders) {
      const items = (order.items ?? []).reduce((sum, item) => sum + item.price * item.quantity, 0);
      expect(order.amount).toBe(items);
      expect(order.total_amount).toBe(order.amount + order.shipping_fee + (order.payment_fee ?? 0) - (order.coupon?.amount ?? 0));
    }
    expect(new Set(state.orders.map((o) => o.status))).toEqual(new Set(OrderStatus.options));
    expect(new Set(state.orders.map((o) => o.payment_status))).toEqual(new Set(PaymentStatus.options));
  });

  it('points cart lines at SKUs of the products they name', () => {
    for (const line of state.cartLines) {
      const product = state.products.find((r) => r.product.id === line.productId)?.product;
      expect(product?.skus.map((s) => s.id)).toContain(line.skuId);
    }
  });
});
