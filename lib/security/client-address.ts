/**
 * Which client a request comes from, for per-client limits. `x-forwarded-for` is a list the
 * client itself may start: only behind a proxy the operator vouches for (TRUST_PROXY=1) is its
 * first entry the client. Otherwise the last entry is used: `next start` fills the header with the
 * socket's address when the request has none, and a proxy we do not trust appends its peer last.
 */

export interface HeaderReader {
  get(name: string): string | null;
}

export function clientAddress(headers: HeaderReader, trustProxy: boolean): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = trustProxy ? entries[0] : entries[entries.length - 1];
  return address ?? 'unknown';
}

/** TRUST_PROXY=1 (or true) only; anything else does not trust forwarded headers. */
export function trustsProxy(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}
