'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { miniPlayerEnds, miniPlayerShown } from '@/lib/live/layout/mini-player';
import { miniSession, setMiniSession, subscribeMini } from './mini-session';

// The mini-player's own code loads on first use only: store pages pay for this host alone.
const MiniPlayer = dynamic(() => import('./MiniPlayer'), { ssr: false });

/** In the store layout: shows the mini-player for the live the buyer left, on the pages it belongs on. */
export function MiniPlayerHost() {
  const session = useSyncExternalStore(subscribeMini, miniSession, () => null);
  const path = usePathname();
  // Checkout and payment end it: the buyer is paying.
  const ends = miniPlayerEnds(path);
  useEffect(() => {
    if (ends) setMiniSession(null);
  }, [ends]);
  if (!session || !miniPlayerShown(path, session.roomHref)) return null;
  return <MiniPlayer session={session} />;
}
