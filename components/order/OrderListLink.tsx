'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';

/** Back to the store's order list from a boundary that gets no params (not-found). */
export function OrderListLink({ label, className = 'button button--ghost' }: { label: string; className?: string }) {
  const { store } = useParams<{ store?: string }>();
  return (
    <Link className={className} href={store ? `/${encodeURIComponent(store)}/order` : '/'}>
      {label}
    </Link>
  );
}
