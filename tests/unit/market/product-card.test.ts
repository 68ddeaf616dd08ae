import { describe, expect, it } from '@jest/globals';
import { coverImageUrl, keywordFromQuery, pageFromQuery, toProductCard, visibleProducts } from '@/lib/market/product-card';
import { product, sku } from './fixtures';

describe('toProductCard', () => {
  it('links to the product page of the store and uses the cover image', () => {
    const card = toProductCard(product(), 'demo');
    expect(card.href).toBe('/demo/market/product/101');
    expect(card.imageUrl).toBe('http://img.test/p101-2.svg');
    expect(card.badges).toEqual([]);
  });
  it('badges sold out, adult warning and all-free shipping', () => {
    const card = toProductCard(product({ salable_status: 'sold_out', adult_warning: true, skus: [sku({ free_shipping: true })] }), 'demo');
    expect(card.badges).toEqual(['soldOut', 'adultWarning', 'freeShipping']);
  });
  it('does not badge free shipping when only some SKUs ship free', () => {
    const card = toProductCard(product({ skus: [sku({ free_shipping: true }), sku({ id: 1012 })] }), 'demo');
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
    expect(visibleProducts([product(), product({ id: 114, status: 'deleted' })]).map((p) => p.id)).toEqual([101]);
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
