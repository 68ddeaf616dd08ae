/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { imagePath, initials, renderSvg, withPublicUrls } from '@/platform/images';

describe('generated images', () => {
  it('draws the same SVG for the same seed, and a different one for another seed', () => {
    const a = renderSvg('product', 'p101-1', '抹茶', 'm');
    expect(renderSvg('product', 'p101-1', '抹茶', 'm')).toBe(a);
    expect(renderSvg('product', 'p102-1', '抹茶', 'm')).not.toBe(a);
    expect(a).toContain('width="350"');
    expect(a).toContain('>抹茶</text>');
  });

  it('draws portrait (2:3) and landscape (16:9) pictures on the size letter’s long edge', () => {
    expect(renderSvg('product', 'p102-1', '緑茶', 'l', 'portrait')).toMatch(/^<svg[^>]* width="480" height="720" viewBox="0 0 480 720"/);
    expect(renderSvg('product', 'p103-1', 'マグ', 'm', 'landscape')).toMatch(/^<svg[^>]* width="350" height="197" viewBox="0 0 350 197"/);
    expect(imagePath('product', 'p102-1', 'A', 'l', 'portrait')).toBe('/images/product/p102-1.svg?size=l&t=A&shape=portrait');
    // Square pictures keep their old addresses (cached for a year by browsers and the CDN).
    expect(imagePath('product', 'p101-1', 'A')).toBe('/images/product/p101-1.svg?size=l&t=A');
  });

  it('escapes the label and draws users round', () => {
    expect(renderSvg('user', 'u', '<&>', 's')).toContain('&lt;&amp;&gt;');
    expect(renderSvg('user', 'u', 'A', 's')).toMatch(/^<svg[^>]*><defs>.*<\/defs><circle/);
  });

  it('takes initials from words, or the first two characters of one word', () => {
    expect(initials('Matcha Latte Set')).toBe('ML');
    expect(initials('抹茶ラテ')).toBe('抹茶');
    expect(initials('  ')).toBe('?');
  });

  it('keeps image paths in state and makes them absolute in answers only', () => {
    const path = imagePath('store', 'demo-avatar', 'キラ', 'm');
    expect(path).toBe('/images/store/demo-avatar.svg?size=m&t=%E3%82%AD%E3%83%A9');
    const answer = withPublicUrls({ data: { avatar_url: path, name: 'see /images/ later', list: [path], n: 1, none: null } }, 'http://h:1');
    expect(answer.data.avatar_url).toBe(`http://h:1${path}`);
    expect(answer.data.list[0]).toBe(`http://h:1${path}`);
    expect(answer.data).toMatchObject({ name: 'see /images/ later', n: 1, none: null });
  });
});
