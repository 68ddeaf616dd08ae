import { describe, expect, it } from '@jest/globals';
import { isMemberOnlyPath, loginRequiredUrl, memberOnlyRedirect } from '@/lib/guards/member-only';

const MEMBER_ONLY = [
  '/shopping',
  '/shopping/',
  '/shopping/subscription',
  '/member/shipping/freight/custom',
  '/order',
  '/order/42',
  '/order/42/payment',
  '/order/42/choose-payment',
  '/order/42/message',
  '/member',
  '/member/update',
  '/member/email',
  '/member/email-verify',
  '/member/change-password',
  '/member/subscription',
];

const OPEN = [
  '/',
  '/login',
  '/market',
  '/market/info',
  '/market/product/7',
  '/shopping/checkout',
  '/shopping/checkout/42',
  '/jpcommercial',
  '/live',
  '/live/9',
  '/live-lobby',
  '/record/9',
  '/one-to-one/abc',
  '/orders', // not the order area
  '/membership',
];

describe('member-only routes (guard 3)', () => {
  it.each(MEMBER_ONLY)('%s is for members', (rest) => {
    expect(isMemberOnlyPath(rest)).toBe(true);
  });
  it.each(OPEN)('%s is open', (rest) => {
    expect(isMemberOnlyPath(rest)).toBe(false);
  });
  it('sends a non-member to the product list with loginRequired', () => {
    expect(memberOnlyRedirect({ slug: 'demo', rest: '/order' }, false)).toBe('/demo/market?loginRequired=true');
    expect(memberOnlyRedirect({ slug: 'demo', rest: '/order' }, true)).toBeNull();
    expect(memberOnlyRedirect({ slug: 'demo', rest: '/shopping/checkout' }, false)).toBeNull();
    expect(loginRequiredUrl('demo')).toBe('/demo/market?loginRequired=true');
  });
});
