import { describe, expect, it, jest } from '@jest/globals';
import { connectRealtime } from '@/lib/live/realtime';

/**
 * ably refusing the entry's rewind (issue: a token without the right to it) must not leave the room
 * deaf: the channel attaches without it, its listener still delivers, and the room is told to read
 * what it missed again (onGap), once.
 */

type Listener = (value: unknown) => void;
const mockAbly = {
  connected: undefined as (() => void) | undefined,
  listener: undefined as Listener | undefined,
  getParams: [] as unknown[],
  setOptions: [] as unknown[],
  attaches: 0,
  state: 'attaching',
};

jest.mock('pubnub', () => {
  throw new Error('the pubnub SDK must not load for an ably stream');
});
jest.mock('ably', () => ({
  Realtime: class {
    connection = {
      state: 'connecting',
      on: () => undefined,
      whenState: () => new Promise<void>((resolve) => (mockAbly.connected = resolve)),
    };
    channels = {
      get: (_name: string, options?: { params?: Record<string, string> }) => {
        mockAbly.getParams.push(options?.params);
        return {
          get state() {
            return mockAbly.state;
          },
          subscribe: (listener: Listener) => {
            mockAbly.listener = listener;
            mockAbly.state = 'failed';
            return options?.params?.rewind ? Promise.reject(new Error('rewind refused')) : Promise.resolve(null);
          },
          setOptions: (next: unknown) => {
            mockAbly.setOptions.push(next);
            return Promise.resolve();
          },
          attach: () => {
            mockAbly.attaches += 1;
            mockAbly.state = 'attached';
            return Promise.resolve(null);
          },
        };
      },
    };
    close() {}
  },
}));

describe('ably: a refused rewind', () => {
  it('attaches without it, keeps delivering, and asks for one resync', async () => {
    const seen: unknown[] = [];
    let gaps = 0;
    const now = Date.now();
    await connectRealtime({
      provider: 'ably',
      channels: ['comment|5'],
      subscribeKey: 'app.subscribe-only-token',
      userId: 'viewer',
      endpoint: { kind: 'platform', host: '127.0.0.1', port: 4010, tls: false },
      replayFrom: { cursorMs: now - 3_000, fromMs: now - 5_000, offsetMs: 0 },
      onMessage: (_channel, name, data) => seen.push([name, data]),
      onGap: () => (gaps += 1),
    });
    mockAbly.connected?.();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));

    expect(mockAbly.getParams[0]).toEqual({ rewind: expect.stringMatching(/^\d+s$/) });
    expect(mockAbly.setOptions).toEqual([{ params: {} }]);
    expect(mockAbly.attaches).toBe(1);
    expect(gaps).toBe(1);
    mockAbly.listener?.({ name: 'comment.created', data: { id: 'c-1' }, timestamp: now });
    expect(seen).toEqual([['comment.created', { id: 'c-1' }]]);
  });
});
