'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Moves focus to the first invalid field once React has rendered the messages (after a refused
 * submit), so keyboard and screen-reader users land on the problem.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (tick > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tick]);
  const request = useCallback(() => setTick((n) => n + 1), []);
  return [ref, request] as const;
}
