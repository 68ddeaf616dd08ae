'use client';

import { useParams } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { parseStorePath } from '@/lib/guards/paths';

/**
 * Back to the store's product list; not-found and error boundaries get no params, so read them
 * here. Middleware's static 404 pages (app/[locale]/(plain)/404/…) have no store param: there the
 * store is the first segment of the address, known once in the browser. A plain link: after an
 * error a full load is the safer way back, and it keeps next/link out of this boundary's chunk.
 */
const noSubscription = () => () => {};
const storeOfAddress = () => parseStorePath(window.location.pathname)?.slug ?? null;
const noStore = () => null;

export function StoreBackLink({ label, className = 'button' }: { label: string; className?: string }) {
  const { store } = useParams<{ store?: string }>();
  // The server (and hydration) render the home link; the browser then reads its address.
  const fromAddress = useSyncExternalStore(noSubscription, storeOfAddress, noStore);
  const slug = store ?? fromAddress;
  return (
    <a className={className} href={slug ? `/${encodeURIComponent(slug)}/market` : '/'}>
      {label}
    </a>
  );
}
