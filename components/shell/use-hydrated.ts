import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const afterHydration = () => true;
const whileHydrating = () => false;

/** False while React hydrates the server's HTML (render exactly what the server did), true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, afterHydration, whileHydrating);
}
