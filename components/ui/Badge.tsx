import styles from './Badge.module.css';

/** Commerce §9: a badge shows counts up to 99, then "99+". */
export const BADGE_MAX = 99;

export function badgeText(count: number, max: number = BADGE_MAX): string {
  const whole = Math.max(0, Math.floor(count));
  return whole > max ? `${max}+` : String(whole);
}

/** A small count bubble; nothing for zero or no count. Screen readers get the count from the owner's label. */
export function Badge({ count, max = BADGE_MAX, className }: { count: number | null | undefined; max?: number; className?: string }) {
  if (!count || count <= 0 || !Number.isFinite(count)) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} aria-hidden="true" data-testid="badge">
      {badgeText(count, max)}
    </span>
  );
}
