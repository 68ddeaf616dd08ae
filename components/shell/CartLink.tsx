import Link from 'next/link';
import { parseStorePath } from '@/lib/guards/paths';
import type { SafeHref } from '@/lib/url/safe-href';
import { CartCount } from './CartCount';
import { EnterpriseCartSlot } from './EnterpriseCartSlot';
import styles from './shell.module.css';

export interface CartLinkProps {
  href: SafeHref;
  label: string;
  countLabel: string;
  initialCount: number | null;
  /** '_blank': the live room opens the cart in a new tab (live-room §2). */
  target?: '_blank';
  /**
   * An enterprise store (`isEnterpriseStore` in lib/enterprise): the button reports the cart and
   * follows the checked enterprise redirect instead of linking to the cart page (live-room §6).
   * `failed` is the translated toast (messages `enterprise.cartFailed`).
   */
  enterprise?: { store: string; failed: string } | null;
}

/**
 * The cart with its count badge. No client code of its own: the link is rendered here so the
 * layout's client chunk does not carry its own copy of next/link; only the count (and, for an
 * enterprise store, the button) is client code.
 */
export function CartLink({ href, label, countLabel, initialCount, target, enterprise }: CartLinkProps) {
  // The link is the store's cart page (/{store}/shopping): the badge counts that store's cart.
  const store = parseStorePath(href)?.slug ?? null;
  const content = (
    <>
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
      <CartCount label={label} countLabel={countLabel} initialCount={initialCount} store={store} />
    </>
  );
  if (enterprise) {
    return (
      <EnterpriseCartSlot store={enterprise.store} failed={enterprise.failed} target={target} className={styles.iconLink}>
        {content}
      </EnterpriseCartSlot>
    );
  }
  return (
    // No prefetch: the cart is for members (a visitor's prefetch would only meet the guard's
    // redirect), and it changes with every add.
    <Link href={href} className={styles.iconLink} prefetch={false} target={target} rel={target === '_blank' ? 'noopener noreferrer' : undefined}>
      {content}
    </Link>
  );
}
