import { describe, expect, it } from '@jest/globals';
import { clampText, currentLiveCover, placeholderInitial, lobbyOgImage, ogImageOf, ogImagePath, postStartOf, postStartText, storeOgImage, OG_IMAGE_SIZE } from '@/lib/og/og-image';

describe('og image URLs', () => {
  it('are public, store-scoped paths with every segment encoded', () => {
    expect(ogImagePath.store('demo')).toBe('/demo/og-image');
    expect(ogImagePath.product('demo', 101)).toBe('/demo/market/product/101/og-image');
    expect(ogImagePath.post('demo', 9001)).toBe('/demo/live/9001/og-image');
    expect(ogImagePath.lobby('demo')).toBe('/demo/live-lobby/og-image');
    expect(ogImagePath.store('a/b?c')).toBe('/a%2Fb%3Fc/og-image');
  });
  it('make absolute og:image entries of 1200×630 with alt text', () => {
    expect(OG_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
    expect(ogImageOf('https://shop.example', ogImagePath.post('demo', 9001), 'LIVE')).toEqual({ url: 'https://shop.example/demo/live/9001/og-image', width: 1200, height: 630, alt: 'LIVE' });
    expect(lobbyOgImage('https://shop.example', 'demo', 'ライブロビー')).toEqual({ url: 'https://shop.example/demo/live-lobby/og-image', width: 1200, height: 630, alt: 'ライブロビー' });
    expect(storeOgImage('http://localhost:3000', { slug: 'demo', name: 'キラリ商店' })).toMatchObject({ url: 'http://localhost:3000/demo/og-image', alt: 'キラリ商店' });
  });
});

describe('the start time of a post card', () => {
  const post = { upcoming_at: '2026-11-27T11:00:00Z', started_at: '2026-11-27T11:05:00Z' };
  it('is the announced time before the live, else when it went live', () => {
    expect(postStartOf(post, 'upcoming')).toBe(post.upcoming_at);
    expect(postStartOf(post, 'live')).toBe(post.started_at);
    expect(postStartOf(post, 'replay')).toBe(post.started_at);
    expect(postStartOf({ upcoming_at: post.upcoming_at, started_at: null }, 'replay')).toBe(post.upcoming_at);
    expect(postStartOf({ upcoming_at: null, started_at: post.started_at }, 'upcoming')).toBe(post.started_at);
  });
  it('is printed in the store time zone, and empty when unknown', () => {
    expect(postStartText(post, 'upcoming', 'Asia/Tokyo')).toBe('2026/11/27 20:00');
    expect(postStartText(post, 'live', 'Asia/Taipei')).toBe('2026/11/27 19:05');
    expect(postStartText(post, 'live', 'Not/AZone')).toBe('2026/11/27 20:05');
    expect(postStartText({ upcoming_at: null, started_at: null }, 'live', 'Asia/Tokyo')).toBe('');
  });
});

describe('clampText', () => {
  it('keeps short text, squeezes spaces and cuts long text with an ellipsis by code point', () => {
    expect(clampText('  宇治抹茶\n ラテ ', 10)).toBe('宇治抹茶 ラテ');
    expect(clampText('あいうえおかきくけこ', 5)).toBe('あいうえ…');
    expect(clampText('🍵🍵🍵🍵', 3)).toBe('🍵🍵…');
  });
});

describe('currentLiveCover', () => {
  const post = (over: object) => ({ on_air: false, is_private: false, image_url: null, publications: [], ...over });
  it('is the picture of the first public post on air, else its first publication picture', () => {
    expect(currentLiveCover([post({ image_url: 'http://img/old.svg' }), post({ on_air: true, image_url: 'http://img/live.svg' })])).toBe('http://img/live.svg');
    expect(currentLiveCover([post({ publications: [{ live: true, picture: null }, { live: false, picture: 'http://img/pub.svg' }] })])).toBe('http://img/pub.svg');
  });
  it('is null without a public live', () => {
    expect(currentLiveCover([post({ image_url: 'http://img/replay.svg' })])).toBeNull();
    expect(currentLiveCover([post({ on_air: true, is_private: true, image_url: 'http://img/private.svg' })])).toBeNull();
    expect(currentLiveCover([])).toBeNull();
  });
});

describe('placeholderInitial', () => {
  it('is the first letter or digit, upper-cased, else a star', () => {
    expect(placeholderInitial('【金曜ライブ】宇治抹茶')).toBe('金');
    expect(placeholderInitial('  kirari')).toBe('K');
    expect(placeholderInitial('🍵 2026')).toBe('2');
    expect(placeholderInitial('🍵【】')).toBe('★');
  });
});
