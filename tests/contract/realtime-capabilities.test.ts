/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import * as Ably from 'ably';
import { getReplayStreamInfo, getStreamInfo } from '@/lib/api/live';
import { ABLY_KEY, ABLY_KEY_NAME, ABLY_KEY_SECRET, PUBNUB_PUBLISH_KEY, PUBNUB_SUBSCRIBE_KEY } from '@/platform/realtime/config';
import { expectAnswer, expectParses, postJson, raw, setupHarness } from './harness';
import { ablyLoopbackOptions, publishViaControl, waitFor } from './realtime-helpers';
import { ReplayInfoAnswer, StreamInfoAnswer } from '@/lib/schemas';

/**
 * Browsers get subscribe-only realtime credentials (issue 11 item 3), and the platform enforces
 * them as the real services do: an ably token from stream info attaches only to its room's channels
 * and publishes nowhere (40160), and pubnub publishes need the publish key, which no browser gets.
 */

const harness = setupHarness({ reset: true });
const clients: { close(): void }[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.close()));

function realtime(options: Ably.ClientOptions): Ably.Realtime {
  const client = new Ably.Realtime({ ...ablyLoopbackOptions(harness.platform.ctx.options.port), ...options });
  clients.push(client);
  return client;
}

async function ablyRoom(): Promise<{ id: number; token: string; channels: string[] }> {
  const created = await postJson(harness.api, '/__control/live/posts', { from: 9001, provider: 'ably' });
  const { id } = JSON.parse(created.text) as { id: number };
  const { data } = expectAnswer(StreamInfoAnswer, await getStreamInfo(id, 'viewer-capabilities'));
  return { id, token: data.realtime_service_provider.subscribe_key, channels: data.realtime_service_provider.channel_list };
}

async function errorOf(promise: Promise<unknown>): Promise<Ably.ErrorInfo> {
  try {
    await promise;
  } catch (error) {
    return error as Ably.ErrorInfo;
  }
  throw new Error('expected a refusal');
}

describe('ably: the stream-info token', () => {
  it('is a token for the room, not the key, and subscribes to every room channel', async () => {
    const { id, token, channels } = await ablyRoom();
    expect(token).not.toContain(ABLY_KEY_SECRET);
    expect(token).not.toContain(':');
    const client = realtime({ token });
    const seen: string[] = [];
    for (const channel of channels) await client.channels.get(channel).subscribe((message) => seen.push(`${channel} ${message.name}`));
    for (const channel of channels) await publishViaControl(harness.api, channel, 'probe', {});
    await waitFor(() => (seen.length === 4 ? true : undefined));
    expect(seen.sort()).toEqual(channels.map((channel) => `${channel} probe`).sort());
    expect(channels).toEqual([`cart|${id}`, `comment|${id}`, `comment-failed|${id}`, `notification|${id}`]);
  });

  it('cannot attach to a channel outside its capability (40160), and the connection stays up', async () => {
    const { token } = await ablyRoom();
    const client = realtime({ token });
    const error = await errorOf(client.channels.get('notification|9001').attach());
    expect(error.code).toBe(40160);
    expect(client.channels.get('notification|9001').state).toBe('failed');
    expect(client.connection.state).toBe('connected');
  });

  it('cannot publish into its own room (40160); nothing reaches the subscribers', async () => {
    const { id, token } = await ablyRoom();
    const listener = realtime({ key: ABLY_KEY });
    const received: string[] = [];
    await listener.channels.get(`notification|${id}`).subscribe((message) => received.push(message.name ?? ''));
    const browser = realtime({ token });
    const channel = browser.channels.get(`notification|${id}`);
    await channel.attach();
    const error = await errorOf(channel.publish('force.refresh', { seconds: 0 }));
    expect(error.code).toBe(40160);
    // A later event arrives alone: the forged one was never delivered.
    await publishViaControl(harness.api, `notification|${id}`, 'viewers.number', { count: 1 });
    await waitFor(() => received[0]);
    expect(received).toEqual(['viewers.number']);
  });

  it('cannot publish over REST (40160), nor mint itself a wider token', async () => {
    const { id, token } = await ablyRoom();
    const rest = new Ably.Rest({ ...ablyLoopbackOptions(harness.platform.ctx.options.port), token });
    expect((await errorOf(rest.channels.get(`notification|${id}`).publish('live.watched', { user_id: 1001 }))).code).toBe(40160);

    const bearer = { Authorization: `Bearer ${Buffer.from(token).toString('base64')}`, 'Content-Type': 'application/json' };
    const publish = await raw(harness.api, `/channels/${encodeURIComponent(`notification|${id}`)}/messages`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ name: 'force.refresh', data: '{}' }),
    });
    expect(publish.status).toBe(401);
    expect(JSON.parse(publish.text)).toMatchObject({ error: { code: 40160 } });

    const widen = await raw(harness.api, `/keys/${ABLY_KEY_NAME}/requestToken`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ keyName: ABLY_KEY_NAME, capability: '{"*":["*"]}', timestamp: Date.now() }),
    });
    expect(widen.status).toBe(401);
  });

  it('renews when it expires, the way the room does (a fresh token from replay info), and stays subscribe-only', async () => {
    const { id, token } = await ablyRoom();
    const renewals: string[] = [];
    const client = realtime({
      token,
      // The room's authUrl route does this on the storefront's server.
      authCallback: (_params, callback) => {
        void getReplayStreamInfo(id, 'viewer-capabilities').then((info) => {
          const fresh = expectParses(ReplayInfoAnswer, info.ok ? info.data : null).data.realtime_service_provider.subscribe_key;
          renewals.push(fresh);
          callback(null, fresh);
        });
      },
    });
    const received: unknown[] = [];
    await client.channels.get(`notification|${id}`).subscribe((message) => received.push(message.data));
    const realNow = harness.platform.ctx.now;
    harness.platform.ctx.now = () => realNow() + 2 * 60 * 60_000;
    try {
      // The connection drops; the old token is refused as expired (40142) and the SDK renews.
      await postJson(harness.api, '/__control/realtime/disconnect', {});
      await waitFor(() => (renewals.length > 0 && client.connection.state === 'connected' ? true : undefined), 10_000);
      expect(renewals[0]).not.toBe(token);
      await publishViaControl(harness.api, `notification|${id}`, 'viewers.number', { count: 3 });
      expect(await waitFor(() => received[0])).toEqual({ count: 3 });
      expect((await errorOf(client.channels.get(`notification|${id}`).publish('force.refresh', {}))).code).toBe(40160);
    } finally {
      harness.platform.ctx.now = realNow;
    }
  });

  it('the key still publishes (the platform and sellers hold it)', async () => {
    const { id } = await ablyRoom();
    const rest = new Ably.Rest({ ...ablyLoopbackOptions(harness.platform.ctx.options.port), key: ABLY_KEY });
    const listener = realtime({ key: ABLY_KEY });
    const received: unknown[] = [];
    await listener.channels.get(`notification|${id}`).subscribe((message) => received.push(message.data));
    await rest.channels.get(`notification|${id}`).publish('viewers.number', { count: 2 });
    expect(await waitFor(() => received[0])).toEqual({ count: 2 });
  });
});

describe('pubnub: the subscribe key only', () => {
  it('stream info carries no publish key, and a publish without the publish key is refused', async () => {
    const { data } = expectAnswer(StreamInfoAnswer, await getStreamInfo(9001, 'viewer-capabilities'));
    expect(data.realtime_service_provider).toMatchObject({ type: 'pubnub', subscribe_key: PUBNUB_SUBSCRIBE_KEY });
    expect(JSON.stringify(data)).not.toContain(PUBNUB_PUBLISH_KEY);

    const message = encodeURIComponent(JSON.stringify({ name: 'force.refresh', data: { seconds: 0 } }));
    const channel = encodeURIComponent('notification|9001');
    for (const key of [PUBNUB_SUBSCRIBE_KEY, 'pub-c-guessed', 'demo']) {
      const refused = await raw(harness.api, `/publish/${key}/${PUBNUB_SUBSCRIBE_KEY}/0/${channel}/0/${message}`);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text)).toEqual([0, 'Invalid Key', expect.any(String)]);
    }
    const accepted = await raw(harness.api, `/publish/${PUBNUB_PUBLISH_KEY}/${PUBNUB_SUBSCRIBE_KEY}/0/${channel}/0/${message}`);
    expect(accepted.status).toBe(200);
  });
});
