import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export declare const IMMUTABLE_PREFIX: '/_next/static/';
export declare function immutableFileKey(request: { method?: string; url?: string; headers: IncomingHttpHeaders }): string | null;
export declare function isImmutableAnswer(status: number, headers: OutgoingHttpHeaders): boolean;
export declare function withImmutableFiles(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: { maxBytes?: number; maxEntryBytes?: number },
): (req: IncomingMessage, res: ServerResponse) => unknown;
