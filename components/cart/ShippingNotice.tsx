import styles from './steps.module.css';

/**
 * The shipping notice of commerce §2 for the cart and checkout pages: a titled note, one
 * paragraph per line. A server component with its texts as props and no other dependency.
 */
export interface ShippingNoticeProps {
  title: string;
  lines: readonly string[];
}

export function ShippingNotice({ title, lines }: ShippingNoticeProps) {
  if (lines.length === 0) return null;
  return (
    <aside className={styles.notice} aria-label={title}>
      <p className={styles.noticeTitle}>{title}</p>
      {lines.map((line) => (
        <p key={line} className={styles.noticeLine}>
          {line}
        </p>
      ))}
    </aside>
  );
}
