import type { Result } from '@/lib/api/result';

/**
 * Guard step 1 (commerce §2, issue 7 decision 5): the store must exist and be in JP; a failed
 * store fetch goes to /404. Market status is fetched for members only, and its failure is a 404
 * too; a guest never fetches it.
 */

export const SUPPORTED_REGION = 'JP';

/** What the guards need of a store; the full Store fits. */
export interface GuardStore {
  slug: string;
  name: string;
  region: string;
  /** An enterprise store's own site may frame its live room (issue 15). */
  enterprise?: { subscription?: { domain?: string | null } | null } | null;
}

/** missing (404) and failed are told apart so a cache can keep one and not the other. */
export type StoreLookup = { kind: 'found'; store: GuardStore } | { kind: 'missing' } | { kind: 'failed' };

/**
 * skipped: no member token, so not fetched. unauthorized: the platform rejected the member token;
 * that proves the viewer is not a member, not that the store is broken (our reading).
 */
export type MarketStatusOutcome = 'skipped' | 'ok' | 'unauthorized' | 'failed';

export type NotFoundReason = 'missing' | 'region' | 'store-failed' | 'market-status-failed';

export type StoreCheck = { kind: 'continue'; store: GuardStore } | { kind: 'not-found'; reason: NotFoundReason };

/**
 * A store answer the guards and pages can build on: an object with a non-empty slug (paths are
 * built from it) and a region. A 200 answer without one (an empty or truncated body, which the
 * client passes on unchanged after reporting the mismatch) is a failed fetch, never a found store.
 */
export function usableStore<S extends GuardStore>(answer: unknown): S | null {
  const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null) return null;
  const { slug, region } = data as Partial<GuardStore>;
  return typeof slug === 'string' && slug !== '' && typeof region === 'string' ? (data as S) : null;
}

export function storeLookupFromResult(result: Result<{ data: GuardStore }>): StoreLookup {
  if (result.ok) {
    const store = usableStore(result.data);
    return store ? { kind: 'found', store } : { kind: 'failed' };
  }
  return result.error.kind === 'status' && result.error.status === 404 ? { kind: 'missing' } : { kind: 'failed' };
}

/** Only a member token makes the market-status call worth its round trip. */
export function needsMarketStatus(memberToken: string | null): boolean {
  return memberToken !== null;
}

export function marketStatusOutcome(result: Result<unknown> | null | undefined): MarketStatusOutcome {
  if (!result) return 'skipped';
  if (result.ok) return 'ok';
  return result.error.kind === 'status' && result.error.status === 401 ? 'unauthorized' : 'failed';
}

export function checkStore(lookup: StoreLookup, marketStatus: MarketStatusOutcome): StoreCheck {
  if (lookup.kind === 'missing') return { kind: 'not-found', reason: 'missing' };
  if (lookup.kind === 'failed') return { kind: 'not-found', reason: 'store-failed' };
  if (lookup.store.region !== SUPPORTED_REGION) return { kind: 'not-found', reason: 'region' };
  if (marketStatus === 'failed') return { kind: 'not-found', reason: 'market-status-failed' };
  return { kind: 'continue', store: lookup.store };
}
