'use client';

import { useRef, useState, type RefObject, type SetStateAction } from 'react';

/**
 * State whose newest value is readable at once (`newest.current`), ahead of the next render: edits
 * applied together (a form's pre-hydration pass at mount makes several) each build on the one
 * before, where the render's copy would keep only the last. The setter answers the new value.
 */
export function useNewestState<T>(initial: T | (() => T)): [T, (action: SetStateAction<T>) => T, RefObject<T>] {
  const [value, setValue] = useState(initial);
  const newest = useRef(value);
  const set = (action: SetStateAction<T>): T => {
    const next = typeof action === 'function' ? (action as (current: T) => T)(newest.current) : action;
    newest.current = next;
    setValue(next);
    return next;
  };
  return [value, set, newest];
}
