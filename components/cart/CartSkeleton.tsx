import styles from './cart.module.css';

/** The cart while it loads (commerce §4 LOADING): placeholder blocks, announced once. */
export function CartSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" data-testid="cart-skeleton">
      <span className="visually-hidden">{label}</span>
      <div className={`${styles.bone} ${styles.boneShort}`} />
      <div className={styles.bone} />
      <div className={styles.bone} />
      <div className={styles.bone} />
    </div>
  );
}
