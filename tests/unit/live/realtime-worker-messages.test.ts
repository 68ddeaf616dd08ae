/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { realtimeEndpointFor } from '@/lib/live/realtime/endpoint';
import type { ConnectRealtimeOptions } from '@/lib/live/realtime/types';
import { deliverWorkerEvent, isFromWorker, isToWorker, workerConnectOptions } from '@/lib/live/realtime/worker-messages';

const endpoint = realtimeEndpointFor('http://127.0.0.1:4210');

function options(overrides: Partial<ConnectRealtimeOptions> = {}): ConnectRealtimeOptions {
  return {
    provider: 'ably',
    channels: ['comment|9001', 'cart|9001'],
    subscribeKey: 'app.token',
    userId: 'v-1',
    onMessage: jest.fn(),
    onStatus: jest.fn(),
    onInvalid: jest.fn(),
    ...overrides,
  };
}

describe('the options a realtime worker receives', () => {
  it('carry no callbacks, the resolved endpoint, and an absolute token URL (a worker resolves against its script)', () => {
    const sent = workerConnectOptions(options({ authUrl: '/demo/live/9001/realtime-token' }), endpoint, 'http://localhost:3000/demo/live/9001?t=5');
    expect(sent).toEqual({
      provider: 'ably',
      channels: ['comment|9001', 'cart|9001'],
      subscribeKey: 'app.token',
      authUrl: 'http://localhost:3000/demo/live/9001/realtime-token',
      userId: 'v-1',
      endpoint,
    });
    // What a worker receives is copied by structured clone, which refuses functions.
    expect(() => structuredClone(sent)).not.toThrow();
  });

  it('carry the entry’s snapshot cursor as plain data', () => {
    const replayFrom = { cursorMs: 1_764_400_000_000, fromMs: 1_764_399_998_000, offsetMs: -120 };
    const sent = workerConnectOptions(options({ replayFrom }), endpoint, 'http://localhost:3000/demo/live/9001');
    expect(sent.replayFrom).toEqual(replayFrom);
    expect(structuredClone(sent).replayFrom).toEqual(replayFrom);
    expect(workerConnectOptions(options(), endpoint, 'http://localhost:3000/')).not.toHaveProperty('replayFrom');
  });

  it('leave an absent token URL absent (pubnub rooms)', () => {
    expect(workerConnectOptions(options({ provider: 'pubnub' }), endpoint, 'http://localhost:3000/demo/live/1')).not.toHaveProperty('authUrl');
  });
});

describe('events from the worker', () => {
  it('reach the callback each names', () => {
    const target = options();
    expect(deliverWorkerEvent({ type: 'message', channel: 'comment|9001', name: 'comment', data: { id: 1 } }, target)).toBe(true);
    expect(deliverWorkerEvent({ type: 'message', channel: 'notification|9001', name: 'products.selling', data: { product_id: 2 }, publishedMs: 1_700_000_000_000 }, target)).toBe(true);
    expect(deliverWorkerEvent({ type: 'status', status: 'connected' }, target)).toBe(true);
    expect(deliverWorkerEvent({ type: 'invalid', channel: 'cart|9001', raw: 'oops' }, target)).toBe(true);
    expect(target.onMessage).toHaveBeenCalledWith('comment|9001', 'comment', { id: 1 }, null);
    // The publish time crosses over: overlays wait for their frame on the page (issue 29).
    expect(target.onMessage).toHaveBeenCalledWith('notification|9001', 'products.selling', { product_id: 2 }, 1_700_000_000_000);
    expect(target.onStatus).toHaveBeenCalledWith('connected');
    expect(target.onInvalid).toHaveBeenCalledWith('cart|9001', 'oops');
  });

  it('tell the page when the replay since the snapshot is incomplete', () => {
    const onGap = jest.fn();
    expect(isFromWorker({ type: 'gap' })).toBe(true);
    expect(deliverWorkerEvent({ type: 'gap' }, options({ onGap }))).toBe(true);
    expect(onGap).toHaveBeenCalledTimes(1);
  });

  it('answer false for a failure, so the page connects itself', () => {
    const target = options();
    expect(deliverWorkerEvent({ type: 'failed', reason: 'window is not defined' }, target)).toBe(false);
    expect(target.onMessage).not.toHaveBeenCalled();
    expect(target.onStatus).not.toHaveBeenCalled();
  });

  it('are told from anything else posted to the page', () => {
    expect(isFromWorker({ type: 'status', status: 'connected' })).toBe(true);
    expect(isFromWorker({ type: 'failed', reason: 'x' })).toBe(true);
    expect(isFromWorker({ type: 'connect' })).toBe(false);
    expect(isFromWorker(null)).toBe(false);
    expect(isFromWorker('status')).toBe(false);
  });
});

describe('commands to the worker', () => {
  it('are connect with options, close, or online (the page is back: reconnect now)', () => {
    expect(isToWorker({ type: 'close' })).toBe(true);
    expect(isToWorker({ type: 'online' })).toBe(true);
    expect(isToWorker({ type: 'connect', options: workerConnectOptions(options(), endpoint, 'http://localhost:3000/') })).toBe(true);
    expect(isToWorker({ type: 'connect' })).toBe(false);
    expect(isToWorker({ type: 'connect', options: null })).toBe(false);
    expect(isToWorker({ type: 'message' })).toBe(false);
    expect(isToWorker(undefined)).toBe(false);
  });
});
