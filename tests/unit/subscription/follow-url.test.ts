/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { followTarget, targetHref } from '@/lib/subscription/follow-url';
import { externalUrl } from '@/lib/url/external-url';
import { trusted } from '../url/trusted';

const origin = 'http://localhost:3230';
const strict = (url: string) => externalUrl(url, { allowLoopback: false });

describe('followTarget', () => {
  it('keeps storefront paths and same-origin URLs inside the app', () => {
    expect(followTarget('/demo/shopping/checkout?type=subscription&items=1,2', origin, strict)).toEqual({ kind: 'internal', path: '/demo/shopping/checkout?type=subscription&items=1,2' });
    expect(followTarget('http://localhost:3230/demo/x#y', origin, strict)).toEqual({ kind: 'internal', path: '/demo/x#y' });
  });

  it('sends other URLs through the external URL check', () => {
    expect(followTarget('https://shop.enterprise.example/cart/r1', origin, strict)).toEqual({ kind: 'external', url: 'https://shop.enterprise.example/cart/r1' });
    for (const bad of [
      'http://192.168.0.10/cart',
      'http://127.0.0.1:4230/x',
      'http://localhost:3231/x',
      'javascript:alert(1)',
      'https://user:pw@shop.example/',
      'http://[::1]/',
      'http://169.254.169.254/latest',
      '//evil.example/x',
      '/\\evil.example',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(followTarget(bad, origin, strict)).toBeNull();
    }
  });

  it('gives an absolute href for a new tab, on the origin of the page', () => {
    expect(targetHref({ kind: 'internal', path: trusted('/demo/shopping') })).toBe(`${window.location.origin}/demo/shopping`);
    expect(targetHref({ kind: 'external', url: trusted('https://a.example/') })).toBe('https://a.example/');
  });
});
