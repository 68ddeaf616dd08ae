import { describe, expect, it } from '@jest/globals';
import { ogLocale, pageMetadata, productOgTags } from '@/lib/seo/metadata';

const base = { title: '抹茶ラテ｜キラリ商店', description: '宇治の抹茶', url: 'https://shop.example/demo/market/product/101', siteName: 'キラリ商店', locale: 'ja' };

describe('pageMetadata', () => {
  it('sets title, description, canonical URL, Open Graph and a large Twitter card with the image', () => {
    const meta = pageMetadata({ ...base, image: 'https://img.example/p.svg', imageAlt: '抹茶ラテ' });
    expect(meta.title).toBe(base.title);
    expect(meta.description).toBe(base.description);
    expect(meta.alternates).toEqual({ canonical: base.url });
    expect(meta.openGraph).toMatchObject({ title: base.title, url: base.url, siteName: 'キラリ商店', locale: 'ja_JP', type: 'website', images: [{ url: 'https://img.example/p.svg', alt: '抹茶ラテ' }] });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: 'https://img.example/p.svg', alt: '抹茶ラテ' }] });
  });
  it('gives a generated preview image its size and alt, and the large card', () => {
    const image = { url: 'https://shop.example/demo/market/product/101/og-image', width: 1200, height: 630, alt: '抹茶ラテ' };
    const meta = pageMetadata({ ...base, image });
    expect(meta.openGraph).toMatchObject({ images: [image] });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: image.url, alt: '抹茶ラテ' }] });
  });
  it('uses a summary card without an image', () => {
    const meta = pageMetadata(base);
    expect(meta.twitter).toMatchObject({ card: 'summary' });
    expect(meta.openGraph).not.toHaveProperty('images');
  });
  it('leaves og:type to the product page, which writes og:type product itself', () => {
    expect(pageMetadata({ ...base, ogType: 'product' }).openGraph).not.toHaveProperty('type');
    expect(productOgTags(1200, 'JPY')).toEqual([
      { property: 'og:type', content: 'product' },
      { property: 'product:price:amount', content: '1200' },
      { property: 'product:price:currency', content: 'JPY' },
    ]);
  });
  it('maps app locales to Open Graph locales', () => {
    expect(ogLocale('zh-TW')).toBe('zh_TW');
    expect(ogLocale('en')).toBe('en_US');
    expect(ogLocale('xx')).toBe('ja_JP');
  });
});
