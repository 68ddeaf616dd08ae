import { describe, expect, it } from '@jest/globals';
import { formatCurrency, formatPriceRange } from '@/lib/format/currency';
import { formatNumber, formatPercent, isNumeric } from '@/lib/format/number';

describe('isNumeric', () => {
  it('accepts finite numbers and non-empty numeric strings only', () => {
    expect(isNumeric(0)).toBe(true);
    expect(isNumeric('12.5')).toBe(true);
    expect(isNumeric('')).toBe(false);
    expect(isNumeric('  ')).toBe(false);
    expect(isNumeric('12a')).toBe(false);
    expect(isNumeric(Number.NaN)).toBe(false);
    expect(isNumeric(Infinity)).toBe(false);
    expect(isNumeric(null)).toBe(false);
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps at most two fraction digits', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber('1000')).toBe('1,000');
  });
  it('rejects a precision outside the integers 0 to 20', () => {
    expect(formatNumber(1.5, 21)).toBeNull();
    expect(formatNumber(1.5, 1.5)).toBeNull();
    expect(formatNumber(1.55, 0)).toBe('2');
  });
  it('formats percents with at most two fraction digits', () => {
    expect(formatPercent(0.12345)).toBe('12.35%');
    expect(formatPercent('x')).toBeNull();
  });
});

describe('formatCurrency', () => {
  it('uses the store symbols and no yen fractions', () => {
    expect(formatCurrency(12800, 'JPY')).toBe('¥12,800');
    expect(formatCurrency(990, 'TWD')).toBe('NT$990');
    expect(formatCurrency(9.5)).toBe('$9.5');
  });
  it('puts the sign after the currency symbol', () => {
    expect(formatCurrency(-1200, 'JPY')).toBe('¥-1,200');
  });
  it('gives null for a code that is not three upper-case letters', () => {
    expect(formatCurrency(1, 'jpy')).toBeNull();
    expect(formatCurrency(1, 'YEN!')).toBeNull();
    expect(formatCurrency('abc', 'JPY')).toBeNull();
  });
  it('formats a price range, collapsing equal ends', () => {
    expect(formatPriceRange(1000, 2500, 'JPY')).toBe('¥1,000 – ¥2,500');
    expect(formatPriceRange(1000, 1000, 'JPY')).toBe('¥1,000');
  });
});
