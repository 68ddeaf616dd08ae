/**
 * Type checks for API fields before they are trimmed, split or indexed. A schema mismatch is
 * reported and the answer used unchanged (commerce §5), so a helper can receive a number where the
 * contract says string, or an object where it says list: it then treats the field as absent. The
 * envelope readers below do the same for a whole answer (an empty body reads as null): a page then
 * shows what it can read, or its own failure state when nothing is readable.
 */

/** The trimmed text of a string field; '' for anything else. */
export function trimmedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The trimmed text, or null when blank or not a string. */
export function textOrNull(value: unknown): string | null {
  return trimmedText(value) || null;
}

/** A list field as a list; [] for anything else. */
export function listOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

/** An object field as a record; null for lists, primitives and null. */
export function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** A string field as it is (untrimmed, for a form's starting value); '' for anything else. */
export function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** An id field that can be linked to: a positive safe integer; null for anything else. */
export function idOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * The entity an answer carries in its `data` envelope; null when the answer is not an object (an
 * empty body reads as null) or its `data` is missing, null, a list or a primitive.
 */
export function dataRecord<T extends object>(answer: { readonly data?: T | null } | null | undefined): T | null {
  return recordOf(recordOf(answer)?.data) as T | null;
}

/** The list an answer carries in its `data` envelope; null when the answer or its `data` is not a list. */
export function dataList<L extends readonly unknown[]>(answer: { readonly data?: L | null } | null | undefined): L | null {
  const data = recordOf(answer)?.data;
  return Array.isArray(data) ? (data as unknown as L) : null;
}

/**
 * The entries of a list field that have an id to key and link them by. Null when the value is not
 * a list, or when it has entries and none has an id: nothing readable, which is not the same as
 * an empty list and shows the page's failure state rather than its empty one.
 */
export function entriesWithIds<T>(list: readonly T[] | null | undefined): T[] | null {
  if (!Array.isArray(list)) return null;
  const readable = list.filter((entry) => idOf(recordOf(entry)?.id) !== null);
  return readable.length === 0 && list.length > 0 ? null : readable;
}

const pageNumber = (value: unknown): number => idOf(value) ?? 1;

/** The current and last page of a paged list answer's meta; 1 for either when it is not a positive integer. */
export function pagesOf(answer: { readonly meta?: unknown } | null | undefined): { page: number; lastPage: number } {
  const meta = recordOf(recordOf(answer)?.meta);
  return { page: pageNumber(meta?.current_page), lastPage: pageNumber(meta?.last_page) };
}

/** The entity of a `data` envelope when it has an id to key and link it by; null otherwise. */
export function dataWithId<T extends object>(answer: { readonly data?: T | null } | null | undefined): T | null {
  const data = dataRecord(answer);
  return data && idOf((data as Record<string, unknown>).id) !== null ? data : null;
}
