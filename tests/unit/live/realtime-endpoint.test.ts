import { describe, expect, it } from '@jest/globals';
import { isLocalHost, realtimeEndpointFor } from '@/lib/live/realtime/endpoint';
import { ablyClientOptions, pubnubConfiguration } from '@/lib/live/realtime/sdk-options';

describe('isLocalHost', () => {
  it.each(['127.0.0.1', '127.8.9.1', 'localhost', 'LOCALHOST', 'shop.localhost', 'kirari.local', '[::1]', '10.0.0.7', '192.168.1.20', '172.16.0.1', '172.31.255.1'])(
    '%s is local',
    (host) => expect(isLocalHost(host)).toBe(true),
  );
  it.each(['api.kirari.jp', '8.8.8.8', '172.32.0.1', '192.169.0.1', '127.example.com', 'localhost.example.com'])('%s is not', (host) =>
    expect(isLocalHost(host)).toBe(false),
  );
});

describe('realtimeEndpointFor', () => {
  it('points the SDKs at a loopback platform, without TLS', () => {
    expect(realtimeEndpointFor('http://127.0.0.1:4010')).toEqual({ kind: 'platform', host: '127.0.0.1', port: 4010, tls: false });
  });
  it('uses the scheme default port and TLS from https', () => {
    expect(realtimeEndpointFor('https://kirari.localhost')).toEqual({ kind: 'platform', host: 'kirari.localhost', port: 443, tls: true });
    expect(realtimeEndpointFor('http://localhost/api')).toEqual({ kind: 'platform', host: 'localhost', port: 80, tls: false });
  });
  it('keeps the SDK defaults for production hosts and unparsable URLs', () => {
    expect(realtimeEndpointFor('https://api.kirari.jp')).toEqual({ kind: 'sdk-default' });
    expect(realtimeEndpointFor('not a url')).toEqual({ kind: 'sdk-default' });
  });
});

describe('SDK options', () => {
  const platform = realtimeEndpointFor('http://127.0.0.1:4210');
  const production = realtimeEndpointFor('https://api.kirari.jp');

  it('pubnub: origin and ssl only for the platform', () => {
    expect(pubnubConfiguration({ subscribeKey: 'sub-c-x', userId: 'u1' }, platform)).toEqual({
      subscribeKey: 'sub-c-x',
      userId: 'u1',
      origin: '127.0.0.1:4210',
      ssl: false,
    });
    expect(pubnubConfiguration({ subscribeKey: 'sub-c-x', userId: 'u1' }, production)).toEqual({ subscribeKey: 'sub-c-x', userId: 'u1' });
  });

  it('pubnub in the realtime worker: XHR and no browser network events (a worker has no window or document)', () => {
    expect(pubnubConfiguration({ subscribeKey: 'sub-c-x', userId: 'u1' }, platform, 'worker')).toEqual({
      subscribeKey: 'sub-c-x',
      userId: 'u1',
      transport: 'xhr',
      listenToBrowserNetworkEvents: false,
      origin: '127.0.0.1:4210',
      ssl: false,
    });
    expect(pubnubConfiguration({ subscribeKey: 'sub-c-x', userId: 'u1' }, production, 'page')).toEqual({ subscribeKey: 'sub-c-x', userId: 'u1' });
  });

  it('ably: the platform endpoint, JSON over WebSocket, never a fallback host', () => {
    expect(ablyClientOptions({ token: 'app.subscribe-token', authUrl: 'http://localhost:3000/demo/live/1/realtime-token' }, platform)).toEqual({
      token: 'app.subscribe-token',
      authUrl: 'http://localhost:3000/demo/live/1/realtime-token',
      endpoint: '127.0.0.1',
      fallbackHosts: [],
      tls: false,
      port: 4210,
      useBinaryProtocol: false,
      transports: ['web_socket'],
      disableConnectivityCheck: true,
    });
    expect(ablyClientOptions({ token: 't' }, { kind: 'platform', host: 'kirari.localhost', port: 8443, tls: true })).toMatchObject({
      tls: true,
      tlsPort: 8443,
    });
  });

  it('ably: only the token (and its renewal URL) for production, never a key', () => {
    expect(ablyClientOptions({ token: 'app.subscribe-token' }, production)).toEqual({ token: 'app.subscribe-token' });
    const options = ablyClientOptions({ token: 't', authUrl: '/renew' }, production);
    expect(options).toEqual({ token: 't', authUrl: '/renew' });
    expect(options).not.toHaveProperty('key');
  });
});
