'use client';

import { useParams } from 'next/navigation';

/**
 * Back to the store's product list; not-found and error boundaries get no params, so read them
 * here. A plain link: after an error a full load is the safer way back, and it keeps next/link
 * out of this boundary's chunk.
 */
export function StoreBackLink({ label, className = 'button' }: { label: string; className?: string }) {
  const { store } = useParams<{ store?: string }>();
  return (
    <a className={className} href={store ? `/${encodeURIComponent(store)}/market` : '/'}>
      {label}
    </a>
  );
}
