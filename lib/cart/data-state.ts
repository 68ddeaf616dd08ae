/**
 * Commerce §4 loading states: stored data goes EMPTY → LOADING → READY or ERROR; lists (here the
 * pricing) use idle, loading, success, failed. They pick the screen: skeleton, error, empty, list.
 */

export type DataState = 'EMPTY' | 'LOADING' | 'READY' | 'ERROR';
export type ListState = 'idle' | 'loading' | 'success' | 'failed';

export type CartScreen = 'skeleton' | 'error' | 'empty' | 'list';

/**
 * A cart on screen stays while it reloads (no flash of the skeleton), and a failed reload keeps
 * it too; the skeleton and error views are for a cart never loaded. Notices show on any screen.
 */
export function cartScreen(state: DataState, lineCount: number, loadedOnce: boolean): CartScreen {
  const loaded = state === 'READY' || (loadedOnce && state !== 'EMPTY');
  if (loaded) return lineCount === 0 ? 'empty' : 'list';
  return state === 'ERROR' ? 'error' : 'skeleton';
}

/**
 * The pricing panel's state: idle without a selection; loading while the answer on hand is for
 * another selection (the debounce is running, or the call is out).
 */
export function pricingState(selectedCount: number, currentKey: string, answered: { key: string; state: ListState } | null): ListState {
  if (selectedCount === 0) return 'idle';
  if (!answered || answered.key !== currentKey) return 'loading';
  return answered.state;
}
