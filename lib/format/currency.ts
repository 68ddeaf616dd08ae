import { formatNumber, isNumeric, isValidPrecision } from './number';

/** Currency rules of commerce §5/§9: 3-letter upper-case code (default USD), sign after the symbol. */

const SYMBOLS: Record<string, string> = { JPY: '¥', TWD: 'NT$', USD: '$' };
/** Yen and the store's NT dollar prices carry no fraction. */
const DEFAULT_PRECISION: Record<string, number> = { JPY: 0, TWD: 0 };

export function currencySymbol(code: string): string {
  return SYMBOLS[code] ?? code;
}

/** `formatCurrency(-1200, 'JPY')` → `¥-1,200`; null for a bad code, amount or precision. */
export function formatCurrency(amount: unknown, code: string = 'USD', precision?: number): string | null {
  if (!/^[A-Z]{3}$/.test(code) || !isNumeric(amount)) return null;
  const digits = precision ?? DEFAULT_PRECISION[code] ?? 2;
  if (!isValidPrecision(digits)) return null;
  const value = Number(amount);
  const body = formatNumber(Math.abs(value), digits);
  return `${currencySymbol(code)}${value < 0 ? '-' : ''}${body}`;
}

/** A product's price or price range: `¥1,200` or `¥1,200 – ¥3,400`. */
export function formatPriceRange(min: unknown, max: unknown, code: string): string | null {
  const low = formatCurrency(min, code);
  if (low === null) return formatCurrency(max, code);
  const high = formatCurrency(max, code);
  return high === null || Number(min) === Number(max) ? low : `${low} – ${high}`;
}
