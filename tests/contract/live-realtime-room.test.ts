/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { getComments, getStreamInfo, getStreamPost } from '@/lib/api';
import { connectRealtime, realtimeEndpointFor, type RealtimeConnection, type RealtimeProvider } from '@/lib/live/realtime';
import { connectRoom, initialRoomState, roomReducer, type RoomEffect, type RoomState } from '@/lib/live/room';
import { CommentsAnswer, StreamInfoAnswer, StreamPostAnswer } from '@/lib/schemas';
import { expectAnswer, postJson, setupHarness } from './harness';
import { waitFor as waitForDefault } from './realtime-helpers';

/**
 * The room end to end without a browser: a room of its own made through the live control API,
 * its stream info, post and comments from the platform, the real SDK of the provider the stream
 * info names, and the pure room core (parse, reduce, effects) on what arrives.
 */

const waitFor = <T>(read: () => T | undefined) => waitForDefault(read, 8_000);

const harness = setupHarness();
const connections: RealtimeConnection[] = [];

afterEach(() => connections.splice(0).forEach((c) => c.close()));

async function control(path: string, body: unknown = {}) {
  const response = await postJson(harness.api, path, body);
  return JSON.parse(response.text) as Record<string, unknown>;
}

async function openRoom(provider: RealtimeProvider) {
  const id = (await control('/__control/live/posts', { provider })).id as number;
  const info = expectAnswer(StreamInfoAnswer, await getStreamInfo(id, `viewer-${id}`)).data;
  const post = expectAnswer(StreamPostAnswer, await getStreamPost('demo', id)).data;
  const comments = expectAnswer(CommentsAnswer, await getComments({ store_id: 1, channel: `comment|${id}` })).comments.map((c) => c.message);
  let state: RoomState = initialRoomState({ post, comments, now: Date.now(), viewer: { type: 'user', id: 1001, fingerprint: 'mine', realtimeId: `viewer-${id}` } });
  const effects: RoomEffect[] = [];
  const invalid: string[] = [];
  const connection = await connectRoom({
    streamInfo: info,
    realtimeId: `viewer-${id}`,
    dispatch: (action) => {
      state = roomReducer(state, action);
    },
    runEffects: (list) => effects.push(...list),
    effectContext: () => ({ viewer: state.viewer, mode: state.mode, random: () => 0 }),
    onInvalid: (_channel, reason) => invalid.push(reason),
    connect: (options) => connectRealtime({ ...options, endpoint: realtimeEndpointFor(harness.api) }),
  });
  connections.push(connection);
  await waitFor(() => (state.connection === 'connected' ? true : undefined));
  return { id, info, effects, invalid, state: () => state };
}

describe.each<RealtimeProvider>(['pubnub', 'ably'])('a room over %s', (provider) => {
  it('shows a control comment, hides it, sells a product out, ends the stage and kicks on another token', async () => {
    const room = await openRoom(provider);
    expect(room.info.realtime_service_provider.type).toBe(provider);
    expect(room.state().visibleComments.length).toBeGreaterThan(0);

    // Channels may still be attaching after `connected`: repeat the first comment until it lands.
    let commentId = '';
    for (let tries = 0; tries < 40 && !room.state().visibleComments.some((c) => c.message === 'こんにちは'); tries += 1) {
      commentId = ((await control(`/__control/live/${room.id}/comments`, { message: 'こんにちは', name: 'テスト' })).comment as { comment_id: string }).comment_id;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await waitFor(() => (room.state().visibleComments.some((c) => c.message === 'こんにちは') ? true : undefined));

    await control(`/__control/live/${room.id}/comments/${commentId}/hide`);
    await waitFor(() => (room.state().hiddenComments.includes(commentId) ? true : undefined));
    expect(room.state().visibleComments.some((c) => c.comment_id === commentId)).toBe(false);

    await control(`/__control/live/${room.id}/products/101/salable-status`, { salable_status: 'sold_out' });
    await waitFor(() => (room.state().products.find((p) => p.id === 101)?.salable_status === 'sold_out' ? true : undefined));

    await control(`/__control/live/${room.id}/comment-failed`, { reason: 'not_on_sale', comment_id: 'c', user_id: 1001, event_id: 'e' });
    await waitFor(() => (room.effects.some((e) => e.type === 'toast' && e.message === 'notOnSale') ? true : undefined));

    await control(`/__control/live/${room.id}/stop`);
    await waitFor(() => (room.state().stage === 'end' ? true : undefined));

    await control(`/__control/live/${room.id}/watched`, { user_id: 1001, fingerprint: 'another' });
    await waitFor(() => (room.state().kicked ? true : undefined));
    expect(room.effects.map((e) => e.type)).toEqual(expect.arrayContaining(['clear-token', 'leave-stream']));
    expect(room.invalid).toEqual([]);
  });
});
