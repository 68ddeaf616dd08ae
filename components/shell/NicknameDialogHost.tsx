'use client';

import { lazy, Suspense, useCallback } from 'react';
import { useAtom } from 'jotai';
import type { NicknameLabels } from '@/components/identity/labels';
import { nicknameDialogAtom } from './atoms';

// Loaded on first open only (live room and guest features open it).
const NicknameDialog = lazy(() => import('@/components/identity/NicknameDialog'));

export function NicknameDialogHost({ labels }: { labels: NicknameLabels }) {
  const [open, setOpen] = useAtom(nicknameDialogAtom);
  const close = useCallback(() => setOpen(false), [setOpen]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NicknameDialog labels={labels} onClose={close} />
    </Suspense>
  );
}
