import styles from './order.module.css';

/** The loading state of the order pages: the shape of what is coming, announced once. */
export function ListSkeleton({ label, cards = 3, tabs = true }: { label: string; cards?: number; tabs?: boolean }) {
  return (
    <div aria-busy="true" data-testid="order-skeleton">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {tabs ? (
        <div className={styles.tabs} aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <span key={i} className={`${styles.skeleton} ${styles.skeletonTab}`} />
          ))}
        </div>
      ) : null}
      <div className={styles.list} aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className={`${styles.skeleton} ${styles.skeletonCard}`} />
        ))}
      </div>
    </div>
  );
}
