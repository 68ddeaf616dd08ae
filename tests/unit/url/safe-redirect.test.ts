import { describe, expect, it } from '@jest/globals';
import { isSafeRedirectUrl, safeRedirectUrl } from '@/lib/url/safe-redirect';

const ACCEPTED: string[] = [
  'https://example.com/',
  'http://example.com/pay?x=1',
  'https://pay.gmo-pg.example.jp/checkout/123',
  'https://EXAMPLE.com:8443/path#frag',
  'https://8.8.8.8/',
  'http://1.1.1.1:8080/',
  'https://[2606:4700:4700::1111]/',
  'https://[::ffff:8.8.8.8]/', // mapped public address
  'https://172.32.0.1/', // just outside 172.16/12
  'https://100.128.0.1/', // just outside 100.64/10
  'https://192.169.0.1/',
  'https://example.com./', // trailing-dot FQDN
  '  https://example.com/trimmed  ',
];

const REJECTED: Array<[string, string]> = [
  ['javascript:alert(1)', 'script scheme'],
  ['data:text/html,hi', 'data scheme'],
  ['ftp://example.com/', 'ftp'],
  ['file:///etc/passwd', 'file'],
  ['//example.com/', 'protocol-relative'],
  ['/relative/path', 'relative'],
  ['not a url', 'garbage'],
  ['', 'empty'],
  ['http://localhost/', 'localhost'],
  ['http://LOCALHOST:3000/', 'localhost upper-case with port'],
  ['http://app.localhost/', '*.localhost'],
  ['http://localhost./', 'localhost with trailing dot'],
  ['http://127.0.0.1/', 'loopback'],
  ['http://127.8.9.10/', 'loopback /8'],
  ['http://2130706433/', 'decimal loopback'],
  ['http://0x7f.1/', 'hex loopback'],
  ['http://0x7f000001/', 'hex integer loopback'],
  ['http://0177.0.0.1/', 'octal loopback'],
  ['http://127.1/', 'short loopback'],
  ['http://0.0.0.0/', 'unspecified'],
  ['http://0/', 'zero'],
  ['http://10.0.0.1/', '10/8'],
  ['http://172.16.0.1/', '172.16/12 low'],
  ['http://172.31.255.255/', '172.16/12 high'],
  ['http://192.168.1.1/', '192.168/16'],
  ['http://169.254.169.254/latest/meta-data/', 'link-local metadata'],
  ['http://100.64.0.1/', 'CGNAT low'],
  ['http://100.127.255.255/', 'CGNAT high'],
  ['http://224.0.0.1/', 'multicast'],
  ['http://255.255.255.255/', 'broadcast'],
  ['http://[::1]/', 'IPv6 loopback'],
  ['http://[::]/', 'IPv6 unspecified'],
  ['http://[fc00::1]/', 'ULA fc'],
  ['http://[fd12:3456::1]/', 'ULA fd'],
  ['http://[fe80::1]/', 'link-local'],
  ['http://[febf::1]/', 'link-local high'],
  ['http://[ff02::1]/', 'multicast v6'],
  ['http://[::ffff:127.0.0.1]/', 'mapped loopback'],
  ['http://[::ffff:10.0.0.1]/', 'mapped private'],
  ['http://[::ffff:7f00:1]/', 'mapped loopback in hex'],
  ['http://[64:ff9b::a9fe:a9fe]/', 'NAT64 of link-local'],
  ['http://[2002:c0a8:0101::1]/', '6to4 of 192.168.1.1'],
  ['http://example.com@127.0.0.1/', 'userinfo trick to loopback'],
  ['http://user:pass@example.com/', 'credentials'],
  ['https://bank.example@evil.example/', 'userinfo disguise'],
  ['http://intranet/', 'single-label host'],
  ['http://printer.local/', 'mDNS'],
  ['http://metadata.google.internal/', 'internal'],
  ['http://router.home.arpa/', 'home.arpa'],
  ['http://127.0.0.1\t/', 'tab is stripped, still loopback'],
];

describe('safeRedirectUrl', () => {
  it.each(ACCEPTED)('accepts %s', (url) => {
    expect(isSafeRedirectUrl(url)).toBe(true);
  });

  it.each(REJECTED)('rejects %s (%s)', (url) => {
    expect(safeRedirectUrl(url)).toBeNull();
  });

  it('has a corpus of at least 30 cases', () => {
    expect(ACCEPTED.length + REJECTED.length).toBeGreaterThanOrEqual(30);
  });

  it('returns the normalised URL', () => {
    expect(safeRedirectUrl('  HTTPS://Example.COM/a b ')).toBe('https://example.com/a%20b');
  });

  it('rejects non-strings and overly long input', () => {
    expect(safeRedirectUrl(null)).toBeNull();
    expect(safeRedirectUrl(undefined)).toBeNull();
    expect(safeRedirectUrl(`https://example.com/${'a'.repeat(5000)}`)).toBeNull();
  });

  describe('allowLoopback (embedded platform)', () => {
    const opts = { allowLoopback: true };
    it.each(['http://127.0.0.1:4010/pay', 'http://localhost:4010/', 'http://[::1]:4010/', 'http://2130706433/', 'http://app.localhost/', 'http://[::ffff:127.0.0.1]/'])(
      'allows loopback %s',
      (url) => {
        expect(isSafeRedirectUrl(url, opts)).toBe(true);
      },
    );
    it.each(['http://10.0.0.1/', 'http://192.168.0.10/', 'http://0.0.0.0/', 'http://169.254.169.254/', 'http://[fe80::1]/', 'http://[fd00::1]/', 'http://intranet/', 'http://x@127.0.0.1/', 'file:///tmp'])(
      'still rejects %s',
      (url) => {
        expect(isSafeRedirectUrl(url, opts)).toBe(false);
      },
    );
    it('does not let NAT64 or 6to4 wrap loopback', () => {
      expect(isSafeRedirectUrl('http://[64:ff9b::7f00:1]/', opts)).toBe(false);
      expect(isSafeRedirectUrl('http://[2002:7f00:1::1]/', opts)).toBe(false);
    });
  });
});

