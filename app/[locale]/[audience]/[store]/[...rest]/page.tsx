import { notFound } from 'next/navigation';

/**
 * Any other path inside a store is the store's not-found page (middleware sends known misses to the
 * prerendered 404 pages first: lib/guards/known-routes).
 */
export default function UnknownStorePath() {
  notFound();
}
