import Link from 'next/link';
import { CartCount } from './CartCount';
import styles from './shell.module.css';

/**
 * The cart with its count badge. A server component: the link is rendered here so the layout's
 * client chunk does not carry its own copy of next/link; only the count is client code.
 */
export function CartLink({ href, label, countLabel, initialCount }: { href: string; label: string; countLabel: string; initialCount: number | null }) {
  return (
    // No prefetch: the cart is for members (a visitor's prefetch would only meet the guard's
    // redirect), and it changes with every add.
    <Link href={href} className={styles.iconLink} prefetch={false}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.3a1.5 1.5 0 0 0 1.4-1l2-6.3H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      <CartCount label={label} countLabel={countLabel} initialCount={initialCount} />
    </Link>
  );
}
