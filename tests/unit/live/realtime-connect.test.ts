import { describe, expect, it, jest } from '@jest/globals';
import { connectRealtime, type RealtimeStatus } from '@/lib/live/realtime';

/**
 * The adapters with mockSdk SDKs: only the SDK the stream names is loaded, messages reach onMessage by
 * name, and nothing arrives after close(). The real SDKs run in tests/contract/realtime-adapters.
 */

type Listener = (value: unknown) => void;
const mockSdk = {
  connectionListener: undefined as Listener | undefined,
  messageListener: undefined as Listener | undefined,
  closed: false,
  options: undefined as unknown,
};

jest.mock('pubnub', () => {
  throw new Error('the pubnub SDK must not load for an ably stream');
});
jest.mock('ably', () => ({
  Realtime: class {
    connection = { state: 'connecting', on: (listener: Listener) => (mockSdk.connectionListener = listener) };
    channels = {
      get: () => ({
        subscribe: (listener: Listener) => {
          mockSdk.messageListener = listener;
          return Promise.resolve();
        },
      }),
    };
    constructor(options: unknown) {
      mockSdk.options = options;
    }
    close() {
      mockSdk.closed = true;
    }
  },
}));

describe('connectRealtime (ably stream, mockSdk SDK)', () => {
  it('loads only ably, maps statuses and messages, and stops at close()', async () => {
    const seen: [string, string, unknown][] = [];
    const statuses: RealtimeStatus[] = [];
    const invalid: unknown[] = [];
    const connection = await connectRealtime({
      provider: 'ably',
      channels: ['comment|5'],
      subscribeKey: 'app.subscribe-only-token',
      authUrl: 'http://localhost:3000/demo/live/5/realtime-token',
      userId: 'viewer',
      endpoint: { kind: 'platform', host: '127.0.0.1', port: 4010, tls: false },
      onMessage: (channel, name, data) => seen.push([channel, name, data]),
      onStatus: (status) => statuses.push(status),
      onInvalid: (_channel, raw) => invalid.push(raw),
    });
    expect(mockSdk.options).toMatchObject({
      token: 'app.subscribe-only-token',
      authUrl: 'http://localhost:3000/demo/live/5/realtime-token',
      endpoint: '127.0.0.1',
      port: 4010,
      fallbackHosts: [],
    });
    expect(mockSdk.options).not.toHaveProperty('key');

    mockSdk.connectionListener?.({ current: 'connected' });
    mockSdk.messageListener?.({ name: 'comment.hide', data: { comment_id: 'c1' } });
    mockSdk.messageListener?.({ data: 'nameless' });
    mockSdk.connectionListener?.({ current: 'disconnected' });
    mockSdk.connectionListener?.({ current: 'connecting' });
    mockSdk.connectionListener?.({ current: 'connected' });
    expect(seen).toEqual([['comment|5', 'comment.hide', { comment_id: 'c1' }]]);
    expect(invalid).toEqual([{ name: undefined, data: 'nameless' }]);
    expect(statuses).toEqual(['connecting', 'connected', 'disconnected', 'reconnected']);

    connection.close();
    mockSdk.messageListener?.({ name: 'comment', data: {} });
    expect(mockSdk.closed).toBe(true);
    expect(seen).toHaveLength(1);
  });
});
