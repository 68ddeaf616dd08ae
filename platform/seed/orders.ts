import { OrderBase, type Order, type SavedAddress } from '@/lib/schemas';
import { DAY, HOUR, type Clock } from './clock';
import { buildOrder, type OrderSpec } from './order-builder';
import type { ProductRecord } from './product-builder';
import { STORE_IDS } from './stores';
import { DEMO_EMAIL, DEMO_MEMBER_ID } from './users';

/**
 * The demo member's past orders: every order status and payment status of commerce §4, each list
 * filter with several orders, more than one page (10 a page), a split order (parent and child),
 * points, a coupon, a memo, tracking logs, and convenience-store payments pending and paid.
 * 50002 stays the newest (the latest order).
 */

const buyer = { id: DEMO_MEMBER_ID, name: '山田 花子', email: DEMO_EMAIL };

function specs(home: SavedAddress, pickUp: SavedAddress): OrderSpec[] {
  const toHome = { name: home.name, phone: home.phone_number, address: home.address! };
  const atCounter = { name: pickUp.name, phone: pickUp.phone_number, address: pickUp.address! };
  const demo = STORE_IDS.demo;
  return [
    {
      // Unpaid convenience-store payment waiting at the till.
      id: 50001, storeId: demo, buyer, status: 'unpaid', paymentStatus: 'pending', paymentType: 'gmo_cvs',
      shippingType: 'custom', receiver: toHome, created: -2 * HOUR,
      items: [{ productId: 101, sku: 1, quantity: 1 }, { productId: 111, sku: 0, quantity: 2 }],
      paymentInfo: { convenience: 'ファミリーマート', convenience_code: '10002', receipt_no: 'FM-2468-1357', conf_no: '400123' },
    },
    {
      // Unpaid, no payment chosen yet: the pay-by-card case.
      id: 50002, storeId: demo, buyer, status: 'unpaid', paymentStatus: 'init', paymentType: 'gmo_credit',
      shippingType: 'custom', receiver: toHome, created: -30 * 60_000,
      items: [{ productId: 106, sku: 0, quantity: 1, postId: 9001 }],
    },
    {
      id: 50003, storeId: demo, buyer, status: 'undelivered', paymentStatus: 'paid', paymentType: 'gmo_credit',
      shippingType: 'custom', receiver: toHome, created: -1 * DAY,
      items: [{ productId: 107, sku: 0, quantity: 1, postId: 9003 }, { productId: 103, sku: 1, quantity: 1, postId: 9003 }],
      coupon: { id: 3101, name: 'はじめてクーポン', amount: 500, apply_code: 'WELCOME500' },
    },
    {
      id: 50004, storeId: demo, buyer, status: 'delivering', paymentStatus: 'paid', paymentType: 'gmo_credit',
      shippingType: 'custom', receiver: toHome, created: -3 * DAY, shippingStatus: 'delivering',
      items: [{ productId: 102, sku: 0, quantity: 3 }],
      logs: [
        { status: 'shipped', message: '発送しました', at: -2 * DAY },
        { status: 'in_transit', message: '配達店に到着しました', at: -1 * DAY },
      ],
    },
    {
      id: 50005, storeId: demo, buyer, status: 'completed', paymentStatus: 'paid', paymentType: 'custom_cod',
      shippingType: 'custom_cod', receiver: toHome, created: -14 * DAY, shippingStatus: 'received', completedAt: -10 * DAY,
      items: [{ productId: 101, sku: 0, quantity: 2, postId: 9004 }],
      logs: [
        { status: 'shipped', message: '発送しました', at: -13 * DAY },
        { status: 'delivered', message: 'お届けしました（代金引換）', at: -11 * DAY },
      ],
    },
    {
      id: 50006, storeId: demo, buyer, status: 'completed', paymentStatus: 'paid', paymentType: 'gmo_credit',
      shippingType: 'self_pick_up', receiver: atCounter, created: -20 * DAY, completedAt: -18 * DAY,
      items: [{ productId: 110, sku: 0, quantity: 1 }],
    },
    {
      id: 50007, storeId: demo, buyer, status: 'canceled', paymentStatus: 'failed', paymentType: 'gmo_cvs',
      shippingType: 'custom', receiver: toHome, created: -9 * DAY, reason: '支払期限を過ぎたためキャンセルされました',
      items: [{ productId: 104, sku: 1, quantity: 1 }],
    },
    {
      // A ticket order carries no shipping.
      id: 50008, storeId: demo, buyer, status: 'completed', paymentStatus: 'paid', paymentType: 'gmo_credit',
      shippingType: null, created: -5 * DAY, completedAt: -5 * DAY, type: 'ticket',
      items: [{ productId: 109, sku: 0, quantity: 1 }],
    },
    {
      id: 50009, storeId: demo, buyer, status: 'undelivered', paymentStatus: 'paid', paymentType: 'gmo_credit',
      shippingType: null, created: -25 * DAY, type: 'subscription',
      items: [{ productId: 108, sku: 0, quantity: 1, addedFrom: 'subscription' }],
    },
    {
      // Checked out without a payment method yet: the choose-payment case.
      id: 50010, storeId: demo, buyer, status: 'init', paymentStatus: 'init', paymentType: null,
      shippingType: 'custom', receiver: toHome, created: -3 * HOUR,
      items: [{ productId: 112, sku: 0, quantity: 1 }],
    },
    {
      // A card payment the gateway is still approving.
      id: 50011, storeId: demo, buyer, status: 'unpaid', paymentStatus: 'approving', paymentType: 'gmo_credit',
      shippingType: 'custom', receiver: toHome, created: -6 * HOUR,
      items: [{ productId: 105, sku: 1, quantity: 1 }],
    },
    {
      id: 50012, storeId: demo, buyer, status: 'waiting', paymentStatus: 'paid', paymentType: 'gmo_credit',
      shippingType: 'custom', receiver: toHome, created: -4 * DAY, memo: 'ギフト包装をお願いします',
      items: [{ productId: 113, sku: 0, quantity: 1, postId: 9003 }],
    },
    {
      // Paid at the till; the parent of the split order 50014.
      id: 50013, storeId: demo, buyer, status: 'delivered', paymentStatus: 'paid', paymentType: 'gmo_cvs',
      shippingType: 'custom', receiver: toHome, created: -30 * DAY, shippingStatus: 'delivered', paidAt: -29 * DAY, usedPoint: 200,
      items: [{ productId: 102, sku: 1, quantity: 1 }, { productId: 111, sku: 1, quantity: 1 }],
      paymentInfo: { convenience: 'ローソン', convenience_code: '10001', receipt_no: 'LW-1122-3344', conf_no: '310987' },
      logs: [
        { status: 'shipped', message: '発送しました', at: -28 * DAY },
        { status: 'delivered', message: 'お届けしました', at: -27 * DAY },
      ],
    },
    {
      id: 50014, storeId: demo, buyer, status: 'received', paymentStatus: 'paid', paymentType: 'gmo_credit',
      shippingType: 'custom', receiver: toHome, created: -30 * DAY + HOUR, shippingStatus: 'received', completedAt: -26 * DAY,
      items: [{ productId: 103, sku: 0, quantity: 1 }],
    },
    {
      id: 50015, storeId: demo, buyer, status: 'missing', paymentStatus: 'paid', paymentType: 'gmo_credit',
      shippingType: 'custom', receiver: toHome, created: -40 * DAY, shippingStatus: 'missing', reason: '配送中に紛失しました。返金手続き中です',
      items: [{ productId: 106, sku: 0, quantity: 1 }],
    },
    {
      id: 50016, storeId: demo, buyer, status: 'returning', paymentStatus: 'paid', paymentType: 'gmo_credit',
      shippingType: 'custom', receiver: toHome, created: -45 * DAY, shippingStatus: 'returning', reason: 'サイズ交換のため返品',
      items: [{ productId: 105, sku: 0, quantity: 1 }],
    },
    {
      id: 50017, storeId: demo, buyer, status: 'returned', paymentStatus: 'refunded', paymentType: 'gmo_credit',
      shippingType: 'custom', receiver: toHome, created: -50 * DAY, shippingStatus: 'returned', reason: '商品不良のため返品・返金',
      items: [{ productId: 110, sku: 1, quantity: 1 }],
    },
    {
      id: 50018, storeId: demo, buyer, status: 'received_return', paymentStatus: 'refunded', paymentType: 'gmo_credit',
      shippingType: 'custom', receiver: toHome, created: -55 * DAY, shippingStatus: 'received_return', reason: '返品を受け取りました',
      items: [{ productId: 101, sku: 2, quantity: 1 }],
    },
  ];
}

/** A split order: the child points at its parent; each carries the other's own fields. */
function linkSplit(orders: Order[], parentId: number, childId: number): void {
  const parent = orders.find((o) => o.id === parentId);
  const child = orders.find((o) => o.id === childId);
  if (!parent || !child) return;
  child.parent_id = parent.id;
  // The schema drops the relations, leaving the order's own fields.
  child.parent = OrderBase.parse(parent);
  parent.children = [OrderBase.parse(child)];
}

export function seedOrders(at: Clock, products: ProductRecord[], addresses: SavedAddress[]): Order[] {
  const find = (id: number) => {
    const record = products.find((p) => p.product.id === id);
    if (!record) throw new Error(`seed: no product ${id}`);
    return record;
  };
  const byType = (type: SavedAddress['type']) => addresses.find((a) => a.user_id === DEMO_MEMBER_ID && a.type === type)!;
  const orders = specs(byType('home_delivery'), byType('self_pick_up')).map((spec) => buildOrder(spec, at, find));
  linkSplit(orders, 50013, 50014);
  const subscription = orders.find((o) => o.type === 'subscription');
  if (subscription) {
    subscription.plan_id = 4001;
    subscription.subscription = { id: 4101, plan_id: 4001, plan_started_at: at(-25 * DAY), next_deferred_at: at(5 * DAY), status: 'ongoing' };
  }
  return orders;
}
