import { describe, expect, it } from '@jest/globals';
import { isCrossSiteFrame, siteOf } from '@/lib/identity/frame-context';
import { FRAME_SIGN_IN_MESSAGE, frameCompletePath, frameSignInPath, handoffOfMessage, isFrameCompletePath, isTrustedCompletion } from '@/lib/identity/frame-sign-in';
import { loginTarget } from '@/lib/identity/login-target';

const nonce = 'n'.repeat(43);

describe('the sign-in popup’s addresses', () => {
  it('goes to the login page, which goes on to the completion page of this store', () => {
    expect(frameCompletePath('demo', nonce)).toBe(`/demo/login/frame-complete?nonce=${nonce}`);
    const popup = frameSignInPath('demo', nonce);
    expect(popup).toBe(`/demo/login?redirect=${encodeURIComponent(`/demo/login/frame-complete?nonce=${nonce}`)}`);
    const redirect = new URL(popup, 'http://x.invalid').searchParams.get('redirect');
    expect(loginTarget('demo', [redirect])).toBe(`/demo/login/frame-complete?nonce=${nonce}`);
  });

  it('knows a completion page (with its query) from the other login steps', () => {
    expect(isFrameCompletePath(frameCompletePath('demo', nonce))).toBe(true);
    expect(isFrameCompletePath('/demo/login/frame-complete')).toBe(true);
    for (const path of ['/demo/login', '/demo/login/social/return', '/demo/market/login/frame-complete', '/login/frame-complete', '', null, undefined]) {
      expect(isFrameCompletePath(path)).toBe(false);
    }
  });

  it('the completion page is the only login step a login may return to', () => {
    expect(loginTarget('demo', ['/demo/login/social/return'])).toBe('/demo/market');
    expect(loginTarget('demo', ['/demo/login/frame-complete/x'])).toBe('/demo/market');
    expect(loginTarget('demo', ['/other/login/frame-complete'])).toBe('/demo/market');
  });
});

describe('the completion message', () => {
  it('carries a handoff; anything else is ignored', () => {
    expect(handoffOfMessage({ type: FRAME_SIGN_IN_MESSAGE, handoff: 'abc' })).toBe('abc');
    for (const data of [null, 'abc', { type: FRAME_SIGN_IN_MESSAGE }, { type: FRAME_SIGN_IN_MESSAGE, handoff: '' }, { type: 'other', handoff: 'abc' }, { type: FRAME_SIGN_IN_MESSAGE, handoff: 1 }]) {
      expect(handoffOfMessage(data)).toBeNull();
    }
  });

  it('is trusted only from the own origin and from the popup the frame opened', () => {
    const popup = {};
    expect(isTrustedCompletion({ origin: 'https://shop.example', source: popup }, 'https://shop.example', popup)).toBe(true);
    expect(isTrustedCompletion({ origin: 'https://host.example', source: popup }, 'https://shop.example', popup)).toBe(false);
    expect(isTrustedCompletion({ origin: 'https://shop.example', source: {} }, 'https://shop.example', popup)).toBe(false);
    expect(isTrustedCompletion({ origin: 'https://shop.example', source: null }, 'https://shop.example', null)).toBe(false);
  });
});

describe('cross-site frames', () => {
  const own = 'https://live.kirari.example';

  it('approximates a site by scheme and last two labels; IPs and single labels stand for themselves', () => {
    expect(siteOf('https://live.kirari.example:8443')).toBe('https://kirari.example');
    expect(siteOf('http://127.0.0.1:3205')).toBe('http://127.0.0.1');
    expect(siteOf('http://localhost:3200')).toBe('http://localhost');
    expect(siteOf('not a url')).toBeNull();
  });

  it('partitions only under another site; top level and same-site frames keep first-party cookies', () => {
    expect(isCrossSiteFrame({ framed: false, ownOrigin: own, topOrigin: null })).toBe(false);
    expect(isCrossSiteFrame({ framed: true, ownOrigin: own, topOrigin: own })).toBe(false);
    expect(isCrossSiteFrame({ framed: true, ownOrigin: own, topOrigin: 'https://www.kirari.example' })).toBe(false);
    expect(isCrossSiteFrame({ framed: true, ownOrigin: own, topOrigin: 'https://shop.example' })).toBe(true);
    expect(isCrossSiteFrame({ framed: true, ownOrigin: 'http://localhost:3200', topOrigin: 'http://127.0.0.1:3205' })).toBe(true);
    // Another scheme is another site; an unknown top (no ancestorOrigins) counts as another.
    expect(isCrossSiteFrame({ framed: true, ownOrigin: own, topOrigin: 'http://live.kirari.example' })).toBe(true);
    expect(isCrossSiteFrame({ framed: true, ownOrigin: own, topOrigin: null })).toBe(true);
  });
});
