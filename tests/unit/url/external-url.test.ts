/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { checkExternalUrl, externalUrl, isExternalUrlAllowed, platformUrl, type ExternalUrlRejection } from '@/lib/url/external-url';

/** The URL check of commerce §5: a corpus of what a hostile or broken redirect URL looks like. */

const STRICT = { allowLoopback: false };
const LOCAL = { allowLoopback: true };

const ACCEPTED: string[] = [
  'https://example.com/',
  'http://example.com/pay?order=1&x=%2F',
  'https://pay.gmo-pg.example.jp/3ds/acs?MD=abc',
  'https://EXAMPLE.COM:8443/Path#frag',
  'HTTPS://shop.example.co.jp',
  'https:example.com/no-slashes', // the parser fills in the slashes; the host is public
  'http://example.com\\@127.0.0.1/', // backslash is a path separator here: the host is example.com
  'http://example.com#@127.0.0.1', // the @ is inside the fragment
  'https://8.8.8.8/',
  'http://1.1.1.1:8080/',
  'https://[2606:4700:4700::1111]/',
  'https://[::ffff:8.8.8.8]/',
  'https://172.32.0.1/', // just outside 172.16/12
  'https://172.15.255.255/', // just below it
  'https://100.128.0.1/', // just outside CGNAT 100.64/10
  'https://100.63.255.255/',
  'https://11.0.0.1/',
  'https://192.169.0.1/',
  'https://169.253.0.1/',
  'https://example.com./',
  '  https://example.com/trimmed  ',
  'https://xn--r8jz45g.jp/', // an IDN in punycode
];

const REJECTED: Array<[string, ExternalUrlRejection]> = [
  // Not http(s)
  ['javascript:alert(1)', 'scheme'],
  ['jAvAsCrIpT:alert(1)', 'scheme'],
  ['java\tscript:alert(1)', 'scheme'],
  ['  javascript:alert(1)', 'scheme'],
  ['vbscript:msgbox(1)', 'scheme'],
  ['data:text/html,<script>alert(1)</script>', 'scheme'],
  ['blob:https://example.com/uuid', 'scheme'],
  ['file:///etc/passwd', 'scheme'],
  ['ftp://example.com/', 'scheme'],
  ['ws://example.com/socket', 'scheme'],
  ['mailto:a@example.com', 'scheme'],
  ['intent://example.com#Intent;end', 'scheme'],
  // Not a URL
  ['', 'invalid'],
  ['   ', 'invalid'],
  ['not a url', 'invalid'],
  ['/relative/path', 'invalid'],
  ['//example.com/protocol-relative', 'invalid'],
  ['http://exa mple.com/', 'invalid'],
  ['http://localhost%00.example.com/', 'invalid'],
  ['http://[fe80::1%25eth0]/', 'invalid'],
  ['http://', 'invalid'],
  // Userinfo tricks
  ['http://user:pass@example.com/', 'credentials'],
  ['https://bank.example@evil.example/', 'credentials'],
  ['http://example.com@127.0.0.1/', 'credentials'],
  ['http://127.0.0.1:80@example.com/', 'credentials'],
  // Loopback names and addresses
  ['http://localhost/', 'loopback'],
  ['http://LOCALHOST:3000/', 'loopback'],
  ['http://localhost./', 'loopback'],
  ['http://app.localhost/', 'loopback'],
  ['http://127.0.0.1/', 'loopback'],
  ['http://127.255.255.254/', 'loopback'],
  ['http://127.1/', 'loopback'],
  ['http://2130706433/', 'loopback'],
  ['http://0x7f000001/', 'loopback'],
  ['http://0x7f.0x0.0x0.0x1/', 'loopback'],
  ['http://0177.0.0.1/', 'loopback'],
  ['http://0177.1/', 'loopback'],
  ['http://%31%32%37.0.0.1/', 'loopback'],
  ['http://１２７.０.０.１/', 'loopback'],
  ['http:\\\\127.0.0.1/', 'loopback'],
  ['http:/127.0.0.1/', 'loopback'],
  ['http://127.0.0.1\t/', 'loopback'],
  ['http://[::1]/', 'loopback'],
  ['http://[0:0:0:0:0:0:0:1]/', 'loopback'],
  ['http://[::ffff:127.0.0.1]/', 'loopback'],
  ['http://[::ffff:7f00:1]/', 'loopback'],
  ['http://[::127.0.0.1]/', 'loopback'],
  // Unspecified
  ['http://0.0.0.0/', 'private'],
  ['http://0/', 'private'],
  ['http://[::]/', 'private'],
  ['http://[::ffff:0.0.0.0]/', 'private'],
  // Private (RFC 1918), decimal/octal/hex forms too
  ['http://10.0.0.1/', 'private'],
  ['http://10.255.255.255/', 'private'],
  ['http://10.1/', 'private'],
  ['http://012.0.0.1/', 'private'],
  ['http://0x0a.0.0.1/', 'private'],
  ['http://167772161/', 'private'],
  ['http://172.16.0.1/', 'private'],
  ['http://172.31.255.255/', 'private'],
  ['http://192.168.1.1/', 'private'],
  ['http://3232235777/', 'private'],
  ['http://0xC0A80101/', 'private'],
  ['http://0300.0250.0.1/', 'private'],
  // Link-local (cloud metadata)
  ['http://169.254.169.254/latest/meta-data/', 'private'],
  ['http://169.254.0.1/', 'private'],
  ['http://[::ffff:a9fe:a9fe]/', 'private'],
  ['http://[::ffff:169.254.169.254]/', 'private'],
  ['http://[fe80::1]/', 'private'],
  ['http://[febf:ffff::1]/', 'private'],
  // CGNAT
  ['http://100.64.0.1/', 'private'],
  ['http://100.127.255.255/', 'private'],
  // Unique-local IPv6
  ['http://[fc00::1]/', 'private'],
  ['http://[fd12:3456:789a::1]/', 'private'],
  ['http://[fdff:ffff::1]/', 'private'],
  // IPv4-mapped and embedded IPv4 of private ranges
  ['http://[::ffff:10.0.0.1]/', 'private'],
  ['http://[::ffff:c0a8:101]/', 'private'],
  ['http://[64:ff9b::a9fe:a9fe]/', 'private'],
  ['http://[64:ff9b::7f00:1]/', 'private'],
  ['http://[2002:c0a8:0101::1]/', 'private'],
  ['http://[2002:7f00:1::1]/', 'private'],
  // Multicast, broadcast, documentation, benchmarking
  ['http://224.0.0.1/', 'private'],
  ['http://239.255.255.250/', 'private'],
  ['http://255.255.255.255/', 'private'],
  ['http://[ff02::1]/', 'private'],
  ['http://192.0.2.1/', 'private'],
  ['http://198.18.0.1/', 'private'],
  ['http://[2001:db8::1]/', 'private'],
  // Local-only names
  ['http://intranet/', 'private'],
  ['http://printer.local/', 'private'],
  ['http://metadata.google.internal/', 'private'],
  ['http://router.home.arpa/', 'private'],
  ['http://localhost.localdomain/', 'private'],
  ['http://nas.lan/', 'private'],
  ['http://1.0.0.127.in-addr.arpa/', 'private'],
];

describe('checkExternalUrl', () => {
  it.each(ACCEPTED)('accepts %s', (url) => {
    expect(checkExternalUrl(url, STRICT)).toEqual({ ok: true, url: expect.stringMatching(/^https?:\/\//) });
  });

  it.each(REJECTED)('rejects %s as %s', (url, reason) => {
    expect(checkExternalUrl(url, STRICT)).toEqual({ ok: false, reason });
    expect(externalUrl(url, STRICT)).toBeNull();
  });

  it('reads an empty userinfo as no userinfo (the parser drops it), so the public host passes', () => {
    expect(externalUrl('http://:@example.com/', STRICT)).toBe('http://example.com/');
  });

  it('has a corpus of at least 100 cases', () => {
    expect(ACCEPTED.length + REJECTED.length).toBeGreaterThanOrEqual(100);
  });

  it('returns the normalised URL', () => {
    expect(externalUrl('  HTTPS://Example.COM/a b?x=1 ', STRICT)).toBe('https://example.com/a%20b?x=1');
  });

  it('rejects non-strings and overly long input', () => {
    for (const value of [null, undefined, 42, {}, ['https://example.com/']]) expect(checkExternalUrl(value, STRICT)).toEqual({ ok: false, reason: 'invalid' });
    expect(isExternalUrlAllowed(`https://example.com/${'a'.repeat(5000)}`, STRICT)).toBe(false);
  });

  describe('loopback allowed only when configured', () => {
    const loopbacks = REJECTED.filter(([, reason]) => reason === 'loopback').map(([url]) => url);

    it.each(loopbacks)('allows %s with allowLoopback', (url) => {
      expect(isExternalUrlAllowed(url, LOCAL)).toBe(true);
    });

    it.each(REJECTED.filter(([, reason]) => reason !== 'loopback'))('still rejects %s (%s)', (url, reason) => {
      expect(checkExternalUrl(url, LOCAL)).toEqual({ ok: false, reason });
    });

    it('allows the embedded platform’s 3-D Secure page', () => {
      expect(externalUrl('http://127.0.0.1:4010/__gateway/3ds/abc', LOCAL)).toBe('http://127.0.0.1:4010/__gateway/3ds/abc');
    });
  });

  describe('default from the runtime configuration', () => {
    afterEach(() => {
      delete window.__KIRARI_CONFIG__;
    });

    const configure = (allowLoopbackRedirects: boolean) => {
      window.__KIRARI_CONFIG__ = {
        apiUrl: 'https://api.example.com',
        interactionUrl: 'https://chat.example.com',
        sentryDsn: null,
        buyerVersion: '0',
        allowLoopbackRedirects,
        paymentGatewayUrl: 'https://api.example.com',
      };
    };

    it('refuses loopback when the configuration does not allow it', () => {
      configure(false);
      expect(checkExternalUrl('http://127.0.0.1:4010/pay')).toEqual({ ok: false, reason: 'loopback' });
      expect(isExternalUrlAllowed('https://example.com/')).toBe(true);
    });

    it('platformUrl: only URLs on the configured platform origin', () => {
      configure(false);
      expect(platformUrl('https://api.example.com/auth/line?login_page_url=x')).toBe('https://api.example.com/auth/line?login_page_url=x');
      for (const url of ['https://api.example.com.evil.example/auth', 'https://evil.example/auth', 'http://api.example.com/auth', 'https://u@api.example.com/auth', 'javascript:alert(1)', 'not a url']) {
        expect(platformUrl(url)).toBeUndefined();
      }
    });

    it('allows loopback when the configuration allows it, never private ranges', () => {
      configure(true);
      expect(isExternalUrlAllowed('http://127.0.0.1:4010/pay')).toBe(true);
      expect(checkExternalUrl('http://10.0.0.1/')).toEqual({ ok: false, reason: 'private' });
    });
  });
});
