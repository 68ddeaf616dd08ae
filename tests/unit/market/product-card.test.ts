import { describe, expect, it } from '@jest/globals';
import { coverImageUrl, keywordFromQuery, pageFromQuery, toProductCard, visibleProducts } from '@/lib/market/product-card';
import type { Product, Sku } from '@/lib/schemas';

const sku = (over: Partial<Sku> = {}): Sku => ({ id: 1, name: 'M', price: 1000, available_quantity: 3, info: null, free_shipping: false, ...over });
const product = (over: Partial<Product> = {}): Product => ({
  id: 7,
  name: 'Tee',
  sale_started_at: null,
  sale_ended_at: null,
  min_price: 1000,
  max_price: 2000,
  salable_status: 'on_sell',
  available_quantity: 3,
  images: [
    { id: 1, url: 'http://img/1.svg' },
    { id: 2, url: 'http://img/2.svg' },
  ],
  cover_image_id: 2,
  skus: [sku()],
  adult_warning: false,
  is_ticket: false,
  status: 'selling',
  ...over,
});

describe('toProductCard', () => {
  it('links to the product page of the store and uses the cover image', () => {
    const card = toProductCard(product(), 'demo');
    expect(card.href).toBe('/demo/market/product/7');
    expect(card.imageUrl).toBe('http://img/2.svg');
    expect(card.badges).toEqual([]);
  });
  it('badges sold out, adult warning and all-free shipping', () => {
    const card = toProductCard(product({ salable_status: 'sold_out', adult_warning: true, skus: [sku({ free_shipping: true })] }), 'demo');
    expect(card.badges).toEqual(['soldOut', 'adultWarning', 'freeShipping']);
  });
  it('does not badge free shipping when only some SKUs ship free', () => {
    const card = toProductCard(product({ skus: [sku({ free_shipping: true }), sku({ id: 2 })] }), 'demo');
    expect(card.badges).not.toContain('freeShipping');
  });
});

describe('coverImageUrl', () => {
  it('falls back to the first image, then to none', () => {
    expect(coverImageUrl({ images: [{ id: 1, url: 'http://a' }], cover_image_id: 99 })).toBe('http://a');
    expect(coverImageUrl({ images: [], cover_image_id: null })).toBeNull();
  });
});

describe('query parsing', () => {
  it('hides deleted products', () => {
    expect(visibleProducts([product(), product({ id: 8, status: 'deleted' })]).map((p) => p.id)).toEqual([7]);
  });
  it('accepts positive integer pages only', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('-2')).toBe(1);
    expect(pageFromQuery('2.5')).toBe(1);
    expect(pageFromQuery(undefined)).toBe(1);
  });
  it('trims keywords and drops empty ones', () => {
    expect(keywordFromQuery('  tee ')).toBe('tee');
    expect(keywordFromQuery('   ')).toBeUndefined();
    expect(keywordFromQuery('x'.repeat(150))).toHaveLength(100);
  });
});
