import type { Order, OrderItem, Payment } from '@/lib/schemas';

/** A consistent unpaid card order; tests override what they exercise. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 7001,
    slug: 'KR7001',
    amount: 3000,
    shipping_fee: 800,
    store_id: 11,
    buyer_id: 1001,
    payment_status: 'init',
    status: 'unpaid',
    payment_type: 'gmo_credit',
    shipping_type: 'custom',
    payment_fee: 0,
    used_point: 0,
    total_amount: 3800,
    amount_payable: 3800,
    created_at: '2026-11-20T03:04:05Z',
    items: [makeItem()],
    coupon: null,
    ...overrides,
  };
}

export function makeItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 1,
    product_name: '宇治抹茶ラテ セット',
    sku_name: '6本入り',
    sku_number: 'SKU-1011',
    price: 1500,
    quantity: 2,
    store_id: 11,
    order_id: 7001,
    is_ticket: false,
    free_shipping: false,
    image: { id: 5, url: 'http://127.0.0.1:4010/images/product/p1.svg' },
    ...overrides,
  };
}

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return { id: 9001, amount: 3800, type: 'gmo_credit', order_id: 7001, status: 'init', ...overrides };
}
