import { notFound } from 'next/navigation';

/** The guards send missing stores here: render the not-found page with a real 404 status. */
export default function NotFoundPage() {
  notFound();
}
