import type { CartItem } from '@/lib/schemas';
import { toCartLine, type CartLineView } from '@/lib/cart/display';
import type { MarketStatus } from '@/lib/schemas';

/** Cart items shaped like the platform's answers, for the cart's unit tests. */

export const VENDOR_A = { id: 11, name: 'キラリ商店' };
export const VENDOR_B = { id: 12, name: 'さくら工房' };

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const id = overrides.id ?? 1;
  return {
    id,
    cart_id: 6001,
    post_id: null,
    product_name: `商品${id}`,
    sku_id: id * 10,
    sku_name: `SKU${id}`,
    sku: { id: id * 10, name: `SKU${id}`, price: 1000, info: null, available_quantity: 10, salable_quantity: 10, purchase_limit: null },
    quantity: 1,
    price: 1000,
    image: { id: 1, url: 'http://127.0.0.1:4010/images/product/p1.svg' },
    post: null,
    channel: null,
    expires_at: null,
    deleted_at: null,
    free_shipping: false,
    is_ticket: false,
    adult_warning: false,
    buyer_purchasable_limit: null,
    added_from: 'market',
    vendor: VENDOR_A,
    referral_code: null,
    ...overrides,
  };
}

export const livePost = { id: 9001, title: '金曜ライブ', type: 'formal' as const, created_at: '2026-01-01T11:00:00Z' };

export function line(overrides: Partial<CartItem> = {}, status: MarketStatus = 'available', expires: string | null = null): CartLineView {
  return toCartLine(cartItem(overrides), status, expires);
}
