import type { SafeHref } from './safe-href';

/**
 * The one checked way to a same-site path (a `redirect` query value, the remembered target path,
 * a relative URL from the platform). The decision is made on what a browser would really do with
 * the value: percent-encodings are decoded (repeatedly, for double encodings) and dot segments
 * resolved BEFORE deciding, so `/.//evil.example`, `/%2e//evil.example` or `/%2F%2Fevil.example`
 * cannot turn into the scheme-relative `//evil.example` after the check.
 *
 * Refused: anything not starting with exactly one `/`, backslashes, control characters (raw or
 * encoded in the path; parsers drop tabs and newlines and can rebuild `//`), userinfo (`@` in the
 * path), and whatever resolves to another origin or to a path that starts with `//`. The query and
 * fragment stay as they are (percent-encoded by the parser): they cannot change the origin.
 */

const MAX_PATH_LENGTH = 2048;
const BASE = 'http://internal.invalid';
/** C0 and C1 controls, DEL, backslash, and the Unicode line/paragraph separators. */
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/;
const MAX_DECODE_ROUNDS = 4;

/** Decoded until stable; null for a malformed escape or an encoding nested deeper than any link needs. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** RFC 3986 §5.2.4 on an already decoded path. */
function withoutDotSegments(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    if (segment === '..') out.pop();
    else if (segment !== '.') out.push(segment);
  }
  const last = path.split('/').pop();
  return `/${out.join('/')}${last === '.' || last === '..' ? '/' : ''}`;
}

/** A decoded form that a lenient server or a second parser could read as another host. */
function leavesOrigin(decodedPath: string): boolean {
  if (FORBIDDEN.test(decodedPath) || decodedPath.includes('@')) return true;
  return decodedPath.startsWith('//') || withoutDotSegments(decodedPath).startsWith('//');
}

/** The normalised same-site path, or `fallback`. */
export function safeInternalPath(input: unknown, fallback: SafeHref | null = null): SafeHref | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_PATH_LENGTH) return fallback;
  if (input[0] !== '/' || input[1] === '/' || FORBIDDEN.test(input)) return fallback;
  let url: URL;
  try {
    url = new URL(input, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.username || url.password) return fallback;
  const decodedPath = fullyDecoded(url.pathname);
  if (decodedPath === null || leavesOrigin(url.pathname) || leavesOrigin(decodedPath)) return fallback;
  return `${url.pathname}${url.search}${url.hash}` as SafeHref;
}

/** The store's product list: where anything that would leave the origin goes instead. */
export function storeMarketPath(slug: string): SafeHref {
  return `/${encodeURIComponent(slug) || '_'}/market` as SafeHref;
}

/** The checked path, falling back to the store's market (issue 11 item 1). */
export function sameSitePath(input: unknown, slug: string): SafeHref {
  return safeInternalPath(input) ?? storeMarketPath(slug);
}
