/**
 * X-Forwarded-* headers are set by whoever sends the request unless a proxy we run overwrites
 * them, so they are read only when the deployment says a proxy is in front (`TRUST_PROXY=1`).
 */

type HeaderReader = (name: string) => string | null;

export function trustsProxy(env: { TRUST_PROXY?: string } = { TRUST_PROXY: process.env.TRUST_PROXY }): boolean {
  return env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
}

function firstListed(value: string | null): string | null {
  const first = value?.split(',')[0]?.trim();
  return first ? first : null;
}

/** Whether the client reached us over https: the request's own scheme, or the proxy's word when trusted. */
export function servedOverHttps(requestUrl: string, header: HeaderReader, trusted = trustsProxy()): boolean {
  if (trusted) {
    const proto = firstListed(header('x-forwarded-proto'))?.toLowerCase();
    if (proto === 'https' || proto === 'http') return proto === 'https';
  }
  try {
    return new URL(requestUrl).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The client's address for per-client limits: the proxy's first hop when trusted, else the socket's. */
export function clientAddress(header: HeaderReader, socketAddress: string | null, trusted = trustsProxy()): string {
  const forwarded = trusted ? (firstListed(header('x-forwarded-for')) ?? firstListed(header('x-real-ip'))) : null;
  return forwarded ?? socketAddress ?? 'unknown';
}
