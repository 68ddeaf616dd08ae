/**
 * HTTP Range for single byte ranges (RFC 9110 §14). Browsers seek an MP4 by asking for ranges
 * (first `bytes=0-`, then wherever the moov index points), so the replay MP4 needs 206 answers.
 */

export type ByteRange =
  /** No usable Range header (absent, another unit, several ranges, bad syntax): send it all, 200. */
  | { kind: 'full' }
  /** Inclusive byte offsets: 206 with Content-Range. */
  | { kind: 'partial'; start: number; end: number }
  /** Valid syntax that selects nothing in this resource: 416, with a Content-Range naming only the size. */
  | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): ByteRange {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  // RFC 9110 lets a server ignore a Range it does not support, such as a list of several ranges.
  if (!match) return { kind: 'full' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' }; // invalid range-spec: ignore the header
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

export const contentRange = (range: { start: number; end: number }, size: number) => `bytes ${range.start}-${range.end}/${size}`;
