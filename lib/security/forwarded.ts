/**
 * X-Forwarded-* headers are set by whoever sends the request unless a proxy we run overwrites
 * them, so they are read only when the deployment says a proxy is in front (`TRUST_PROXY=1`).
 */

type HeaderReader = (name: string) => string | null;

export function trustsProxy(env: { TRUST_PROXY?: string } = { TRUST_PROXY: process.env.TRUST_PROXY }): boolean {
  return env.TRUST_PROXY === '1';
}

function firstListed(value: string | null): string | null {
  const first = value?.split(',')[0]?.trim();
  return first ? first : null;
}

/** The client's address for per-client limits: the proxy's first hop when trusted, else the socket's. */
export function clientAddress(header: HeaderReader, socketAddress: string | null, trusted = trustsProxy()): string {
  const forwarded = trusted ? (firstListed(header('x-forwarded-for')) ?? firstListed(header('x-real-ip'))) : null;
  return forwarded ?? socketAddress ?? 'unknown';
}
