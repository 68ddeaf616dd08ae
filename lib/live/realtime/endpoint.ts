import type { RealtimeEndpoint } from './types';

/**
 * Where the realtime SDKs connect. A platform on this machine or the local network (the embedded
 * platform, a demo on a LAN address) speaks both protocols itself, so the SDKs are pointed at it.
 * Any other host is production: the SDKs keep their defaults (pubnub's and ably's clouds).
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/;

/** Loopback, private IPv4 ranges, `localhost` and the `.localhost`/`.local` names. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (host === '::1' || host === '0.0.0.0') return true;
  const ip = IPV4.exec(host);
  if (!ip) return false;
  const [a, b] = [Number(ip[1]), Number(ip[2])];
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

/** The endpoint for a configured platform URL; SDK defaults for production or unparsable URLs. */
export function realtimeEndpointFor(apiUrl: string): RealtimeEndpoint {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return { kind: 'sdk-default' };
  }
  if (!isLocalHost(url.hostname)) return { kind: 'sdk-default' };
  const tls = url.protocol === 'https:';
  return { kind: 'platform', host: url.hostname, port: url.port ? Number(url.port) : tls ? 443 : 80, tls };
}
