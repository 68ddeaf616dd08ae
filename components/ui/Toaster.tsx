'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { dismissToastAtom, toastsAtom } from '@/components/shell/atoms';
import { Toast } from './Toast';
import styles from './Toast.module.css';

/**
 * The toast host. Two live regions that exist before any toast does (so additions are announced):
 * success and info are polite status messages, warning and error are alerts.
 */
export function Toaster({ dismissLabel }: { dismissLabel: string }) {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const polite = toasts.filter((toast) => toast.type === 'success' || toast.type === 'info');
  const urgent = toasts.filter((toast) => toast.type === 'warning' || toast.type === 'error');
  return (
    <div className={styles.host}>
      <div role="alert" className={styles.region}>
        {urgent.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={dismissLabel} />
        ))}
      </div>
      <div role="status" className={styles.region}>
        {polite.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} dismissLabel={dismissLabel} />
        ))}
      </div>
    </div>
  );
}
