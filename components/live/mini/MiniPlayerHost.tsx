'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { miniPlayerEnds, miniPlayerShown } from '@/lib/live/layout/mini-player';
import { miniSession, setMiniSession, subscribeMini, type MiniSession } from './mini-session';

type MiniPlayerView = ComponentType<{ session: MiniSession }>;

/**
 * In the store layout: shows the mini-player for the live the buyer left, on the pages it belongs
 * on. Its code is a plain dynamic import made on first use (not next/dynamic, whose loader would
 * weigh on every store page's First Load).
 */
export function MiniPlayerHost() {
  const session = useSyncExternalStore(subscribeMini, miniSession, () => null);
  const path = usePathname();
  const [View, setView] = useState<MiniPlayerView | null>(null);
  const shown = Boolean(session && miniPlayerShown(path, session.roomHref));
  // Checkout and payment end it: the buyer is paying.
  const ends = miniPlayerEnds(path);
  useEffect(() => {
    if (ends) setMiniSession(null);
  }, [ends]);
  useEffect(() => {
    if (shown && !View) void import('./MiniPlayer').then((loaded) => setView(() => loaded.default));
  }, [shown, View]);
  return session && shown && View ? <View session={session} /> : null;
}
