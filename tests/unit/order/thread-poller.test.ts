import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startPoller, THREAD_POLL_MS, type PollerEnv } from '@/lib/order/thread-poller';

let visible = true;
const env: PollerEnv = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  isVisible: () => visible,
};

beforeEach(() => {
  jest.useFakeTimers();
  visible = true;
});
afterEach(() => {
  jest.useRealTimers();
});

describe('startPoller', () => {
  it('polls every 5 s by default while visible', async () => {
    const poll = jest.fn(async () => undefined);
    const poller = startPoller({ poll, env });
    expect(THREAD_POLL_MS).toBe(5000);
    await jest.advanceTimersByTimeAsync(4999);
    expect(poll).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(3);
    poller.stop();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('takes an injected interval', async () => {
    const poll = jest.fn(async () => undefined);
    const poller = startPoller({ intervalMs: 1000, poll, env });
    await jest.advanceTimersByTimeAsync(3000);
    expect(poll).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('does not poll a hidden page, and polls at once when it shows again', async () => {
    const poll = jest.fn(async () => undefined);
    const poller = startPoller({ intervalMs: 1000, poll, env });
    visible = false;
    poller.wake();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(0);
    visible = true;
    poller.wake();
    await jest.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('never runs two polls at once; a wake during a poll polls again right after it', async () => {
    let release: () => void = () => undefined;
    let running = 0;
    let overlap = false;
    const poll = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          running += 1;
          if (running > 1) overlap = true;
          release = () => {
            running -= 1;
            resolve();
          };
        }),
    );
    const poller = startPoller({ intervalMs: 1000, poll, env });
    await jest.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(1);
    poller.wake();
    await jest.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(1);
    release();
    await jest.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(overlap).toBe(false);
    release();
    poller.stop();
  });

  it('keeps polling after a failed poll', async () => {
    const poll = jest.fn(async () => {
      throw new Error('offline');
    });
    startPoller({ intervalMs: 1000, poll, env });
    await jest.advanceTimersByTimeAsync(3000);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('postpone pushes the next poll a full interval away', async () => {
    const poll = jest.fn(async () => undefined);
    const poller = startPoller({ intervalMs: 1000, poll, env });
    await jest.advanceTimersByTimeAsync(900);
    poller.postpone();
    await jest.advanceTimersByTimeAsync(900);
    expect(poll).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(100);
    expect(poll).toHaveBeenCalledTimes(1);
  });
});
