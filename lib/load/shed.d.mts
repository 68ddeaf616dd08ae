import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export declare const SHED_DEFAULTS: Readonly<{ thresholdMs: number; recoverMs: number; holdMs: number; retryAfterS: number }>;
export declare function isDeferrable(request: { headers: IncomingHttpHeaders }): boolean;
export interface LoadGauge {
  record(lagMs: number): void;
  readonly overloaded: boolean;
  readonly lagMs: number;
}
export declare function createLoadGauge(options?: { thresholdMs?: number; recoverMs?: number; holdMs?: number; now?: () => number }): LoadGauge;
export declare function shedResponse(retryAfterS?: number): { status: 503; headers: Record<string, string>; body: string };
export { retryDelayMs } from './retry-delay.mjs';
export declare function withLoadShedding(
  gauge: Pick<LoadGauge, 'overloaded'>,
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: { retryAfterS?: number },
): (req: IncomingMessage, res: ServerResponse) => unknown;
export declare function sampleEventLoopLag(gauge: Pick<LoadGauge, 'record'>, options?: { intervalMs?: number; now?: () => number }): () => void;
