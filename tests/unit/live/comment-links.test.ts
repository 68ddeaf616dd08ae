import { describe, expect, it } from '@jest/globals';
import { messageParts } from '@/lib/live/comments/links';

const site = { origin: 'https://shop.example', store: 'demo' };
const links = (message: string) => messageParts(message, site).filter((part) => part.href).map((part) => part.href);

describe('links in a chat message', () => {
  it('links a full URL to one of the store’s pages, keeping the text around it', () => {
    expect(messageParts('これ見て https://shop.example/demo/market/product/101 30個だけ', site)).toEqual([
      { text: 'これ見て ' },
      { text: 'https://shop.example/demo/market/product/101', href: '/demo/market/product/101' },
      { text: ' 30個だけ' },
    ]);
  });

  it('links a rooted path under the store, with its query, and drops the closing punctuation', () => {
    expect(messageParts('see /demo/market?keyword=tea.', site)).toEqual([{ text: 'see ' }, { text: '/demo/market?keyword=tea', href: '/demo/market?keyword=tea' }, { text: '.' }]);
    expect(links('「https://shop.example/demo/market」です。')).toEqual(['/demo/market']);
  });

  it('leaves another site, another store, a look-alike origin and tricks that leave the origin as text', () => {
    for (const message of [
      'https://evil.example/demo/market',
      'https://shop.example.evil.example/demo/market',
      'http://shop.example/demo/market',
      'https://user@shop.example/demo/market',
      'https://shop.example/other/market',
      'https://shop.example/demoX/market',
      '/other/market',
      '//evil.example/demo/market',
      '/demo/..//evil.example',
      '/%2F%2Fevil.example/demo',
      'javascript:alert(1)',
    ]) {
      expect({ message, links: links(message) }).toEqual({ message, links: [] });
    }
  });

  it('does not take a slash inside a word for a path', () => {
    expect(links('tea and/demo/market')).toEqual([]);
  });

  it('keeps every character of the message, links or not', () => {
    const message = 'a https://shop.example/demo/market b /demo/shopping c https://x.example d';
    expect(messageParts(message, site).map((part) => part.text).join('')).toBe(message);
    expect(links(message)).toEqual(['/demo/market', '/demo/shopping']);
  });

  it('encodes the store like the app builds its paths', () => {
    expect(messageParts('/caf%C3%A9/market', { origin: site.origin, store: 'café' })[0]?.href).toBe('/caf%C3%A9/market');
  });
});
