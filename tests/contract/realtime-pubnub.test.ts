/** @jest-environment node */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import PubNub from 'pubnub';
import { startPlatform, type RunningPlatform } from '@/platform/server';
import { PUBNUB_PUBLISH_KEY, PUBNUB_SUBSCRIBE_KEY, streamInfoRealtimeFields } from '@/platform/realtime/config';
import { publishViaControl, waitFor } from './realtime-helpers';

/** The real pubnub SDK (Node build) against the in-process platform. */

let platform: RunningPlatform | undefined;
let port = 0;
const base = () => `http://127.0.0.1:${port}`;
const clients: PubNub[] = [];

beforeAll(async () => {
  platform = await startPlatform({ port: 0, interactionPort: 0, quiet: true, simulation: false });
  port = platform.ctx.options.port;
});
afterEach(() => clients.splice(0).forEach((client) => client.destroy()));
afterAll(() => platform?.close());

interface Received {
  channel: string;
  subscription: string | null;
  message: unknown;
  at: number;
}

/** A subscribed client; resolves once the handshake is done (PNConnectedCategory). */
async function subscriber(subscribe: { channels?: string[]; channelGroups?: string[] }, userId = 'viewer-1') {
  const client = new PubNub({ subscribeKey: PUBNUB_SUBSCRIBE_KEY, publishKey: PUBNUB_PUBLISH_KEY, userId, origin: `127.0.0.1:${port}`, ssl: false });
  clients.push(client);
  const received: Received[] = [];
  const connected = new Promise<void>((resolve) =>
    client.addListener({
      status: (event) => {
        const category: string = event.category; // a string enum
        if (category === 'PNConnectedCategory') resolve();
      },
      message: (event) => received.push({ channel: event.channel, subscription: event.subscription, message: event.message, at: Date.now() }),
    }),
  );
  client.subscribe(subscribe);
  await connected;
  return { client, received };
}

describe('pubnub protocol with the real SDK', () => {
  it('delivers a control-API publish with its name and data', async () => {
    const { received } = await subscriber({ channels: ['comment|12', 'cart|12'] });
    const sentAt = Date.now();
    await publishViaControl(base(), 'comment|12', 'comment', { comment_id: 'c1', message: 'こんにちは' });
    const first = await waitFor(() => received[0]);
    expect(first).toMatchObject({ channel: 'comment|12', message: { name: 'comment', data: { comment_id: 'c1', message: 'こんにちは' } } });
    expect(first.at - sentAt).toBeLessThan(1_000);
  });

  it('delivers what an SDK client publishes, with a 17-digit timetoken', async () => {
    const { client, received } = await subscriber({ channels: ['comment|13'] });
    const result = await client.publish({ channel: 'comment|13', message: { name: 'buyer.joined', data: { user_id: 5 } } });
    expect(String(result.timetoken)).toMatch(/^\d{17}$/);
    expect((await waitFor(() => received[0])).message).toEqual({ name: 'buyer.joined', data: { user_id: 5 } });
  });

  it('accepts POST publishes, uncompressed and deflated by the SDK', async () => {
    const { client, received } = await subscriber({ channels: ['comment|17'] });
    const url = `${base()}/publish/${PUBNUB_PUBLISH_KEY}/${PUBNUB_SUBSCRIBE_KEY}/0/comment%7C17/0?uuid=poster`;
    const posted = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'comment', data: { via: 'post' } }) });
    expect(await posted.json()).toEqual([1, 'Sent', expect.stringMatching(/^\d{17}$/)]);
    expect((await waitFor(() => received[0])).message).toEqual({ name: 'comment', data: { via: 'post' } });
    await client.publish({ channel: 'comment|17', message: { name: 'deflated', data: 1 }, sendByPost: true });
    expect((await waitFor(() => received[1])).message).toEqual({ name: 'deflated', data: 1 });
  });

  it('delivers a burst in order, none lost', async () => {
    const { received } = await subscriber({ channels: ['comment|14'] });
    for (let i = 0; i < 30; i += 1) await publishViaControl(base(), 'comment|14', 'comment', { i });
    await waitFor(() => (received.length >= 30 ? true : undefined));
    expect(received.map((r) => (r.message as { data: { i: number } }).data.i)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('resolves the stream info channel group to the post channels', async () => {
    const group = streamInfoRealtimeFields('pubnub', 21, () => 'unused').pubnub_group_name;
    const { received } = await subscriber({ channelGroups: [group] });
    await publishViaControl(base(), 'notification|21', 'live.stopped', null);
    expect(await waitFor(() => received[0])).toMatchObject({
      channel: 'notification|21',
      subscription: group,
      message: { name: 'live.stopped', data: null },
    });
  });

  it('answers time and here-now', async () => {
    const { client } = await subscriber({ channels: ['comment|15'] }, 'viewer-15');
    expect(String((await client.time()).timetoken)).toMatch(/^\d{17}$/);
    const presence = await client.hereNow({ channels: ['comment|15'] });
    expect(presence.channels['comment|15'].occupancy).toBe(1);
  });

  it('keeps resuming after the platform cuts the long-poll', async () => {
    const { received } = await subscriber({ channels: ['comment|16'] });
    // The handshake is done; cut as soon as the following long-poll is held.
    const cutOnce = async () => ((await (await fetch(`${base()}/__control/realtime/disconnect`, { method: 'POST' })).json()) as { pubnub: number }).pubnub;
    let cut = 0;
    for (let tries = 0; cut === 0 && tries < 200; tries += 1) {
      cut = await cutOnce();
      if (cut === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(cut).toBeGreaterThanOrEqual(1);
    await publishViaControl(base(), 'comment|16', 'comment', { after: 'cut' });
    expect((await waitFor(() => received[0], 10_000)).message).toEqual({ name: 'comment', data: { after: 'cut' } });
  });
});

describe('pubnub protocol on the wire', () => {
  const subscribeUrl = (query: string) => `${base()}/v2/subscribe/${PUBNUB_SUBSCRIBE_KEY}/${encodeURIComponent('comment|30')},${encodeURIComponent('cart|30')}/0?uuid=raw${query}`;
  interface Answer {
    t: { t: string; r: number };
    m: { c: string; d: unknown; p: { t: string } }[];
  }

  it('hands a long-poll with an older cursor everything it missed, with CORS', async () => {
    const handshake = (await (await fetch(subscribeUrl(''))).json()) as Answer;
    expect(handshake).toEqual({ t: { t: expect.stringMatching(/^\d{17}$/), r: 1 }, m: [] });
    await publishViaControl(base(), 'comment|30', 'comment', { n: 1 });
    await publishViaControl(base(), 'cart|30', 'cart', { n: 2 });
    await publishViaControl(base(), 'comment|31', 'comment', { other: true });
    const response = await fetch(subscribeUrl(`&tt=${handshake.t.t}&tr=1`), { headers: { Origin: 'http://localhost:3000' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const answer = (await response.json()) as Answer;
    expect(answer.m.map((m) => [m.c, m.d])).toEqual([
      ['comment|30', { name: 'comment', data: { n: 1 } }],
      ['cart|30', { name: 'cart', data: { n: 2 } }],
    ]);
    expect(answer.t.t).toBe(answer.m[1].p.t);
  });

  it('holds a long-poll until a message arrives', async () => {
    const handshake = (await (await fetch(subscribeUrl(''))).json()) as Answer;
    const poll = fetch(subscribeUrl(`&tt=${handshake.t.t}`)).then((r) => r.json() as Promise<Answer>);
    let settled = false;
    void poll.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    await publishViaControl(base(), 'comment|30', 'comment', { held: true });
    expect((await poll).m[0].d).toEqual({ name: 'comment', data: { held: true } });
  });

  it('refuses unknown keys', async () => {
    expect((await fetch(`${base()}/v2/subscribe/sub-c-other/comment%7C1/0`)).status).toBe(400);
    const publish = await fetch(`${base()}/publish/pub-c-other/${PUBNUB_SUBSCRIBE_KEY}/0/comment%7C1/0/%7B%7D`);
    expect(publish.status).toBe(400);
  });

  it('publishes by GET with the SDK answer shape', async () => {
    const message = encodeURIComponent(JSON.stringify({ name: 'comment', data: { via: 'get' } }));
    const response = await fetch(`${base()}/publish/${PUBNUB_PUBLISH_KEY}/${PUBNUB_SUBSCRIBE_KEY}/0/comment%7C32/0/${message}?uuid=u`);
    expect(await response.json()).toEqual([1, 'Sent', expect.stringMatching(/^\d{17}$/)]);
  });
});
