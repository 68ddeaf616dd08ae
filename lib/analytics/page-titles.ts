/**
 * Commerce §2: pages are tracked with Chinese-language (zh-TW) titles, whatever the buyer's
 * language. One entry per route pattern of both specs; `[x]` is a dynamic segment.
 */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': '首頁',
  '/error/permission': '沒有權限',
  '/403': '禁止存取',
  '/404': '找不到頁面',
  '/member/reset-password': '重設密碼',
  '/[store]': '商店首頁',
  '/[store]/login': '登入',
  '/[store]/market': '商品列表',
  '/[store]/market/info': '商店資訊',
  '/[store]/market/product/[productId]': '商品詳情',
  '/[store]/shopping': '購物車',
  '/[store]/shopping/checkout': '結帳',
  '/[store]/shopping/checkout/[orderId]': '結帳完成',
  '/[store]/shopping/subscription': '購買訂閱',
  '/[store]/member/shipping/freight/[type]': '運費資訊',
  '/[store]/order': '訂單列表',
  '/[store]/order/[orderId]': '訂單詳情',
  '/[store]/order/[orderId]/payment': '訂單付款',
  '/[store]/order/[orderId]/choose-payment': '選擇付款方式',
  '/[store]/order/[orderId]/message': '訂單訊息',
  '/[store]/member': '會員資料',
  '/[store]/member/update': '編輯會員資料',
  '/[store]/member/email': '變更電子郵件',
  '/[store]/member/email-verify': '驗證電子郵件',
  '/[store]/member/change-password': '變更密碼',
  '/[store]/member/subscription': '我的訂閱',
  '/[store]/jpcommercial': '特定商業交易法標示',
  '/[store]/live': '直播',
  '/[store]/live/[id]': '直播間',
  '/[store]/live-lobby': '直播大廳',
  '/[store]/record/[id]': '直播錄影',
  '/[store]/one-to-one/[postIdHash]': '一對一直播',
};

/** Title of a path no pattern knows (so such views still show up, grouped). */
export const UNKNOWN_PAGE_TITLE = '其他頁面';

interface CompiledRoute {
  pattern: string;
  segments: string[];
  statics: number;
}

const isDynamic = (segment: string) => segment.startsWith('[') && segment.endsWith(']');

const splitPath = (path: string) => path.split('/').filter(Boolean);

/** Most static segments first, so /error/permission beats /[store]/… and /[store]/market/info beats nothing dynamic. */
const ROUTES: CompiledRoute[] = Object.keys(PAGE_TITLES)
  .map((pattern) => {
    const segments = splitPath(pattern);
    return { pattern, segments, statics: segments.filter((s) => !isDynamic(s)).length };
  })
  .sort((a, b) => b.statics - a.statics);

export interface RouteMatch {
  pattern: string;
  title: string;
  /** The [store] segment, when the route has one. */
  store: string | null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route pattern, zh-TW title and store of a pathname (query and hash ignored). */
export function matchRoute(pathname: string): RouteMatch {
  const segments = splitPath(pathname.split(/[?#]/)[0]);
  for (const route of ROUTES) {
    if (route.segments.length !== segments.length) continue;
    if (!route.segments.every((part, i) => isDynamic(part) || part === segments[i])) continue;
    const storeIndex = route.segments.indexOf('[store]');
    return { pattern: route.pattern, title: PAGE_TITLES[route.pattern], store: storeIndex >= 0 ? safeDecode(segments[storeIndex]) : null };
  }
  return { pattern: '', title: UNKNOWN_PAGE_TITLE, store: null };
}

export function pageTitleFor(pathname: string): string {
  return matchRoute(pathname).title;
}
