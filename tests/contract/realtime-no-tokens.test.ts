/** @jest-environment node */
import { afterAll, describe, expect, it } from '@jest/globals';
import * as Ably from 'ably';
import PubNub from 'pubnub';
import { addPostItemsToCart, announceJoined, announceShared, createGuestToken, getReplayStreamInfo, getStreamInfo, login, sendComment, sendLikeAnimation, sendSeasonalAnimation } from '@/lib/api';
import { watchFingerprint } from '@/lib/identity/watch-fingerprint';
import { ABLY_KEY, ABLY_KEY_SECRET, channelListForPost, PUBNUB_PUBLISH_KEY, PUBNUB_SUBSCRIBE_KEY } from '@/platform/realtime/config';
import { GuestTokenAnswer, StreamInfoAnswer } from '@/lib/schemas';
import { demoToken, expectAnswer, postJson, setupHarness } from './harness';
import { waitFor } from './realtime-helpers';

/**
 * Issue 11 item 4: every channel of a room, heard through both protocols for a whole session
 * (member and guest enter, comment, react, announce, add to cart, the same member watches on a second
 * device, force refresh, start and stop), never carries a token or a realtime secret.
 */

const harness = setupHarness();
const closers: (() => void)[] = [];
afterAll(() => closers.splice(0).forEach((close) => close()));

interface Heard {
  via: 'ably' | 'pubnub';
  channel: string;
  name: string;
  /** The message as it came off the SDK, serialised. */
  text: string;
}

const SENTINEL = 'test.session-over';

async function listen(channels: string[]): Promise<Heard[]> {
  const heard: Heard[] = [];
  const port = harness.platform.ctx.options.port;
  const ably = new Ably.Realtime({ key: ABLY_KEY, endpoint: '127.0.0.1', port, tls: false, useBinaryProtocol: false, transports: ['web_socket'], disableConnectivityCheck: true, fallbackHosts: [], logLevel: 0 });
  closers.push(() => ably.close());
  for (const channel of channels) {
    await ably.channels.get(channel).subscribe((message) => {
      heard.push({ via: 'ably', channel, name: message.name ?? '', text: JSON.stringify({ name: message.name, data: message.data as unknown, clientId: message.clientId, extras: message.extras as unknown }) });
    });
  }
  const pubnub = new PubNub({ subscribeKey: PUBNUB_SUBSCRIBE_KEY, userId: 'token-watcher', origin: `127.0.0.1:${port}`, ssl: false });
  closers.push(() => pubnub.destroy());
  let connected = false;
  pubnub.addListener({
    status: (event) => {
      if (String(event.category) === 'PNConnectedCategory') connected = true;
    },
    message: (event) => {
      const message = event.message as { name?: string };
      heard.push({ via: 'pubnub', channel: event.channel, name: message?.name ?? '', text: JSON.stringify({ message: event.message, publisher: event.publisher }) });
    },
  });
  pubnub.subscribe({ channels });
  await waitFor(() => (connected ? true : undefined));
  return heard;
}

const control = async (path: string, body: unknown = {}) => expect((await postJson(harness.api, path, body)).status).toBe(200);

describe('no token on any channel of a room', () => {
  it('through a whole session, by either protocol', async () => {
    const created = await postJson(harness.api, '/__control/live/posts', { from: 9001, provider: 'pubnub', live_status: 'unpublished' });
    const { id } = JSON.parse(created.text) as { id: number };
    const channels = channelListForPost(id);
    const heard = await listen(channels);

    const member = await demoToken(login);
    const guest = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'ゆき' })).data.token;
    const asMember = { token: member, guestToken: null };
    const asGuest = { token: null, guestToken: guest };

    // Both enter the room, before and after the start.
    expectAnswer(StreamInfoAnswer, await getStreamInfo(id, 'pn-member', asMember));
    expectAnswer(StreamInfoAnswer, await getStreamInfo(id, 'pn-guest', asGuest));
    await control(`/__control/live/${id}/start`);
    expectAnswer(StreamInfoAnswer, await getStreamInfo(id, 'pn-member', asMember));
    await getReplayStreamInfo(id, 'pn-member', asMember);
    for (const [ctx, pn] of [[asMember, 'pn-member'], [asGuest, 'pn-guest']] as const) {
      expect((await announceJoined(id, { pn_id: pn, source: 'liveweb' }, ctx)).ok).toBe(true);
      expect((await announceShared(id, { pn_id: pn, source: 'liveweb' }, ctx)).ok).toBe(true);
      expect((await sendComment({ post_id: id, message: `こんにちは ${pn}`, pn_id: pn, source: 'liveweb' }, ctx)).ok).toBe(true);
    }
    expect((await sendComment({ post_id: id, message: '+1', pn_id: 'pn-member', source: 'liveweb' }, asMember)).ok).toBe(true);
    expect((await sendLikeAnimation({ post_id: id, icon_type: 'heart', count: 3, user: { type: 'user', id: 1001 }, pn_id: 'pn-member', source: 'liveweb' }, asMember)).ok).toBe(true);
    expect((await sendSeasonalAnimation({ post_id: id, icon_type: 'sakura', count: 1, user: { type: 'guest', id: 0 }, pn_id: 'pn-guest', source: 'liveweb' }, asGuest)).ok).toBe(true);
    expect((await addPostItemsToCart(id, { skus: [{ id: 1012, quantity: 1 }] }, asMember)).ok).toBe(true);

    // The same member signs in on a second device and opens the room: live.watched for the others.
    const second = await demoToken(login);
    expect(second).not.toBe(member);
    expectAnswer(StreamInfoAnswer, await getStreamInfo(id, 'pn-second-device', { token: second, guestToken: null }));

    await control(`/__control/live/${id}/force-refresh`, { seconds: 5 });
    await control(`/__control/live/${id}/stop`);
    for (const channel of channels) await control('/__control/realtime/publish', { channel, name: SENTINEL, data: {} });
    await waitFor(() => (heard.filter((h) => h.name === SENTINEL || h.text.includes(SENTINEL)).length === 2 * channels.length ? true : undefined));

    // The session was heard in full, by both protocols.
    const names = (via: Heard['via']) => new Set(heard.filter((h) => h.via === via).map((h) => h.name));
    for (const via of ['ably', 'pubnub'] as const) {
      for (const name of ['live.started', 'live.watched', 'buyer.joined', 'buyer.shared', 'comment', 'like-animation', 'seasonal-animation', 'force.refresh', 'live.stopped']) {
        expect([via, names(via).has(name)]).toEqual([via, true]);
      }
      expect(heard.some((h) => h.via === via && h.channel === `cart|${id}`)).toBe(true);
    }

    // live.watched names sessions by fingerprint: the member's two devices and the guest.
    const watched = heard.filter((h) => h.via === 'ably' && h.name === 'live.watched').map((h) => (JSON.parse(h.text) as { data: unknown }).data);
    expect(watched).toEqual([
      { user_id: 1001, user_type: 'user', fingerprint: watchFingerprint(member) },
      { user_id: expect.any(Number), user_type: 'guest', fingerprint: watchFingerprint(guest) },
      { user_id: 1001, user_type: 'user', fingerprint: watchFingerprint(member) },
      { user_id: 1001, user_type: 'user', fingerprint: watchFingerprint(second) },
    ]);

    const secrets: Record<string, string> = {
      'member token': member,
      'second member token': second,
      'guest token': guest,
      'ably key': ABLY_KEY,
      'ably key secret': ABLY_KEY_SECRET,
      'pubnub publish key': PUBNUB_PUBLISH_KEY,
    };
    // A JWT's signature alone is a forgery aid: no segment of any token may appear either.
    for (const token of [member, second, guest]) token.split('.').forEach((segment, i) => (secrets[`token segment ${i} of ${token.slice(-6)}`] = segment));
    const leaks = heard.flatMap((h) => Object.entries(secrets).filter(([, value]) => h.text.includes(value)).map(([what]) => `${what} in ${h.via} ${h.channel} ${h.name}`));
    expect(leaks).toEqual([]);
  });
});
