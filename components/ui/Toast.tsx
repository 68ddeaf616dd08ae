'use client';

import { useEffect, useState } from 'react';
import type { Toast as ToastData } from '@/components/shell/atoms';
import styles from './Toast.module.css';

/**
 * One toast. It dismisses itself after its duration (3000 ms by default); hovering or focusing it
 * holds the timer so a slow reader or a keyboard user can finish, and the full time restarts after.
 */
export function Toast({ toast, onDismiss, dismissLabel }: { toast: ToastData; onDismiss: (id: number) => void; dismissLabel: string }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held || toast.durationMs <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [held, toast.id, toast.durationMs, onDismiss]);

  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return (
    <div className={`${styles.toast} ${styles[toast.type]}`} onMouseEnter={hold} onMouseLeave={release} onFocus={hold} onBlur={release}>
      <p className={styles.message}>{toast.message}</p>
      <button type="button" className={styles.dismiss} onClick={() => onDismiss(toast.id)} aria-label={dismissLabel}>
        ×
      </button>
    </div>
  );
}
