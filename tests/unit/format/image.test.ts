import { describe, expect, it } from '@jest/globals';
import { AVATAR_SIZE, DEFAULT_IMAGE_SRC, defaultImageSrc, imageSizeLetter, imageSrc, sizedImageUrl } from '@/lib/format/image';

const PLATFORM = 'http://127.0.0.1:4010';

describe('imageSizeLetter', () => {
  it('is s up to 90, m up to 350, l above', () => {
    expect([0, 65, 90].map(imageSizeLetter)).toEqual(['s', 's', 's']);
    expect([91, 200, 350].map(imageSizeLetter)).toEqual(['m', 'm', 'm']);
    expect([351, 1080].map(imageSizeLetter)).toEqual(['l', 'l']);
    expect(imageSizeLetter(Number.NaN)).toBe('l');
    expect(AVATAR_SIZE).toBe(65);
  });
});

describe('default pictures', () => {
  it('has one per type; an unknown type uses the product picture', () => {
    const srcs = new Set(Object.values(DEFAULT_IMAGE_SRC));
    expect(srcs.size).toBe(4);
    for (const src of srcs) expect(src).toMatch(/^data:image\/svg\+xml,/);
    expect(defaultImageSrc('user')).toBe(DEFAULT_IMAGE_SRC.user);
    expect(defaultImageSrc('store')).toBe(DEFAULT_IMAGE_SRC.store);
    expect(defaultImageSrc('banner')).toBe(DEFAULT_IMAGE_SRC.product);
    expect(defaultImageSrc(null)).toBe(DEFAULT_IMAGE_SRC.product);
  });
});

describe('sizedImageUrl', () => {
  it('adds or replaces size on the platform host only', () => {
    expect(sizedImageUrl(`${PLATFORM}/images/product/p1.svg?t=x`, 65, PLATFORM)).toBe(`${PLATFORM}/images/product/p1.svg?t=x&size=s`);
    expect(sizedImageUrl(`${PLATFORM}/images/product/p1.svg?size=l&t=x`, 200, PLATFORM)).toBe(`${PLATFORM}/images/product/p1.svg?size=m&t=x`);
    expect(sizedImageUrl(`${PLATFORM}/a.png`, 800, `${PLATFORM}/`)).toBe(`${PLATFORM}/a.png?size=l`);
  });
  it('leaves other hosts, other ports, relative and broken URLs unchanged', () => {
    for (const url of ['https://cdn.example.com/a.png', 'http://127.0.0.1:9999/a.png', '/images/a.png', 'data:image/png;base64,AAAA', 'not a url']) {
      expect(sizedImageUrl(url, 65, PLATFORM)).toBe(url);
    }
    expect(sizedImageUrl('https://cdn.example.com/a.png', 65, 'not a url')).toBe('https://cdn.example.com/a.png');
  });
  it('reads the platform host from configuration by default', () => {
    expect(sizedImageUrl('http://127.0.0.1:4010/a.png', 65)).toBe('http://127.0.0.1:4010/a.png?size=s');
  });
});

describe('imageSrc', () => {
  it('uses the default picture when the URL is empty', () => {
    expect(imageSrc('', 'user', 65, PLATFORM)).toBe(DEFAULT_IMAGE_SRC.user);
    expect(imageSrc(null, 'channel', 65, PLATFORM)).toBe(DEFAULT_IMAGE_SRC.channel);
    expect(imageSrc(` ${PLATFORM}/a.png `, 'user', 65, PLATFORM)).toBe(`${PLATFORM}/a.png?size=s`);
  });
});
