/**
 * Builds a call path with every interpolated parameter URI-encoded:
 * path`/api/v1/orders/${id}/messages`. A slug such as "a/b" stays one segment.
 */
export function path(strings: TemplateStringsArray, ...params: (string | number)[]): string {
  return strings.reduce((out, part, i) => out + part + (i < params.length ? encodeURIComponent(String(params[i])) : ''), '');
}
