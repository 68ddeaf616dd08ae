/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { bindTicket, createGuestToken, getLatestPost, getPostPermission, getReplayList, getReplayStreamInfo, getStreamInfo, getStreamPost } from '@/lib/api';
import {
  BindTicketAnswer,
  GuestTokenAnswer,
  LatestPostAnswer,
  PostPermissionAnswer,
  ReplayInfoAnswer,
  StreamInfoAnswer,
  StreamPostAnswer,
  VodAnswer,
} from '@/lib/schemas';
import { PRIVATE_POST_TICKET_CODE } from '@/platform/seed/posts';
import { expectAnswer, expectFailure, postJson, raw, setupHarness } from './harness';

const harness = setupHarness({ reset: true, login: 'each' });

const control = (path: string, body: unknown = {}) =>
  postJson(harness.api, path, body);

describe('GET /api/v1/stores/{store}/posts/latest', () => {
  it('answers the live post of the demo store', async () => {
    expect(expectAnswer(LatestPostAnswer, await getLatestPost('demo')).data).toEqual({ id: 9001 });
  });

  it('answers null for a store without posts and 404 for an unknown store', async () => {
    expect(expectAnswer(LatestPostAnswer, await getLatestPost('taiwan')).data).toBeNull();
    expectFailure(await getLatestPost('no-such-store'), 404);
  });

  it('prefers a live post over a newer one, and falls back to the newest when none is live', async () => {
    const created = JSON.parse((await control('/__control/live/posts', { live_status: 'unpublished' })).text) as { id: number };
    expect(expectAnswer(LatestPostAnswer, await getLatestPost('demo')).data?.id).toBe(9001);
    await control('/__control/live/9001/stop');
    // The vertical live (9007) is the other one on air.
    expect(expectAnswer(LatestPostAnswer, await getLatestPost('demo')).data?.id).toBe(9007);
    await control('/__control/live/9007/stop');
    expect(expectAnswer(LatestPostAnswer, await getLatestPost('demo')).data?.id).toBe(created.id);
  });
});

describe('GET /api/v1/liveweb/stores/{store}/posts/{id}', () => {
  it('answers the live post with products in pivot order, keywords, pins and the logo flag', async () => {
    const { data } = expectAnswer(StreamPostAnswer, await getStreamPost('demo', 9001));
    expect(data).toMatchObject({ id: 9001, live_status: 'live', comment_throttle: 3, liveweb_kirari_logo: true, hidden_comments: [] });
    expect(data.products.map((p) => p.pivot.order)).toEqual(data.products.map((_, i) => i + 1));
    expect(data.products[0]).toMatchObject({ id: 101, keyword: 'A' });
    expect(data.products[0].skus[0].keyword).toBe('A1');
    expect(data.products.map((p) => p.salable_status)).toEqual(expect.arrayContaining(['on_sell', 'sold_out', 'before_sell']));
    expect(data.products.find((p) => p.id === 114)?.status).toBe('deleted');
    expect(data.pinned_messages[0]).toMatchObject({ post_id: 9001, unpinned_at: null });
  });

  it('accepts the store id as well as its slug', async () => {
    expect(expectAnswer(StreamPostAnswer, await getStreamPost(1, 9003)).data.id).toBe(9003);
  });

  it('answers replays with their archives: chapters with labels, clips with promoted products', async () => {
    const chapters = expectAnswer(StreamPostAnswer, await getStreamPost('demo', 9003)).data;
    expect(chapters).toMatchObject({ live_status: 'live_stopped', archive_type: 'chapters', hidden_comments: ['c-9003-4'] });
    expect(chapters.archive?.type === 'chapters' && chapters.archive.labels.length).toBe(4);
    const clips = expectAnswer(StreamPostAnswer, await getStreamPost('demo', 9004)).data;
    expect(clips.archive?.type === 'clips' && clips.archive.clips[0].promoting_product_ids).toEqual([106]);
  });

  it('refuses a post of another store with POST_DOES_NOT_BELONG_TO_STORE, and answers 404 for unknown posts', async () => {
    expectFailure(await getStreamPost('taiwan', 9001), 403, 'POST_DOES_NOT_BELONG_TO_STORE');
    expectFailure(await getStreamPost('demo', 1), 404);
    expectFailure(await getStreamPost('no-such-store', 9001), 404);
  });
});

describe('stream info and replay info', () => {
  it('names the multi-rendition master for a room made with master (adaptive bitrate)', async () => {
    const { id } = JSON.parse((await control('/__control/live/posts', { master: true })).text) as { id: number };
    const { data } = expectAnswer(StreamInfoAnswer, await getStreamInfo(id, 'viewer-uuid-1'));
    expect(data.stream_hls_url).toBe(`${harness.api}/media/live/post-${id}/master.m3u8`);
    const master = await raw(harness.api, new URL(data.stream_hls_url ?? '').pathname);
    expect(master.text.match(/^#EXT-X-STREAM-INF:/gm)).toHaveLength(3);
  });

  it('names the live HLS stream and the realtime provider and channels of the post', async () => {
    const { data } = expectAnswer(StreamInfoAnswer, await getStreamInfo(9001, 'viewer-uuid-1'));
    // LL-HLS first, plain HLS for players that cannot take LL-HLS.
    expect(data.stream_hls_url).toBe(`${harness.api}/media/live/post-9001/ll.m3u8`);
    expect(data.stream_url).toBe(`${harness.api}/media/live/post-9001/index.m3u8`);
    expect(data.realtime_service_provider).toMatchObject({
      type: 'pubnub',
      channel_list: ['cart|9001', 'comment|9001', 'comment-failed|9001', 'notification|9001'],
    });
    const playlist = await raw(harness.api, new URL(data.stream_hls_url ?? '').pathname);
    expect(playlist.text).toContain('#EXTM3U');
  });

  it('switches a post to ably through the control API', async () => {
    expect((await control('/__control/live/9001/provider', { provider: 'ably' })).status).toBe(200);
    const { data } = expectAnswer(StreamInfoAnswer, await getStreamInfo(9001, 'u'));
    expect(data.realtime_service_provider.type).toBe('ably');
    // A token the platform minted for this room, never the `name:secret` API key.
    expect(data.realtime_service_provider.subscribe_key).toMatch(/^kirari\.local\.[\w-]+\.[\w-]+$/);
    expect(data.realtime_service_provider.subscribe_key).not.toContain(':');
    expect((await control('/__control/live/9001/provider', { provider: 'nope' })).status).toBe(422);
  });

  it('gives no live stream before the start, but the realtime fields', async () => {
    const { data } = expectAnswer(StreamInfoAnswer, await getStreamInfo(9002, 'u'));
    expect(data.stream_hls_url).toBeNull();
    expect(data.realtime_service_provider.channel_list).toContain('notification|9002');
  });

  it('needs the uuid', async () => {
    const response = await raw(harness.api, '/api/v1/liveweb/posts/9001/stream-info');
    expect(response.status).toBe(422);
    expect((await raw(harness.api, '/api/v1/liveweb/posts/9003/replay-stream-info?uuid=')).status).toBe(422);
  });

  it('answers a replay with HLS, MP4 and backup URLs, and [] where there is no replay', async () => {
    const replay = expectAnswer(ReplayInfoAnswer, await getReplayStreamInfo(9003, 'u')).data;
    expect(replay.replay_url).toBe(`${harness.api}/media/vod/post-9003/index.m3u8`);
    expect(replay.replay_url_mp4).toBe(`${harness.api}/media/vod/post-9003.mp4`);
    expect(replay.backup_url).toBeTruthy();
    expect(expectAnswer(ReplayInfoAnswer, await getReplayStreamInfo(9001, 'u')).data.replay_url).toEqual([]);
    await control('/__control/live/9001/stop', { replayable: false });
    expect(expectAnswer(ReplayInfoAnswer, await getReplayStreamInfo(9001, 'u')).data.replay_url).toEqual([]);
  });
});

describe('private posts: permission and ticket binding', () => {
  it('opens public posts to everyone and says whether the token is valid', async () => {
    expect(expectAnswer(PostPermissionAnswer, await getPostPermission(9001, { token: null, guestToken: null }))).toEqual({ has_permission: true, token_valid: false });
    expect(expectAnswer(PostPermissionAnswer, await getPostPermission(9001, { token: harness.token }))).toEqual({ has_permission: true, token_valid: true });
  });

  it('keeps a private post closed until the right ticket code is bound', async () => {
    expect(expectAnswer(PostPermissionAnswer, await getPostPermission(9005, { token: harness.token })).has_permission).toBe(false);
    expectFailure(await getReplayStreamInfo(9005, 'u', { token: harness.token }), 403, 'POST_PERMISSION_DENIED');
    const wrong = expectFailure(await bindTicket(9005, 'WRONG-CODE', { token: harness.token }), 422, 'TICKET_CODE_INVALID');
    expect(wrong.errors?.ticket_code).toBeDefined();
    expect(expectAnswer(BindTicketAnswer, await bindTicket(9005, PRIVATE_POST_TICKET_CODE.toLowerCase(), { token: harness.token })).success).toBe(true);
    expect(expectAnswer(PostPermissionAnswer, await getPostPermission(9005, { token: harness.token })).has_permission).toBe(true);
    expect(expectAnswer(ReplayInfoAnswer, await getReplayStreamInfo(9005, 'u', { token: harness.token })).data.replay_url).toEqual(expect.any(String));
  });

  it('lets a guest bind a ticket, and refuses ghosts and empty codes', async () => {
    expectFailure(await bindTicket(9005, PRIVATE_POST_TICKET_CODE, { token: null, guestToken: null }), 401);
    const guest = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'ゆき' })).data.token;
    expectFailure(await bindTicket(9005, ' ', { token: null, guestToken: guest }), 422);
    expectAnswer(BindTicketAnswer, await bindTicket(9005, PRIVATE_POST_TICKET_CODE, { token: null, guestToken: guest }));
    expect(expectAnswer(PostPermissionAnswer, await getPostPermission(9005, { token: null, guestToken: guest }))).toEqual({ has_permission: true, token_valid: true });
  });

  it('answers a bad token with has_permission and token_valid false', async () => {
    expect(expectAnswer(PostPermissionAnswer, await getPostPermission(9001, { token: 'forged.token.value' }))).toEqual({ has_permission: false, token_valid: false });
  });
});

describe('GET /api/v1/stores/{store}/vod', () => {
  it('lists the store’s posts newest first, paged, with live and replay marks', async () => {
    const page = expectAnswer(VodAnswer, await getReplayList('demo'));
    expect(page.meta).toMatchObject({ current_page: 1 });
    const byId = new Map(page.data.map((p) => [p.id, p]));
    expect(page.data[0].id).toBe(9001);
    expect(byId.get(9001)).toMatchObject({ on_air: true, replay: false });
    expect(byId.get(9003)).toMatchObject({ on_air: false, replay: true });
    expect(byId.get(9005)).toMatchObject({ is_private: true, replay: true });
    expect(byId.get(9001)?.publications[0].live).toBe(true);
    expect(expectAnswer(VodAnswer, await getReplayList('taiwan')).data).toEqual([]);
  });

  it('pages the demo store’s list: a second page of older replays (platform/seed/archive-posts)', async () => {
    const first = expectAnswer(VodAnswer, await getReplayList('demo', 1));
    const { total, per_page: perPage, last_page: lastPage } = first.meta;
    expect(total).toBeGreaterThan(perPage);
    expect(lastPage).toBe(Math.ceil(total / perPage));
    const pages = [first, ...(await Promise.all(Array.from({ length: lastPage - 1 }, async (_, i) => expectAnswer(VodAnswer, await getReplayList('demo', i + 2)))))];
    const posts = pages.flatMap((p) => p.data);
    expect(new Set(posts.map((p) => p.id)).size).toBe(total);
    const starts = posts.map((p) => Date.parse(String(p.started_at ?? '')) || 0).filter(Boolean);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const archived = posts.filter((p) => p.id >= 9101);
    expect(archived.length).toBeGreaterThan(0);
    for (const post of archived) expect(post).toMatchObject({ on_air: false, replay: true, is_private: false });
    expect(pages.at(-1)?.data.at(-1)?.id).toBe(Math.max(...archived.map((p) => p.id)));
    expect(expectAnswer(VodAnswer, await getReplayList('demo', lastPage + 1)).data).toEqual([]);
  });
});
