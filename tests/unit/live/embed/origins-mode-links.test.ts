/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { embeddedLinkOf, navigationTargetOf } from '@/lib/live/embed/links';
import { EMBED_MODE_SCRIPT, EMBEDDED_ATTRIBUTE, isEmbeddedMode, isFramedWindow } from '@/lib/live/embed/mode';
import { allowedEmbedOrigins, enterpriseEmbedOrigin, isAllowedOrigin, parentOriginOf } from '@/lib/live/embed/origins';

describe('embed origins', () => {
  it('turns an enterprise domain into its https origin, and nothing else', () => {
    expect(enterpriseEmbedOrigin('shop.enterprise.example')).toBe('https://shop.enterprise.example');
    expect(enterpriseEmbedOrigin(' Shop.Example:8443 ')).toBe('https://shop.example:8443');
    expect(enterpriseEmbedOrigin('http://shop.example')).toBe('http://shop.example');
    for (const bad of [null, undefined, '', '*', '*.example.com', 'shop.example/path', '.example', 'a..b', 'javascript:alert(1)', 'https://shop.example/embed', 'user@shop.example']) {
      expect(enterpriseEmbedOrigin(bad)).toBeNull();
    }
  });

  it('allows the configured origins plus the store site, without repeats', () => {
    expect(allowedEmbedOrigins(['https://a.example'], 'shop.example')).toEqual(['https://a.example', 'https://shop.example']);
    expect(allowedEmbedOrigins(['https://shop.example'], 'shop.example')).toEqual(['https://shop.example']);
    expect(allowedEmbedOrigins([], null)).toEqual([]);
  });

  it('reads the parent origin from ancestorOrigins first, then the referrer', () => {
    expect(parentOriginOf({ ancestorOrigins: ['https://host.example', 'https://top.example'], referrer: 'https://other.example/x' })).toBe('https://host.example');
    expect(parentOriginOf({ ancestorOrigins: null, referrer: 'https://host.example/live?x=1' })).toBe('https://host.example');
    expect(parentOriginOf({ ancestorOrigins: [], referrer: '' })).toBeNull();
    expect(parentOriginOf({ ancestorOrigins: ['null'], referrer: 'https://host.example/' })).toBeNull();
    expect(parentOriginOf({ ancestorOrigins: null, referrer: 'not a url' })).toBeNull();
  });

  it('matches exactly: scheme, host and port', () => {
    const allowed = ['https://shop.example'];
    expect(isAllowedOrigin('https://shop.example', allowed)).toBe(true);
    for (const other of ['http://shop.example', 'https://shop.example:8443', 'https://evil.shop.example', 'https://shop.example.evil', 'null', null, undefined]) {
      expect(isAllowedOrigin(other, allowed)).toBe(false);
    }
  });
});

describe('embedded mode', () => {
  it('is on when framed or when an SDK brings the viewer', () => {
    expect(isEmbeddedMode({ framed: true, huSource: null })).toBe(true);
    expect(isEmbeddedMode({ framed: false, huSource: 'sdk' })).toBe(true);
    expect(isEmbeddedMode({ framed: false, huSource: 'cms_sdk' })).toBe(true);
    expect(isEmbeddedMode({ framed: false, huSource: 'liveweb' })).toBe(false);
    expect(isEmbeddedMode({ framed: false, huSource: 'SDK' })).toBe(false);
  });

  it('counts a window whose top cannot be read as framed', () => {
    const self = {} as Window & typeof globalThis;
    expect(isFramedWindow({ self, top: self })).toBe(false);
    expect(isFramedWindow({ self, top: {} as Window })).toBe(true);
    const guarded = Object.defineProperty({ self }, 'top', {
      get() {
        throw new Error('SecurityError');
      },
    }) as Pick<Window, 'self' | 'top'>;
    expect(isFramedWindow(guarded)).toBe(true);
  });
});

describe('links in an embedded room', () => {
  const page = { origin: 'https://live.example', pathname: '/demo/live/9001', search: '?hu_source=sdk' };

  it('names what a storefront path is to a host', () => {
    expect(navigationTargetOf('/demo/market/product/101')).toBe('product');
    expect(navigationTargetOf('/demo/shopping')).toBe('cart');
    expect(navigationTargetOf('/demo/shopping/checkout/abc')).toBe('checkout');
    expect(navigationTargetOf('/demo/market')).toBe('other');
    expect(navigationTargetOf('/')).toBe('other');
  });

  it('delegates storefront links, opens other sites in a new tab and keeps in-page ones', () => {
    expect(embeddedLinkOf('https://live.example/demo/market/product/101?from=live', page)).toEqual({
      kind: 'delegable',
      href: '/demo/market/product/101?from=live',
      url: 'https://live.example/demo/market/product/101?from=live',
      target: 'product',
    });
    expect(embeddedLinkOf('https://pay.example/x', page)).toEqual({ kind: 'new-tab', href: 'https://pay.example/x' });
    expect(embeddedLinkOf('https://live.example/demo/live/9001?hu_source=sdk#chat', page)).toEqual({ kind: 'in-page' });
    expect(embeddedLinkOf('javascript:alert(1)', page)).toEqual({ kind: 'in-page' });
    expect(embeddedLinkOf('mailto:a@b.example', page)).toEqual({ kind: 'in-page' });
  });

  it('blocks what fails the URL checks: private hosts elsewhere, paths that leave the site', () => {
    expect(embeddedLinkOf('http://192.168.1.10/admin', page)).toEqual({ kind: 'blocked' });
    expect(embeddedLinkOf('https://user:pw@pay.example/x', page)).toEqual({ kind: 'blocked' });
    expect(embeddedLinkOf('https://live.example/%2F%2Fevil.example/x', page)).toEqual({ kind: 'blocked' });
  });
});

describe('the embedded-mode script of the root document', () => {
  const runAt = (url: string) => {
    window.history.replaceState(null, '', url);
    document.documentElement.removeAttribute(EMBEDDED_ATTRIBUTE);
    new Function(EMBED_MODE_SCRIPT)();
    return document.documentElement.hasAttribute(EMBEDDED_ATTRIBUTE);
  };

  it('marks a room an SDK opens, and nothing else, before any bundle runs', () => {
    expect(runAt('/demo/live/9001?hu_source=sdk')).toBe(true);
    expect(runAt('/demo/live/9001?hu_source=cms_sdk')).toBe(true);
    expect(runAt('/demo/live/9001?hu_source=liveweb')).toBe(false);
    expect(runAt('/demo/live/9001')).toBe(false);
    expect(runAt('/demo/market?hu_source=sdk')).toBe(false);
    expect(runAt('/demo/live/9001/calendar?hu_source=sdk')).toBe(false);
  });
});
