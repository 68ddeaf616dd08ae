import type { SWRConfiguration } from 'swr';

/**
 * What every client read (SWR over a server action or route handler) shares. The fetchers turn an
 * action's plain outcome into data, or throw a ReadFailure; this decides what SWR does then.
 * Pure: the hooks that use it (components) add the session rule (useSessionFailure) themselves.
 */

/** login: no member token; unauthorized: the platform refused it (the 401 rule runs); notFound: gone for good; error: anything else. */
export type ReadFailureKind = 'login' | 'unauthorized' | 'notFound' | 'error';

export class ReadFailure extends Error {
  constructor(
    readonly kind: ReadFailureKind,
    /** The server's message for an `error`, shown where the read shows failures; null for the general one. */
    readonly serverMessage: string | null = null,
  ) {
    super(`read failed: ${kind}`);
    this.name = 'ReadFailure';
  }
}

export type FinalFailureKind = Exclude<ReadFailureKind, 'error'>;

/** A failure no retry can mend: the session or the thing itself is gone. */
export const isFinalFailure = (error: unknown): error is ReadFailure & { kind: FinalFailureKind } => error instanceof ReadFailure && error.kind !== 'error';

/**
 * Spread into each useSWR call. Same-key reads within 2 s share one request, focus reads at most
 * every 5 s, and a failed read is retried twice with SWR's backoff (5 s, then about 10–25 s) and
 * never when it is final: a 401 runs the rule once instead of a retry storm against the platform.
 */
export const READ_CONFIG = {
  dedupingInterval: 2_000,
  focusThrottleInterval: 5_000,
  errorRetryInterval: 5_000,
  errorRetryCount: 2,
  shouldRetryOnError: (error: unknown) => !isFinalFailure(error),
} satisfies SWRConfiguration;
