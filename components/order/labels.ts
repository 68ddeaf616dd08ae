import type { getTranslations } from 'next-intl/server';
import { formatDate, type DateInput } from '@/lib/format/date';

/** Server-side label helpers of the order pages (they take the `orders` translator). */

export type OrdersT = Awaited<ReturnType<typeof getTranslations>>;

export const ORDER_DATE_FORMAT = 'yyyy/LL/dd HH:mm';

/** A translated label where one exists; values the spec leaves open (shipping states) show as sent. */
export function labelOr(t: OrdersT, key: string, value: string): string {
  return t.has(key) ? t(key) : value;
}

export const shippingStatusLabel = (t: OrdersT, value: string) => labelOr(t, `shippingStatus.${value}`, value);
/** The chain's name in the buyer's language: by GMO code, else by the name sent, else as sent. */
export function cvsLabel(t: OrdersT, name: string | null, code: string | null): string | null {
  if (code && t.has(`cvs.${code}`)) return t(`cvs.${code}`);
  if (name) return labelOr(t, `cvs.${name}`, name);
  return code;
}

export function orderDate(value: DateInput, timeZone: string): string {
  return formatDate(value, timeZone, ORDER_DATE_FORMAT);
}

/** ISO for <time dateTime>, or undefined. */
export function isoDate(value: DateInput): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
