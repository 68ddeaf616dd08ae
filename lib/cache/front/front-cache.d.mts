import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export declare const FRONT_CACHE_HEADER: 'x-kirari-front-cache';
export declare const PURGE_GRACE_MS: number;
export declare const COLLAPSE_WAIT_MS: number;

export interface FrontCacheEntry {
  status: number;
  headers: Array<[string, string | string[]]>;
  body: Buffer;
  etag: string | null;
  storedAt: number;
  generation: number;
  freshMs: number;
  staleMs: number;
  refreshClaimedAt: number | null;
}

export interface FrontCache {
  readonly generation: number;
  readonly bytes: number;
  lookup(key: string): { entry: FrontCacheEntry; state: 'fresh' | 'stale' | 'refresh' } | null;
  releaseRefresh(key: string): void;
  store(key: string, response: { status: number; headers: OutgoingHttpHeaders; body: Buffer }, startedInGeneration: number): boolean;
  purge(): void;
}

export declare function createFrontCache(options?: { maxBytes?: number; now?: () => number }): FrontCache;
export declare function withFrontCache(
  cache: FrontCache,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: { maxEntryBytes?: number; collapseWaitMs?: number },
): (req: IncomingMessage, res: ServerResponse) => unknown;
export declare function withoutSharedFailures(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): (req: IncomingMessage, res: ServerResponse) => unknown;
/** Records what is written to `res`; the returned function gives it once finished (null past `maxBytes`). */
export declare function recordBody(res: ServerResponse, maxBytes: number): () => Buffer | null;
export declare function writeKept(
  req: IncomingMessage,
  res: ServerResponse,
  kept: { status: number; headers: Array<[string, string | string[]]>; body: Buffer; etag: string | null },
): void;
