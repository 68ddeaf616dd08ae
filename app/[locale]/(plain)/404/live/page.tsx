import { notFound } from 'next/navigation';

/** A malformed live post id (lib/guards/known-routes): the room's not-found page with a 404 status. */
export default function LiveNotFoundPage() {
  notFound();
}
