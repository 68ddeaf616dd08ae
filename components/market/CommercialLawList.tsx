import type { CommercialLawRow } from '@/lib/market/commercial-law';
import styles from './info.module.css';

/** The disclosure as a definition list; labels come translated, keyed by field. */
export function CommercialLawList({ rows, labels, missing }: { rows: CommercialLawRow[]; labels: Record<string, string>; missing: string }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.field} className={styles.row}>
          <dt>{labels[row.field]}</dt>
          <dd>
            {row.kind === 'missing' ? (
              <span className={styles.muted}>{missing}</span>
            ) : row.kind === 'text' ? (
              row.value
            ) : (
              <a href={row.href} rel={row.kind === 'url' ? 'noopener noreferrer' : undefined}>
                {row.value}
              </a>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
