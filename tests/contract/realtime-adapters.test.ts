/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { RealtimeProvider } from '@/lib/live/realtime';
import { adapterPlatform } from './adapter-platform';
import { waitFor as waitForDefault } from './realtime-helpers';

// Reconnects take longer than plain deliveries.
const waitFor = <T>(read: () => T | undefined) => waitForDefault(read, 8_000);

/**
 * The storefront's production adapters (lib/live/realtime), loading the real SDKs, against the
 * in-process platform: what the room will run, minus the browser.
 */

const { base, connectRoom } = adapterPlatform();

async function control(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${base()}/__control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

interface Seen {
  channel: string;
  name: string;
  data: unknown;
  at: number;
}

async function open(provider: RealtimeProvider, postId: number) {
  const seen: Seen[] = [];
  const { statuses, connection } = await connectRoom(provider, postId, { onMessage: (channel, name, data) => seen.push({ channel, name, data, at: Date.now() }) });
  return { seen, statuses, connection };
}

/**
 * Publishes until the first copy arrives: `connected` does not say every channel is attached yet
 * (ably attaches after connecting), and a probe sent before that is simply not delivered.
 */
async function publishUntilSeen(seen: Seen[], channel: string, name: string, data: unknown): Promise<Seen> {
  const until = Date.now() + 8_000;
  while (Date.now() < until) {
    await control('realtime/publish', { channel, name, data });
    const deadline = Date.now() + 200;
    while (Date.now() < deadline) {
      const hit = seen.find((s) => s.channel === channel && s.name === name);
      if (hit) return hit;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  throw new Error(`${name} never arrived on ${channel}`);
}

describe.each<RealtimeProvider>(['pubnub', 'ably'])('connectRealtime with %s', (provider) => {
  const postId = provider === 'pubnub' ? 70 : 80;

  it('reports connecting then connected, and delivers events on every post channel by name', async () => {
    const { seen, statuses } = await open(provider, postId);
    expect(statuses.slice(0, 2)).toEqual(['connecting', 'connected']);
    await publishUntilSeen(seen, `comment|${postId}`, 'comment', { message: 'first' });
    const before = seen.length;
    await control('realtime/publish', { channel: `comment-failed|${postId}`, name: 'comment.failed', data: { reason: 'not_on_sale', user_id: 3 } });
    await control('realtime/publish', { channel: `notification|${postId}`, name: 'live.stopped', data: null });
    await control('realtime/publish', { channel: `cart|${postId}`, name: 'cart', data: { user_id: 3 } });
    await waitFor(() => (seen.length >= before + 3 ? true : undefined));
    expect(seen.slice(before).map(({ channel, name, data }) => ({ channel, name, data }))).toEqual([
      { channel: `comment-failed|${postId}`, name: 'comment.failed', data: { reason: 'not_on_sale', user_id: 3 } },
      { channel: `notification|${postId}`, name: 'live.stopped', data: null },
      { channel: `cart|${postId}`, name: 'cart', data: { user_id: 3 } },
    ]);
  });

  it('delivers a control publish within a few milliseconds (median of 40)', async () => {
    const { seen } = await open(provider, postId + 2);
    const channel = `comment|${postId + 2}`;
    await publishUntilSeen(seen, channel, 'probe', null);
    const latencies: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const before = seen.length;
      const sentAt = Date.now();
      await control('realtime/publish', { channel, name: 'comment', data: { i } });
      const arrived = await waitFor(() => seen[before]);
      latencies.push(arrived.at - sentAt);
    }
    latencies.sort((a, b) => a - b);
    const [median, p95] = [latencies[20], latencies[37]];
    console.info(`${provider}: control publish → onMessage, median ${median} ms, p95 ${p95} ms, max ${latencies[39]} ms`);
    expect(median).toBeLessThan(250); // generous: a regression to polling would show up, CI noise would not
  });

  it('delivers nothing after close()', async () => {
    const { seen, connection } = await open(provider, postId + 1);
    await publishUntilSeen(seen, `comment|${postId + 1}`, 'comment', { n: 1 });
    connection.close();
    const count = seen.length;
    await control('realtime/publish', { channel: `comment|${postId + 1}`, name: 'comment', data: { n: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 200)); // a negative: give a late delivery its chance
    expect(seen.length).toBe(count);
  });
});

describe('connectRealtime after a connection loss', () => {
  it('ably: reports disconnected then reconnected, and delivers what was published meanwhile', async () => {
    const { seen, statuses } = await open('ably', 90);
    await publishUntilSeen(seen, 'comment|90', 'comment', { n: 'probe' });
    await control('realtime/disconnect', {});
    await waitFor(() => (statuses.includes('disconnected') ? true : undefined));
    await control('realtime/publish', { channel: 'comment|90', name: 'comment', data: { n: 'meanwhile' } });
    await waitFor(() => (statuses.includes('reconnected') ? true : undefined));
    expect(statuses).toEqual(['connecting', 'connected', 'disconnected', 'reconnected']);
    expect(await waitFor(() => seen.find((s) => (s.data as { n?: string }).n === 'meanwhile'))).toBeTruthy();
  });
});
