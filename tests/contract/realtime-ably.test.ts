/** @jest-environment node */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import * as Ably from 'ably';
import PubNub from 'pubnub';
import { WebSocket } from 'ws';
import { startPlatform, type RunningPlatform } from '@/platform/server';
import { ABLY_KEY, PUBNUB_PUBLISH_KEY, PUBNUB_SUBSCRIBE_KEY } from '@/platform/realtime/config';
import { ablyLoopbackOptions, publishViaControl, waitFor } from './realtime-helpers';

/** The real ably SDK (Node build) against the in-process platform, and the raw protocol. */

let platform: RunningPlatform | undefined;
let port = 0;
const base = () => `http://127.0.0.1:${port}`;
const clients: { close(): void }[] = [];

beforeAll(async () => {
  platform = await startPlatform({ port: 0, interactionPort: 0, quiet: true, simulation: false });
  port = platform.ctx.options.port;
});
afterEach(() => clients.splice(0).forEach((client) => client.close()));
afterAll(() => platform?.close());

function realtime(options: Ably.ClientOptions): Ably.Realtime {
  const client = new Ably.Realtime({ ...ablyLoopbackOptions(port), ...options });
  clients.push(client);
  return client;
}

/** Subscribes and resolves once attached. */
async function subscribed(client: Ably.Realtime, name: string) {
  const received: { name?: string; data: unknown; at: number }[] = [];
  await client.channels.get(name).subscribe((message) => {
    const data: unknown = message.data;
    received.push({ name: message.name, data, at: Date.now() });
  });
  return received;
}

describe('ably protocol with the real SDK', () => {
  it('connects with the key and delivers a control-API publish with name and data', async () => {
    const client = realtime({ key: ABLY_KEY });
    const received = await subscribed(client, 'comment|40');
    expect(client.connection.state).toBe('connected');
    const sentAt = Date.now();
    await publishViaControl(base(), 'comment|40', 'comment', { comment_id: 'c9', message: 'hello' });
    const first = await waitFor(() => received[0]);
    expect(first).toMatchObject({ name: 'comment', data: { comment_id: 'c9', message: 'hello' } });
    expect(first.at - sentAt).toBeLessThan(1_000);
  });

  it('acknowledges a client publish and delivers it to ably and pubnub subscribers', async () => {
    const publisher = realtime({ key: ABLY_KEY, clientId: 'seller' });
    const listener = realtime({ key: ABLY_KEY });
    const received = await subscribed(listener, 'cart|41');
    const pubnub = new PubNub({ subscribeKey: PUBNUB_SUBSCRIBE_KEY, publishKey: PUBNUB_PUBLISH_KEY, userId: 'pn', origin: `127.0.0.1:${port}`, ssl: false });
    clients.push({ close: () => pubnub.destroy() });
    const viaPubnub: unknown[] = [];
    const pubnubConnected = new Promise<void>((resolve) =>
      pubnub.addListener({
        status: (event) => {
          const category: string = event.category;
          if (category === 'PNConnectedCategory') resolve();
        },
        message: (event) => viaPubnub.push(event.message),
      }),
    );
    pubnub.subscribe({ channels: ['cart|41'] });
    await pubnubConnected;

    await publisher.channels.get('cart|41').publish('cart', { user_id: 7, skus: [] }); // resolves on ACK
    expect(await waitFor(() => received[0])).toMatchObject({ name: 'cart', data: { user_id: 7, skus: [] } });
    expect(await waitFor(() => viaPubnub[0])).toEqual({ name: 'cart', data: { user_id: 7, skus: [] } });
  });

  it('connects with a token from the requestToken endpoint, and publishes over REST', async () => {
    const rest = new Ably.Rest({ ...ablyLoopbackOptions(port), key: ABLY_KEY });
    const token = await rest.auth.requestToken({ clientId: 'viewer-9' });
    expect(token.clientId).toBe('viewer-9');
    const client = realtime({ token: token.token });
    const received = await subscribed(client, 'notification|42');
    expect(client.auth.clientId).toBe('viewer-9');
    await rest.channels.get('notification|42').publish('viewers.number', { count: 12 });
    expect(await waitFor(() => received[0])).toMatchObject({ name: 'viewers.number', data: { count: 12 } });
  });

  it('fails the connection for an unknown key', async () => {
    const client = realtime({ key: 'someone.else:secret' });
    const change = await new Promise<Ably.ConnectionStateChange>((resolve) => client.connection.once('failed', resolve));
    expect(change.reason?.code).toBe(40101);
  });

  it('reconnects after the platform cuts the socket, and delivers what followed', async () => {
    const client = realtime({ key: ABLY_KEY });
    const received = await subscribed(client, 'comment|43');
    const connectionId = client.connection.id;
    const disconnected = new Promise((resolve) => client.connection.once('disconnected', resolve));
    await fetch(`${base()}/__control/realtime/disconnect`, { method: 'POST' });
    await disconnected;
    await publishViaControl(base(), 'comment|43', 'comment', { while: 'away' });
    expect(await waitFor(() => received[0], 10_000)).toMatchObject({ data: { while: 'away' } });
    expect(client.connection.id).toBe(connectionId); // resumed
  });
});

describe('ably protocol on the wire', () => {
  /** A raw JSON client: collects frames, sends protocol messages. */
  async function rawClient(query: string) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/?format=json&v=5&${query}`);
    clients.push({ close: () => ws.terminate() });
    const frames: Record<string, unknown>[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
    await new Promise((resolve) => ws.once('open', resolve));
    return { ws, frames, send: (frame: object) => ws.send(JSON.stringify(frame)) };
  }

  it('answers ATTACH with ATTACHED and replays messages after the given channelSerial', async () => {
    await publishViaControl(base(), 'comment|50', 'comment', { n: 0 });
    const { frames, send } = await rawClient(`key=${encodeURIComponent(ABLY_KEY)}`);
    const connected = await waitFor(() => frames.find((f) => f.action === 4));
    expect(connected).toMatchObject({ connectionDetails: { maxIdleInterval: 15_000, connectionStateTtl: 120_000 } });
    send({ action: 10, channel: 'comment|50' });
    const attached = await waitFor(() => frames.find((f) => f.action === 11));
    await publishViaControl(base(), 'comment|50', 'comment', { n: 1 });
    await publishViaControl(base(), 'comment|50', 'comment', { n: 2 });
    await waitFor(() => (frames.filter((f) => f.action === 15).length === 2 ? true : undefined));

    const second = await rawClient(`key=${encodeURIComponent(ABLY_KEY)}`);
    second.send({ action: 10, channel: 'comment|50', channelSerial: attached.channelSerial });
    await waitFor(() => (second.frames.filter((f) => f.action === 15).length === 2 ? true : undefined));
    const replay = second.frames.filter((f) => f.action === 15) as { messages: { data: string; encoding: string }[] }[];
    expect(replay.map((f) => JSON.parse(f.messages[0].data))).toEqual([{ n: 1 }, { n: 2 }]);
    expect(replay[0].messages[0].encoding).toBe('json');
  });

  it('acknowledges publishes, answers pings and closes cleanly', async () => {
    const { frames, send, ws } = await rawClient(`key=${encodeURIComponent(ABLY_KEY)}`);
    send({ action: 15, channel: 'comment|51', msgSerial: 0, messages: [{ name: 'comment', data: 'plain' }] });
    expect(await waitFor(() => frames.find((f) => f.action === 1))).toMatchObject({ msgSerial: 0, count: 1 });
    send({ action: 0, id: 'ping-1' });
    expect(await waitFor(() => frames.find((f) => f.action === 0 && f.id === 'ping-1'))).toBeTruthy();
    const closed = new Promise((resolve) => ws.once('close', resolve));
    send({ action: 7 });
    await closed;
    expect(frames.some((f) => f.action === 8)).toBe(true);
  });

  it('keeps the connection id on resume, and says so when the key is unknown', async () => {
    const first = await rawClient(`key=${encodeURIComponent(ABLY_KEY)}`);
    const connected = (await waitFor(() => first.frames.find((f) => f.action === 4))) as { connectionId: string; connectionKey: string };
    const gone = new Promise((resolve) => first.ws.once('close', resolve));
    first.ws.close();
    await gone;
    const resumed = await rawClient(`key=${encodeURIComponent(ABLY_KEY)}&resume=${encodeURIComponent(connected.connectionKey)}`);
    expect(await waitFor(() => resumed.frames.find((f) => f.action === 4))).toMatchObject({ connectionId: connected.connectionId });
    const unknown = await rawClient(`key=${encodeURIComponent(ABLY_KEY)}&resume=nope`);
    expect(await waitFor(() => unknown.frames.find((f) => f.action === 4))).toMatchObject({ error: { code: 80008 } });
  });
});
