import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

export declare const LOCALE_COOKIE: 'kirari_locale';
export declare const KEY_COOKIES: readonly string[];
export declare const BYPASS_COOKIES: readonly string[];
export declare const UNCACHED_PATHS: readonly RegExp[];
export declare const KEYED_HEADERS: readonly string[];
export declare const PREFETCH_KEYED_HEADERS: readonly string[];
export declare const BYPASS_HEADERS: readonly string[];
export declare const BYPASS_HEADER_PREFIXES: readonly string[];
export declare function frontCacheKey(request: { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders }): string | null;
export declare function storableFor(status: number, headers: OutgoingHttpHeaders): { freshMs: number; staleMs: number } | null;
export declare function replayHeaders(headers: OutgoingHttpHeaders): Array<[string, string | string[]]>;
export declare function matchesEtag(ifNoneMatch: string | undefined, etag: string | null): boolean;
export declare const REVALIDATE_PATH: '/api/revalidate';
export declare function isRevalidation(method: string | undefined, url: string | undefined): boolean;
export declare const UNSHARED_CACHE_CONTROL: string;
export declare const CDN_CACHE_CONTROL_FIELD: 'cdn-cache-control';
export declare function cdnCacheControlMayStay(cacheControl: string | number | string[] | undefined): boolean;
export declare function unsharedCacheControl(response: {
  cacheControl: string | number | string[] | undefined;
  contentType: string | number | string[] | undefined;
  nextCache: string | number | string[] | undefined;
}): string | null;
export declare function headerValue(value: string | number | string[] | undefined): string | number;
export declare function isPublic(cacheControl: string): boolean;
export declare function varyNames(headers: OutgoingHttpHeaders): string[];
