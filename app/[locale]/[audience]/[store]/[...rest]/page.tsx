import { notFound } from 'next/navigation';

/**
 * Any other path inside a store is the store's not-found page. With two root layouts (app/(site),
 * app/(anonymous)) no layout wraps app/ itself, so unmatched paths need a route of their own.
 */
export default function UnknownStorePath() {
  notFound();
}
