import { notFound } from 'next/navigation';

/**
 * Middleware sends a missing page of a store that exists here (lib/guards/known-routes): a page's
 * own notFound() runs after the response has started, so the 404 status needs this prerendered page.
 */
export default function StorePageNotFound() {
  notFound();
}
