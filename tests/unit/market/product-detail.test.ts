import { describe, expect, it } from '@jest/globals';
import {
  availabilityOf,
  galleryImages,
  initialSkuId,
  isOnSale,
  MAX_QUANTITY,
  maxQuantity,
  productIdFromParam,
  shipsFree,
  summarize,
} from '@/lib/market/product-detail';
import { clampQuantity } from '@/lib/market/quantity';
import { product, sku } from './fixtures';

describe('quantity bounds', () => {
  it('is 1..min(stock, per-buyer limit)', () => {
    expect(maxQuantity(sku({ available_quantity: 2 }))).toBe(2);
    expect(maxQuantity(sku({ available_quantity: 20, salable_limit: 2 }))).toBe(2);
    expect(maxQuantity(sku({ available_quantity: 1, salable_limit: 4 }))).toBe(1);
  });
  it('treats a 0 or null limit as none and caps at 99', () => {
    expect(maxQuantity(sku({ available_quantity: 500, salable_limit: 0 }))).toBe(MAX_QUANTITY);
    expect(maxQuantity(sku({ available_quantity: 5, salable_limit: null }))).toBe(5);
  });
  it('is 0 without stock', () => {
    expect(maxQuantity(sku({ available_quantity: 0 }))).toBe(0);
  });
  it('clamps typed quantities', () => {
    expect(clampQuantity(3, 2)).toBe(2);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

describe('sale state', () => {
  it('is on sale only while on_sell', () => {
    expect(isOnSale(product())).toBe(true);
    for (const status of ['sold_out', 'before_sell', 'end_sell'] as const) expect(isOnSale(product({ salable_status: status }))).toBe(false);
    expect(isOnSale(product({ status: 'deleted' }))).toBe(false);
  });
  it('opens on the first SKU in stock', () => {
    expect(initialSkuId([sku({ id: 1, available_quantity: 0 }), sku({ id: 2 })])).toBe(2);
    expect(initialSkuId([sku({ id: 1, available_quantity: 0 })])).toBe(1);
    expect(initialSkuId([])).toBeNull();
  });
  it('maps salable status to schema.org availability, per SKU stock too', () => {
    expect(availabilityOf('on_sell')).toBe('InStock');
    expect(availabilityOf('on_sell', { available_quantity: 0 })).toBe('OutOfStock');
    expect(availabilityOf('sold_out')).toBe('OutOfStock');
    expect(availabilityOf('before_sell', { available_quantity: 3 })).toBe('PreOrder');
    expect(availabilityOf('end_sell')).toBe('Discontinued');
  });
});

describe('product display', () => {
  it('puts the cover first in the gallery', () => {
    expect(galleryImages(product()).map((image) => image.id)).toEqual([10102, 10101]);
    expect(galleryImages(product({ cover_image_id: null })).map((image) => image.id)).toEqual([10101, 10102]);
    expect(galleryImages(product({ images: [] }))).toEqual([]);
  });
  it('drops repeated pictures', () => {
    const images = [
      { id: 1, url: 'http://img.test/a.svg' },
      { id: 2, url: 'http://img.test/a.svg' },
    ];
    expect(galleryImages(product({ images, cover_image_id: 1 }))).toHaveLength(1);
  });
  it('shows free shipping only when every SKU ships free', () => {
    expect(shipsFree(product())).toBe(false);
    expect(shipsFree(product({ skus: [sku({ free_shipping: true })] }))).toBe(true);
    expect(shipsFree(product({ skus: [] }))).toBe(false);
  });
  it('summarizes descriptions for meta tags', () => {
    expect(summarize('  a\n\nb  ')).toBe('a b');
    expect(summarize(null)).toBe('');
    const long = 'word '.repeat(60);
    const short = summarize(long, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short.endsWith('…')).toBe(true);
  });
  it('reads product ids from the route', () => {
    expect(productIdFromParam('101')).toBe(101);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '1e3', '9'.repeat(20)]) expect(productIdFromParam(bad)).toBeNull();
  });
});
