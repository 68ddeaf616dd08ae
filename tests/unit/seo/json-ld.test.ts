import { describe, expect, it } from '@jest/globals';
import { jsonLdScript, productJsonLd, type JsonLdAggregateOffer, type JsonLdOffer } from '@/lib/seo/json-ld';
import { product, sku } from '../market/fixtures';

const store = { name: 'キラリ商店', currency: 'JPY' as const };
const url = 'https://shop.example/demo/market/product/101';

describe('productJsonLd', () => {
  it('is a schema.org Product with the cover image first and the store as brand', () => {
    const data = productJsonLd(product(), store, url);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: '宇治抹茶ラテ セット', url, brand: { '@type': 'Brand', name: 'キラリ商店' } });
    expect(data.image).toEqual(['http://img.test/p101-2.svg', 'http://img.test/p101-1.svg']);
  });
  it('gives several SKUs an AggregateOffer with low and high price in the store currency', () => {
    const offers = productJsonLd(product(), store, url).offers as JsonLdAggregateOffer;
    expect(offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 1200, highPrice: 4000, priceCurrency: 'JPY', offerCount: 3, availability: 'https://schema.org/InStock' });
    expect(offers.offers.map((offer) => offer.availability)).toEqual(['https://schema.org/InStock', 'https://schema.org/InStock', 'https://schema.org/OutOfStock']);
  });
  it('gives one SKU a single Offer; TWD stores price in TWD', () => {
    const offer = productJsonLd(product({ skus: [sku({ price: 680 })] }), { name: '奇拉里', currency: 'TWD' }, url).offers as JsonLdOffer;
    expect(offer).toMatchObject({ '@type': 'Offer', price: 680, priceCurrency: 'TWD', availability: 'https://schema.org/InStock', url });
  });
  it('follows the salable status: sold out, before and after the sale', () => {
    const availability = (status: 'sold_out' | 'before_sell' | 'end_sell') => (productJsonLd(product({ salable_status: status }), store, url).offers as JsonLdAggregateOffer).availability;
    expect(availability('sold_out')).toBe('https://schema.org/OutOfStock');
    expect(availability('before_sell')).toBe('https://schema.org/PreOrder');
    expect(availability('end_sell')).toBe('https://schema.org/Discontinued');
  });
  it('is out of stock overall when no SKU has stock', () => {
    const none = product({ skus: [sku({ available_quantity: 0 }), sku({ id: 2, available_quantity: 0 })] });
    expect((productJsonLd(none, store, url).offers as JsonLdAggregateOffer).availability).toBe('https://schema.org/OutOfStock');
  });
  it('leaves out empty description and images', () => {
    const data = productJsonLd(product({ description: null, images: [] }), store, url);
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
  });
});

describe('jsonLdScript', () => {
  it('cannot close its script element', () => {
    const text = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
