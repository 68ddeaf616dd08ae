import type { ProductBadge } from '@/lib/market/product-card';
import styles from './product.module.css';

const ALERT: ReadonlySet<string> = new Set(['soldOut', 'adultWarning', 'endSell']);

/** Status badges of a product, already translated: [key, text]. */
export function ProductBadges({ badges }: { badges: [ProductBadge | 'onSell' | 'ticket', string][] }) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {badges.map(([key, text]) => (
        <li key={key} className={`${styles.badge} ${ALERT.has(key) ? styles.badgeAlert : ''}`}>
          {text}
        </li>
      ))}
    </ul>
  );
}
