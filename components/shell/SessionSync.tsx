'use client';

import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { cartCountAtom, sessionGuestAtom, sessionUserAtom, type SessionGuest, type SessionUser } from './atoms';
import { loadSessionRuntime } from './ClientBootstrap';

/** Copies the server's view of the session into the shared atoms; a refused token runs the 401 rule. */
export function SessionSync({
  user,
  guest,
  cartCount,
  rejected,
}: {
  user: SessionUser | null;
  guest: SessionGuest | null;
  cartCount: number | null;
  rejected: boolean;
}) {
  const setUser = useSetAtom(sessionUserAtom);
  const setGuest = useSetAtom(sessionGuestAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  useEffect(() => {
    setUser(user);
    setGuest(guest);
  }, [user, guest, setUser, setGuest]);
  useEffect(() => {
    setCartCount(cartCount);
  }, [cartCount, setCartCount]);
  useEffect(() => {
    if (rejected) void loadSessionRuntime().then((runtime) => runtime.handleUnauthorized());
  }, [rejected]);
  return null;
}
