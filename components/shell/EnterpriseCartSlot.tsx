'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

// Its own chunk: only enterprise stores have this button.
const EnterpriseCartButton = lazy(() => import('./EnterpriseCartButton').then((module) => ({ default: module.EnterpriseCartButton })));

interface EnterpriseCartSlotProps {
  store: string;
  failed: string;
  target?: '_blank';
  className?: string;
  children: ReactNode;
}

/**
 * The enterprise cart button (EnterpriseCartButton), loaded on its own after hydration. Until then
 * it shows disabled: a click on it could do nothing yet, and must not look as if it had.
 */
export function EnterpriseCartSlot(props: EnterpriseCartSlotProps) {
  const hydrated = useHydrated();
  const waiting = (
    <button type="button" className={props.className} aria-busy="true" disabled data-testid="enterprise-cart">
      {props.children}
    </button>
  );
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <EnterpriseCartButton {...props} />
    </Suspense>
  );
}
