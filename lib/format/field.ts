/**
 * Type checks for API fields before they are trimmed, split or indexed. A schema mismatch is
 * reported and the answer used unchanged (commerce §5), so a helper can receive a number where the
 * contract says string, or an object where it says list: it then treats the field as absent.
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
