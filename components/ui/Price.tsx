import { formatCurrency, formatPriceRange } from '@/lib/format/currency';

/** A price, or a min–max range, in the store's currency. */
export function Price({ amount, max, currency, className }: { amount: number; max?: number; currency: string; className?: string }) {
  const text = max === undefined ? formatCurrency(amount, currency) : formatPriceRange(amount, max, currency);
  return <span className={className}>{text ?? ''}</span>;
}
