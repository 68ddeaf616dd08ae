/** Where a page's HTML keeps `document.cookie` as it was while the page was parsed (components/shell/RememberVisit). */
export const COOKIES_AT_PARSE = '__kirariCookiesAtParse';
