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
