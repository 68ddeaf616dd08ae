'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { miniSession, subscribeMini, type MiniPlayerView } from './mini-session';

/**
 * In the store layout: once the buyer leaves the room of a live that plays, shows its mini-player.
 * Kept this small on purpose (every store page's First Load carries it): the room hands over how
 * to load the mini-player's code with the session, so that code, its rules and even its loader
 * stay out of the store pages until first used.
 */
export function MiniPlayerHost() {
  const session = useSyncExternalStore(subscribeMini, miniSession, () => null);
  const path = usePathname();
  const [View, setView] = useState<MiniPlayerView | null>(null);
  const away = Boolean(session && path !== session.roomHref);
  useEffect(() => {
    if (away && !View) void session?.load().then((loaded) => setView(() => loaded));
  }, [away, View, session]);
  return session && View ? <View session={session} path={path} /> : null;
}
