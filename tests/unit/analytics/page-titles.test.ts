import { describe, expect, it } from '@jest/globals';
import { matchRoute, PAGE_TITLES, pageTitleFor, UNKNOWN_PAGE_TITLE } from '@/lib/analytics/page-titles';

describe('zh-TW page titles (commerce §2)', () => {
  it.each([
    ['/', '首頁'],
    ['/demo/market', '商品列表'],
    ['/demo/market/', '商品列表'],
    ['/demo/market?keyword=tea', '商品列表'],
    ['/demo/market/info', '商店資訊'],
    ['/demo/market/product/101', '商品詳情'],
    ['/demo/shopping/checkout/55', '結帳完成'],
    ['/demo/order/7/choose-payment', '選擇付款方式'],
    ['/demo/member/shipping/freight/custom', '運費資訊'],
    ['/demo/jpcommercial', '特定商業交易法標示'],
    ['/demo/live/12', '直播間'],
    ['/member/reset-password', '重設密碼'],
    ['/error/permission', '沒有權限'],
    ['/404', '找不到頁面'],
  ])('%s → %s', (path, title) => {
    expect(pageTitleFor(path)).toBe(title);
  });
  it('prefers static routes over the store segment', () => {
    expect(matchRoute('/403')).toEqual({ pattern: '/403', title: '禁止存取', store: null });
    expect(matchRoute('/demo')).toEqual({ pattern: '/[store]', title: '商店首頁', store: 'demo' });
  });
  it('gives the store of a store route', () => {
    expect(matchRoute('/my%20shop/market').store).toBe('my shop');
  });
  it('groups unknown paths', () => {
    expect(pageTitleFor('/demo/market/product/101/extra')).toBe(UNKNOWN_PAGE_TITLE);
  });
  it('has a Chinese title for every route', () => {
    for (const title of Object.values(PAGE_TITLES)) expect(title).toMatch(/[\u4e00-\u9fff]/);
  });
});
