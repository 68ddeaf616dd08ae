import type { ShippingLog } from '@/lib/schemas';
import { listOf, trimmedText } from '@/lib/format/field';

/**
 * Shipping display rules: the receiver's address line and the tracking log order. A platform's
 * full address may already carry the postcode (〒150-0001 …): it is not repeated.
 */

export function receiverAddress(postcode: string | null | undefined, address: string | null | undefined): string {
  const line = trimmedText(address);
  const code = trimmedText(postcode);
  if (!code || line.includes(code)) return line;
  return [`〒${code}`, line].filter(Boolean).join(' ');
}

/** Newest step first; steps without a time go last, in the order given. */
export function trackingSteps<T extends Pick<ShippingLog, 'created_at'>>(logs: readonly T[] | null | undefined): T[] {
  const time = (log: T) => {
    const value = log.created_at;
    const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  return [...listOf(logs)].map((log, index) => ({ log, index })).sort((a, b) => time(b.log) - time(a.log) || a.index - b.index).map(({ log }) => log);
}
