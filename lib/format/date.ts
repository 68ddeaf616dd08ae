import { formatInTimeZone } from 'date-fns-tz';

/**
 * Dates per commerce §9: default pattern yyyy/LL/dd HH:mm:ss, in the store's IANA time zone; an
 * invalid date gives ''. Strings without an offset are read as wall time in that zone.
 */

export const DEFAULT_DATE_FORMAT = 'yyyy/LL/dd HH:mm:ss';
/** Stores are JP-only, so a store with a broken time zone still gets Japanese time. */
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';

export type DateInput = Date | string | number | null | undefined;

const validZones = new Map<string, boolean>();

export function isValidTimeZone(timeZone: string): boolean {
  let valid = validZones.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      valid = timeZone !== '';
    } catch {
      valid = false;
    }
    validZones.set(timeZone, valid);
  }
  return valid;
}

function isUsable(value: DateInput): value is Date | string | number {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '';
}

export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE, pattern: string = DEFAULT_DATE_FORMAT): string {
  if (!isUsable(value)) return '';
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const input = typeof value === 'string' ? value.trim() : value;
  try {
    return formatInTimeZone(input, zone, pattern);
  } catch {
    // date-fns throws RangeError on an invalid date (or a bad pattern): show nothing.
    return '';
  }
}
