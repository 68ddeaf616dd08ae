/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { getCommentBlacklist, getComments, getStreamInfo, getStreamPost } from '@/lib/api';
import { CommentBlacklistAnswer, CommentMessage, CommentsAnswer, StreamInfoAnswer, StreamPostAnswer } from '@/lib/schemas';
import { expectAnswer, expectParses, postJson, raw, setupHarness } from './harness';
import { waitFor } from './realtime-helpers';

const harness = setupHarness({ reset: true, record: true });

async function control(path: string, body: unknown = {}) {
  const response = await postJson(harness.api, path, body);
  return { status: response.status, body: JSON.parse(response.text) as Record<string, unknown> };
}

const post = async (id: number) => expectAnswer(StreamPostAnswer, await getStreamPost('demo', id)).data;

describe('live control: lifecycle', () => {
  it('starts an upcoming post (live.started) and stops it (live.stopped) with a replay', async () => {
    expect((await control('/__control/live/9002/start')).status).toBe(200);
    expect(await post(9002)).toMatchObject({ live: true, live_status: 'live' });
    expect(expectAnswer(StreamInfoAnswer, await getStreamInfo(9002, 'u')).data.stream_hls_url).toBeTruthy();
    await control('/__control/live/9002/stop');
    const stopped = await post(9002);
    expect(stopped).toMatchObject({ live: false, live_status: 'live_stopped' });
    expect(Date.parse(String(stopped.replay_expired_at))).toBeGreaterThan(Date.now());
    expect(harness.published.map((p) => [p.channel, p.name, p.data])).toEqual([
      ['notification|9002', 'live.started', { post_id: 9002 }],
      ['notification|9002', 'live.stopped', { post_id: 9002 }],
    ]);
  });

  it('creates a room of its own: a copy of the live post with its chat, on the provider asked for', async () => {
    const { body } = await control('/__control/live/posts', { provider: 'ably', title: 'テスト配信' });
    const id = body.id as number;
    expect(id).toBeGreaterThan(9100);
    expect(await post(id)).toMatchObject({ id, title: 'テスト配信', live_status: 'live', hidden_comments: [] });
    expect(expectAnswer(StreamInfoAnswer, await getStreamInfo(id, 'u')).data.realtime_service_provider.channel_list).toContain(`comment|${id}`);
    expect(expectAnswer(StreamInfoAnswer, await getStreamInfo(id, 'u')).data.realtime_service_provider.type).toBe('ably');
    const { comments } = expectAnswer(CommentsAnswer, await getComments({ store_id: 1, channel: `comment|${id}` }));
    expect(comments.map((c) => c.message.comment_id)[0]).toBe(`c-${id}-1`);
    const waiting = (await control('/__control/live/posts', { live_status: 'unpublished' })).body.id as number;
    expect(await post(waiting)).toMatchObject({ live: false, live_status: 'unpublished', upcoming_at: expect.any(String) });
    const started = (await control('/__control/live/posts', { from: 9002, live_status: 'live' })).body.id as number;
    expect(await post(started)).toMatchObject({ live: true, live_status: 'live' });
    const second = await control('/__control/live/posts', { is_private: true, ticket_code: 'ROOM-2' });
    expect(second.body).toMatchObject({ id: started + 1, ticket_code: 'ROOM-2' });
    expect((await post(started + 1)).is_private).toBe(true);
  });

  it('answers 404 for an unknown post', async () => {
    expect((await control('/__control/live/1/start')).status).toBe(404);
  });
});

describe('live control: chat', () => {
  it('publishes a comment that the comments call then lists', async () => {
    const { body } = await control('/__control/live/9001/comments', { message: '売り切れますか？', name: 'テスト', id: 777, provider: 'line' });
    const comment = expectParses(CommentMessage, body.comment);
    expect(harness.published[0]).toMatchObject({ channel: 'comment|9001', name: 'comment', data: { comment_id: comment.comment_id, from: { name: 'テスト', id: 777, provider: 'line' } } });
    const { comments } = expectAnswer(CommentsAnswer, await getComments({ store_id: 1, channel: 'comment|9001' }));
    expect(comments.at(-1)?.message.comment_id).toBe(comment.comment_id);
    expect((await control('/__control/live/9001/comments', {})).status).toBe(422);
  });

  it('hides and shows a comment: hidden_comments and comment.hide / comment.show', async () => {
    await control('/__control/live/9001/comments/c-9001-2/hide');
    expect((await post(9001)).hidden_comments).toEqual(['c-9001-2']);
    await control('/__control/live/9001/comments/c-9001-2/show');
    expect((await post(9001)).hidden_comments).toEqual([]);
    expect(harness.published.map((p) => [p.channel, p.name, p.data])).toEqual([
      ['notification|9001', 'comment.hide', { comment_id: 'c-9001-2' }],
      ['notification|9001', 'comment.show', { comment_id: 'c-9001-2' }],
    ]);
  });

  it('blocks and unblocks a commenter store-wide: the list and blacklist.comment.block / unblock', async () => {
    await control('/__control/live-stores/demo/comment-blacklist/block', { id: 80002, type: 'guest', name: 'りん' });
    const list = expectAnswer(CommentBlacklistAnswer, await getCommentBlacklist('demo')).data;
    expect(list.some((e) => e.id === 80002 && e.type === 'guest')).toBe(true);
    expect(harness.published.filter((p) => p.name === 'blacklist.comment.block').map((p) => p.channel)).toEqual(
      expect.arrayContaining(['notification|9001', 'notification|9003']),
    );
    expect(harness.published[0].data).toEqual({ id: 80002, type: 'guest', name: 'りん' });
    await control('/__control/live-stores/demo/comment-blacklist/unblock', { id: 80002, type: 'guest' });
    expect(expectAnswer(CommentBlacklistAnswer, await getCommentBlacklist('demo')).data.some((e) => e.id === 80002)).toBe(false);
    expect(harness.published.some((p) => p.name === 'blacklist.comment.unblock')).toBe(true);
    expect((await control('/__control/live-stores/demo/comment-blacklist/block', { id: 'x' })).status).toBe(422);
  });
});

describe('live control: products and relays', () => {
  it('moves a product to sold out and back: the post answer and products.salable_status agree', async () => {
    await control('/__control/live/9001/products/101/salable-status', { salable_status: 'sold_out' });
    expect((await post(9001)).products.find((p) => p.id === 101)?.salable_status).toBe('sold_out');
    await control('/__control/live/9001/products/101/salable-status', { salable_status: 'on_sell' });
    expect((await post(9001)).products.find((p) => p.id === 101)?.salable_status).toBe('on_sell');
    expect(harness.published.map((p) => p.data)).toEqual([
      { product_id: 101, salable_status: 'sold_out' },
      { product_id: 101, salable_status: 'on_sell' },
    ]);
    expect((await control('/__control/live/9001/products/101/salable-status', { salable_status: 'gone' })).status).toBe(422);
  });

  it('sells a SKU: sku.sold with the stock left, then products.salable_status when the product sells out', async () => {
    await control('/__control/live/9001/skus/1131/sold', { quantity: 30 });
    expect(harness.published.map((p) => [p.name, p.data])).toEqual([
      ['sku.sold', { product_id: 113, sku_id: 1131, quantity: 30, available_quantity: 0 }],
      ['products.salable_status', { product_id: 113, salable_status: 'sold_out' }],
    ]);
  });

  it('relays events that change nothing stored', async () => {
    await control('/__control/live/9001/viewers', { count: 12, unique: 40 });
    await control('/__control/live/9001/watched', { user_id: 1001, user_type: 'user', fingerprint: 'f'.repeat(64) });
    await control('/__control/live/9001/comment-failed', { reason: 'not_on_sale', comment_id: 'c', user_id: 1001, event_id: 'e' });
    await control('/__control/live/9001/selling', { product_id: 106 });
    await control('/__control/live/9001/force-refresh', { seconds: 5 });
    expect(harness.published.map((p) => [p.channel, p.name])).toEqual([
      ['notification|9001', 'viewers.number'],
      ['notification|9001', 'live.watched'],
      ['comment-failed|9001', 'comment.failed'],
      ['notification|9001', 'products.selling'],
      ['notification|9001', 'force.refresh'],
    ]);
  });
});

describe('live control: simulation', () => {
  it('is off in tests, and on request sends bot comments, viewer counts and totals to live posts', async () => {
    const status = await raw(harness.api, '/__control/simulation');
    expect(JSON.parse(status.text)).toMatchObject({ on: false });
    await control('/__control/simulation', { on: true, comment_every_ms: 50, viewers_every_ms: 50, post_id: 9001 });
    await waitFor(() => (harness.published.some((p) => p.name === 'comment') && harness.published.some((p) => p.name === 'viewers.number') ? true : undefined));
    await control('/__control/simulation', { on: false });
    const seen = new Set(harness.published.map((p) => p.name));
    expect([...seen]).toEqual(expect.arrayContaining(['comment', 'viewers.number', 'summary.like', 'summary.comment']));
    expect(harness.published.every((p) => p.channel.endsWith('|9001'))).toBe(true);
    const count = harness.published.length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(harness.published.length).toBe(count);
  });
});

describe('live control: reaction tally', () => {
  it('reads back the reaction counts the interaction service received for a post', async () => {
    const before = await fetch(`${harness.api}/__control/live/9001/interactions`);
    expect(await before.json()).toEqual({ data: {} });
    const send = (icon_type: string, count: number, path: string) =>
      fetch(`${harness.platform.ctx.options.interactionUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ post_id: 9001, icon_type, count, user: { type: 'ghost' }, pn_id: 'p', source: 'liveweb' }),
      });
    expect((await send('heart', 3, '/interaction/like-animation')).status).toBe(200);
    expect((await send('heart', 2, '/interaction/like-animation')).status).toBe(200);
    expect((await send('sakura', 1, '/interaction/seasonal-animation')).status).toBe(200);
    const after = await fetch(`${harness.api}/__control/live/9001/interactions`);
    expect(await after.json()).toEqual({ data: { heart: 5, sakura: 1 } });
    expect((await fetch(`${harness.api}/__control/live/424242/interactions`)).status).toBe(404);
  });
});
