'use client';

import { lazy, Suspense, useCallback } from 'react';
import { useAtom } from 'jotai';
import type { AuthLabels } from '@/components/identity/labels';
import { loginDialogAtom } from './atoms';

const load = () => import('@/components/identity/LoginDialog');
// The dialog, its form and the API schemas load only when the dialog first opens.
const LoginDialog = lazy(load);

/** Warm the chunk when the buyer points at a login button, so the dialog opens without a wait. */
export function preloadLoginDialog(): void {
  void load();
}

export function LoginDialogHost({ slug, labels }: { slug: string; labels: AuthLabels }) {
  const [state, setState] = useAtom(loginDialogAtom);
  const close = useCallback(() => setState({ open: false }), [setState]);
  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog slug={slug} labels={labels} reason={state.reason} onClose={close} />
    </Suspense>
  );
}
