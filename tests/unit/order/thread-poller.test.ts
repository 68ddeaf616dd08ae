import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ThreadMessage } from '@/lib/order/message-rules';
import { THREAD_POLL_MS, threadPolling } from '@/lib/order/thread-poller';
import { ReadFailure } from '@/lib/swr/read-config';

// The polling behaviour itself (with SWR, fake timers and visibility) is tested on the component:
// tests/unit/order/order-thread.test.tsx. These are the rules the options encode.

const bubble = (id: number, text: string): ThreadMessage => ({ id, role: 'seller', text, time: '2026/11/20 12:00', datetime: null, author: null });

type RetryConfig = Parameters<NonNullable<ReturnType<typeof threadPolling>['onErrorRetry']>>[2];
const retryOptions = { retryCount: 1, dedupe: true };

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('threadPolling', () => {
  it('polls every 5 s by default, only while the page is visible, and reads on focus; the page rendered the first thread', () => {
    const options = threadPolling({ stopped: false });
    expect(THREAD_POLL_MS).toBe(5000);
    expect(options).toMatchObject({ refreshInterval: 5000, refreshWhenHidden: false, revalidateOnFocus: true, revalidateOnMount: false, dedupingInterval: 2000 });
    expect(options.isPaused?.()).toBe(false);
    expect(threadPolling({ intervalMs: 1000, stopped: false }).refreshInterval).toBe(1000);
  });

  it('reads nothing more once stopped', () => {
    const options = threadPolling({ stopped: true });
    expect(options).toMatchObject({ refreshInterval: 0, revalidateOnFocus: false, revalidateOnReconnect: false });
    expect(options.isPaused?.()).toBe(true);
    const retry = options.shouldRetryOnError as (error: unknown) => boolean;
    expect(retry(new ReadFailure('error'))).toBe(false);
  });

  it('retries a failed read, never a final one (no session, order gone)', () => {
    const retry = threadPolling({ stopped: false }).shouldRetryOnError as (error: unknown) => boolean;
    expect(retry(new ReadFailure('error'))).toBe(true);
    expect(retry(new Error('network'))).toBe(true);
    expect(retry(new ReadFailure('unauthorized'))).toBe(false);
    expect(retry(new ReadFailure('login'))).toBe(false);
    expect(retry(new ReadFailure('notFound'))).toBe(false);
  });

  it('retries an interval later, as the next poll would have been, unless the page is hidden by then', async () => {
    let visible = true;
    const config = { isVisible: () => visible } as unknown as RetryConfig;
    const onErrorRetry = threadPolling({ intervalMs: 1000, stopped: false }).onErrorRetry!;
    const revalidate = jest.fn(async (_options?: unknown) => true);
    onErrorRetry(new ReadFailure('error'), 'key', config, revalidate, retryOptions);
    await jest.advanceTimersByTimeAsync(999);
    expect(revalidate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(revalidate).toHaveBeenCalledWith(retryOptions);
    visible = false;
    onErrorRetry(new ReadFailure('error'), 'key', config, revalidate, retryOptions);
    await jest.advanceTimersByTimeAsync(5000);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('treats a poll that brings nothing new as the same thread', () => {
    const compare = threadPolling({ stopped: false }).compare!;
    expect(compare([bubble(1, 'a')], [bubble(1, 'a')])).toBe(true);
    expect(compare([bubble(1, 'a')], [bubble(1, 'a'), bubble(2, 'b')])).toBe(false);
    expect(compare(undefined, [bubble(1, 'a')])).toBe(false);
    expect(compare(undefined, undefined)).toBe(true);
  });
});
