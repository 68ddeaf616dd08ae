/** @jest-environment node */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fontFamilyFor } from '@/lib/og/fonts';
import { drawableType, pictureDataUrl } from '@/lib/og/picture';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function answer(body: string, contentType: string, status = 200) {
  global.fetch = jest.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })) as typeof fetch;
}

describe('drawableType', () => {
  it('accepts SVG, PNG and JPEG only', () => {
    expect(drawableType('image/svg+xml; charset=utf-8')).toBe('image/svg+xml');
    expect(drawableType('IMAGE/PNG')).toBe('image/png');
    expect(drawableType('image/jpeg')).toBe('image/jpeg');
    expect(drawableType('image/webp')).toBeNull();
    expect(drawableType('text/html')).toBeNull();
    expect(drawableType(null)).toBeNull();
  });
});

describe('pictureDataUrl', () => {
  it('turns a platform SVG into a data URL satori can draw', async () => {
    answer('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', 'image/svg+xml; charset=utf-8');
    const url = await pictureDataUrl('http://platform.test/images/product/101.svg');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(String(url).split(',')[1], 'base64').toString()).toContain('<svg');
  });
  it('gives null (the card draws a placeholder) for a failed, unusable or missing picture', async () => {
    answer('nope', 'text/plain', 500);
    expect(await pictureDataUrl('http://platform.test/images/x.svg')).toBeNull();
    answer('', 'image/png');
    expect(await pictureDataUrl('http://platform.test/images/empty.png')).toBeNull();
    answer('RIFF', 'image/webp');
    expect(await pictureDataUrl('http://platform.test/images/x.webp')).toBeNull();
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await pictureDataUrl('http://platform.test/images/down.svg')).toBeNull();
    expect(await pictureDataUrl(null)).toBeNull();
    expect(await pictureDataUrl('javascript:alert(1)')).toBeNull();
    expect(await pictureDataUrl('/images/relative.svg')).toBeNull();
  });
});

describe('fontFamilyFor', () => {
  it('puts the Traditional Chinese shapes first for zh-TW, the Japanese ones otherwise', () => {
    expect(fontFamilyFor('zh-TW')).toMatch(/^'Kirari OG TC'/);
    expect(fontFamilyFor('ja')).toMatch(/^'Kirari OG JP'/);
    expect(fontFamilyFor('en')).toMatch(/^'Kirari OG JP'/);
  });
});
