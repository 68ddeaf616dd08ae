import { AUDIENCES } from '@/lib/guards/audience';

/**
 * The samples the store segments give `generateStaticParams` (docs/adr/0001-caching.md). Under
 * Cache Components only a segment that lists params (at least one) has *prerenderable* params, and
 * only those give each store, product, post and market view a cached page of its own: rendered
 * on its first request, then served from the cache until its tags change. A segment without the
 * list re-renders on every request.
 *
 * The samples are no real route: `_sample` is no store slug (lib/guards/paths SLUG starts with a
 * letter or digit) and `0` is no id, so middleware never sends a request to them, and the build
 * renders them as not found without calling the platform (`isBuildSampleStore` in loadStore).
 */
export const BUILD_SAMPLE_STORE = '_sample';
export const BUILD_SAMPLE_ID = '0';

export function isBuildSampleStore(slug: string): boolean {
  return slug === BUILD_SAMPLE_STORE;
}

/** The store layout's sample params: each audience of the sample store. */
export function storeSampleParams(): { audience: string; store: string }[] {
  return AUDIENCES.map((audience) => ({ audience, store: BUILD_SAMPLE_STORE }));
}
