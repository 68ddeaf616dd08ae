'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

const INVALID = '[aria-invalid="true"]';

/**
 * Moves focus to the first invalid field once React has rendered the messages (after a refused
 * submit), so keyboard and screen-reader users land on the problem. `selector` widens what counts
 * as invalid (e.g. a radio group marked with data-invalid).
 */
export function useFocusFirstInvalid<T extends HTMLElement>(selector: string = INVALID) {
  const ref = useRef<T>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (tick > 0) ref.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [tick, selector]);
  const request = useCallback(() => setTick((n) => n + 1), []);
  return [ref, request] as const;
}
