import type { ReactNode } from 'react';
import styles from './payment.module.css';

/** The frame both order payment pages share: their title, then their content. */
export function PaymentFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}

/** The order (or what the page needs with it) could not be read; the failure is already reported. */
export function PaymentLoadFailed({ title, message }: { title: string; message: string }) {
  return (
    <PaymentFrame title={title}>
      <p className={styles.alert} role="alert">
        {message}
      </p>
    </PaymentFrame>
  );
}
