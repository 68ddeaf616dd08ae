/**
 * The URL check of commerce §5, used before following a platform-supplied redirect (payment
 * hops): http or https only, and never a private or local network address. The WHATWG parser
 * already resolves userinfo tricks and decimal, octal and hex IPv4 forms to a canonical host, so
 * the check runs on what a browser would actually contact. DNS names that resolve to private
 * addresses cannot be caught without a lookup; that is the platform's side.
 */

export interface SafeRedirectOptions {
  /** The embedded platform runs on loopback: allow loopback, still never other private ranges. */
  allowLoopback?: boolean;
}

type HostClass = 'public' | 'loopback' | 'private';

const MAX_URL_LENGTH = 4096;

/** [network, prefix length] of IPv4 blocks that are not public (RFC 6890 and friends). */
const IPV4_PRIVATE: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on some systems
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

/** Only names that always mean "this machine" or "this network", never a public site. */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa'];

function ipv4ToInt(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((sum, part) => sum * 256 + Number(part), 0);
}

function inBlock(value: number, network: string, prefix: number): boolean {
  const size = 2 ** (32 - prefix);
  const base = ipv4ToInt(network) ?? 0;
  return value >= base && value < base + size;
}

function classifyIpv4(value: number): HostClass {
  if (inBlock(value, '127.0.0.0', 8)) return 'loopback';
  return IPV4_PRIVATE.some(([network, prefix]) => inBlock(value, network, prefix)) ? 'private' : 'public';
}

/** Eight 16-bit groups; the URL parser has already validated and compressed the address. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToInt(dotted[1]);
    if (v4 === null) return null;
    text = `${text.slice(0, dotted.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function embeddedIpv4(high: number, low: number): number {
  return high * 65536 + low;
}

function classifyIpv6(groups: number[]): HostClass {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  const zeroPrefix = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroPrefix && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback'; // ::1
  if (zeroPrefix && g5 === 0 && g6 === 0 && g7 === 0) return 'private'; // ::
  // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible (::a.b.c.d): judge the IPv4.
  if (zeroPrefix && (g5 === 0xffff || g5 === 0)) return classifyIpv4(embeddedIpv4(g6, g7));
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 too; a loopback one is still not ours.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return publicOrPrivate(embeddedIpv4(g6, g7));
  if (g0 === 0x2002) return publicOrPrivate(embeddedIpv4(g1, g2));
  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return 'private'; // link-local, old site-local
  if ((g0 & 0xff00) === 0xff00) return 'private'; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return 'private'; // documentation
  return 'public';
}

function publicOrPrivate(v4: number): HostClass {
  return classifyIpv4(v4) === 'public' ? 'public' : 'private';
}

function classifyHost(hostname: string): HostClass {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = ipv6Groups(host.slice(1, -1));
    return groups ? classifyIpv6(groups) : 'private';
  }
  const v4 = ipv4ToInt(host);
  if (v4 !== null) return classifyIpv4(v4);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  // A single-label name is resolved on the local network (search domains), never a public site.
  if (!host.includes('.') || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return 'private';
  return 'public';
}

/** The normalised URL when it is safe to send the browser to, else null. */
export function safeRedirectUrl(input: string | null | undefined, options: SafeRedirectOptions = {}): string | null {
  if (typeof input !== 'string' || input.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Credentials in a redirect are only ever a disguise (https://bank.example@evil.example/).
  if (url.username || url.password) return null;
  const hostClass = classifyHost(url.hostname);
  if (hostClass === 'private' || (hostClass === 'loopback' && !options.allowLoopback)) return null;
  return url.toString();
}

export function isSafeRedirectUrl(input: string | null | undefined, options?: SafeRedirectOptions): boolean {
  return safeRedirectUrl(input, options) !== null;
}
