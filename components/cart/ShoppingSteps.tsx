import styles from './steps.module.css';

/**
 * The shopping-steps indicator of commerce §2 (cart → checkout → done), for the cart and checkout
 * pages. A server component with its labels as props and no other dependency.
 */

export type ShoppingStep = 'cart' | 'checkout' | 'done';

export interface ShoppingStepsProps {
  current: ShoppingStep;
  labels: Record<ShoppingStep, string>;
  /** The list's accessible name, e.g. "購入の流れ". */
  label: string;
}

const STEPS: readonly ShoppingStep[] = ['cart', 'checkout', 'done'];

export function ShoppingSteps({ current, labels, label }: ShoppingStepsProps) {
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label={label} className={styles.steps}>
      <ol className={styles.list}>
        {STEPS.map((step, index) => (
          <li
            key={step}
            className={`${styles.step} ${index < at ? styles.done : ''} ${index === at ? styles.current : ''}`}
            aria-current={index === at ? 'step' : undefined}
            data-step={step}
          >
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span>{labels[step]}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
