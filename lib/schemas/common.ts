import { z } from 'zod';
import './csp-config';
import { STORE_SLUG } from './store-slug';

/** The shared value checks of commerce §5. */

export const ISO_DATE_MESSAGE = 'Not a iso8601 string or Date';

export const plainString = z.string();
export const urlString = z.string().url();

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isIsoDate(value: unknown): value is string | number | Date {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string') return false;
  return ISO_8601.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T')));
}

/**
 * An ISO-8601 string, a number (epoch) or a Date. One custom check, so every bad value (null,
 * NaN, an object) gets the spec's message rather than zod's generic union error.
 */
export const isoDate = z.custom<string | number | Date>(isIsoDate, { message: ISO_DATE_MESSAGE });

export const nonNegativeInt = z.number().int().nonnegative();
export const positiveInt = z.number().int().positive();

/** An array the platform always sends empty (e.g. `replay_url: []` meaning none). */
export const alwaysEmptyArray = z.array(z.never()).length(0);

/** Ids are integers on the platform; some live-room ids are strings (comment ids, uuids). */
export const id = nonNegativeInt;

export const pageLinks = z.object({
  first: urlString,
  last: urlString,
  prev: urlString.nullable(),
  next: urlString.nullable(),
});

export const pageMeta = z.object({
  current_page: nonNegativeInt,
  from: nonNegativeInt.nullable(),
  last_page: nonNegativeInt,
  path: z.string(),
  per_page: nonNegativeInt,
  to: nonNegativeInt.nullable(),
  total: nonNegativeInt,
});

/** The paged list of commerce §3: data, links, meta. */
export function pagedList<T extends z.ZodType, M extends z.ZodObject = typeof pageMeta>(item: T, meta?: M) {
  return z.object({ data: z.array(item), links: pageLinks, meta: (meta ?? pageMeta) as M });
}

/** `{ data: T }`: how the platform wraps a single entity. */
export function dataOf<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** `{ success: true }` and friends: the answer of calls whose table entry reads "success". */
export const successAnswer = z.object({ success: z.boolean(), message: z.string().optional() });

/** An error body (status outside 200–299). */
export const errorBody = z.object({
  message: z.union([z.string(), z.array(z.string())]).optional(),
  report_type: z.string().optional(),
  report_code: z.union([z.string(), z.number()]).optional(),
  errors: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
});

export const nullableString = z.string().nullable();
export const money = z.number();

/** A timestamp a real API may omit or send as null. */
export const timestamp = isoDate.nullish();

/** Free-form gateway or provider data (payment info, order info): shape not shown in the spec. */
export const looseRecord = z.record(z.string(), z.unknown());

/** `{ data: T[] }`: an unpaged list. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

/** Comment, event and clip ids of the live room may be strings; user ids may arrive as either. */
export const looseId = z.union([nonNegativeInt, z.string().min(1)]);

/** A store slug sent by the browser to a server action (at most 100 characters). */
export const storeSlug = z.string().regex(STORE_SLUG).max(100);
