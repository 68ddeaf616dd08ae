import { describe, expect, it } from '@jest/globals';
import { rawAblyStatus, rawPubnubStatus, StatusTracker, type RawStatus } from '@/lib/live/realtime/status';

const run = (raws: RawStatus[]) => {
  const tracker = new StatusTracker();
  return raws.map((raw) => tracker.next(raw)).filter(Boolean);
};

describe('StatusTracker', () => {
  it('reports the first connection as connected, without repeats', () => {
    expect(run(['connecting', 'connecting', 'connected', 'connected'])).toEqual(['connecting', 'connected']);
  });
  it('reports a connection after a drop as reconnected, hiding the retries in between', () => {
    expect(run(['connecting', 'connected', 'disconnected', 'connecting', 'disconnected', 'connecting', 'connected'])).toEqual([
      'connecting',
      'connected',
      'disconnected',
      'reconnected',
    ]);
  });
  it('reports every reconnection', () => {
    expect(run(['connected', 'disconnected', 'connected', 'connected', 'disconnected', 'connected'])).toEqual([
      'connected',
      'disconnected',
      'reconnected',
      'disconnected',
      'reconnected',
    ]);
  });
  it('a failure before the first connection is not followed by reconnected', () => {
    expect(run(['connecting', 'disconnected', 'connecting', 'connected'])).toEqual(['connecting', 'disconnected', 'connecting', 'connected']);
  });
});

describe('raw SDK states', () => {
  it('maps pubnub categories that describe the connection', () => {
    expect(rawPubnubStatus('PNConnectedCategory')).toBe('connected');
    expect(rawPubnubStatus('PNReconnectedCategory')).toBe('connected');
    expect(rawPubnubStatus('PNNetworkDownCategory')).toBe('disconnected');
    expect(rawPubnubStatus('PNDisconnectedUnexpectedlyCategory')).toBe('disconnected');
    expect(rawPubnubStatus('PNAcknowledgmentCategory')).toBeNull();
    expect(rawPubnubStatus('PNDisconnectedCategory')).toBeNull();
  });
  it('maps ably connection states, ignoring our own close', () => {
    expect(rawAblyStatus('initialized')).toBe('connecting');
    expect(rawAblyStatus('connected')).toBe('connected');
    expect(rawAblyStatus('suspended')).toBe('disconnected');
    expect(rawAblyStatus('failed')).toBe('disconnected');
    expect(rawAblyStatus('closed')).toBeNull();
  });
});
