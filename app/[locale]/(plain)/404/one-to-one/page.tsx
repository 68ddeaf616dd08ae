import { notFound } from 'next/navigation';

/** An unknown or malformed one-to-one link (lib/guards/known-routes): the entrance's not-found page with a 404 status. */
export default function OneToOneNotFoundPage() {
  notFound();
}
