/**
 * Commerce §4's list states (idle, loading, success, failed) and the view each one shows:
 * a skeleton until there is data, the empty view for an empty success, the error view for a
 * failure with nothing to show, and the list otherwise. A failed refresh keeps what was shown
 * (marked stale) rather than blanking it.
 */

export type ListState<T> =
  | { status: 'idle' }
  | { status: 'loading'; data?: readonly T[] }
  | { status: 'success'; data: readonly T[] }
  | { status: 'failed'; error: string | null; data?: readonly T[] };

export type ListView = 'skeleton' | 'empty' | 'error' | 'list';

export function listView<T>(state: ListState<T>): ListView {
  switch (state.status) {
    case 'idle':
      return 'skeleton';
    case 'loading':
      return state.data?.length ? 'list' : 'skeleton';
    case 'success':
      return state.data.length ? 'list' : 'empty';
    case 'failed':
      return state.data?.length ? 'list' : 'error';
  }
}

/** The data a state still holds (loading and failed keep the last success). */
export function listData<T>(state: ListState<T>): readonly T[] {
  return state.status === 'idle' ? [] : (state.data ?? []);
}

/** Shown data from before a failed refresh. */
export const isStale = <T>(state: ListState<T>): boolean => state.status === 'failed' && !!state.data?.length;

/** Transitions: a refresh keeps the data; a failure keeps the last data and its message. */
export const startLoading = <T>(state: ListState<T>): ListState<T> => ({ status: 'loading', data: listData(state) });
export const succeed = <T>(data: readonly T[]): ListState<T> => ({ status: 'success', data });
export const fail = <T>(state: ListState<T>, error: string | null): ListState<T> => ({ status: 'failed', error, data: listData(state) });
