/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { announceJoined, announceShared, createGuestToken, getCommentBlacklist, getComments } from '@/lib/api';
import { AnnounceAnswer, CartSuccessComment, CommentBlacklistAnswer, CommentsAnswer, GuestTokenAnswer } from '@/lib/schemas';
import { expectAnswer, expectFailure, expectParses, raw, setupHarness } from './harness';

const harness = setupHarness({ reset: true, login: 'each', record: true });

describe('GET /api/v1/liveweb/comments', () => {
  it('answers the post’s earlier comments in order, one of them in the cart-success shape', async () => {
    const { comments } = expectAnswer(CommentsAnswer, await getComments({ store_id: 1, channel: 'comment|9001' }));
    expect(comments.map((c) => c.message.comment_id)).toEqual(['c-9001-1', 'c-9001-2', 'c-9001-3', 'c-9001-4', 'c-9001-5']);
    const cart = expectParses(CartSuccessComment, comments[2].message);
    expect(cart.skus[0]).toMatchObject({ product_name: '宇治抹茶ラテ セット', quantity: 2 });
    expect(cart.skus[0].image_url?.startsWith(harness.api)).toBe(true);
  });

  it('accepts the store slug and a bare post id, and keeps hidden comments for the room to filter', async () => {
    const { comments } = expectAnswer(CommentsAnswer, await getComments({ store_id: 'demo', channel: '9003' }));
    expect(comments.map((c) => c.message.comment_id)).toContain('c-9003-4');
  });

  it('answers no comments for another store’s post or an unknown channel', async () => {
    expect(expectAnswer(CommentsAnswer, await getComments({ store_id: 2, channel: 'comment|9001' })).comments).toEqual([]);
    expect(expectAnswer(CommentsAnswer, await getComments({ store_id: 1, channel: 'comment|nope' })).comments).toEqual([]);
  });

  it('needs store_id and channel', async () => {
    const response = await raw(harness.api, '/api/v1/liveweb/comments?store_id=1');
    expect(response.status).toBe(422);
    expect(JSON.parse(response.text)).toMatchObject({ errors: { channel: expect.any(Array) } });
    expect((await raw(harness.api, '/api/v1/liveweb/comments?channel=comment%7C9001')).status).toBe(422);
  });

  it('includes comments posted through the interaction service', async () => {
    await raw(harness.interaction, '/comment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${harness.token}` },
      body: JSON.stringify({ post_id: 9001, message: 'こんにちは', pn_id: 'pn', source: 'liveweb' }),
    });
    const { comments } = expectAnswer(CommentsAnswer, await getComments({ store_id: 1, channel: 'comment|9001' }));
    expect(comments.at(-1)?.message.message).toBe('こんにちは');
  });
});

describe('GET /api/v1/liveweb/stores/{store}/blacklist/comment', () => {
  it('lists the store’s blocked commenters, users and guests', async () => {
    const { data } = expectAnswer(CommentBlacklistAnswer, await getCommentBlacklist('demo'));
    expect(data.map((e) => [e.type, e.id])).toEqual([
      ['user', 1002],
      ['guest', 80009],
    ]);
    expect(expectAnswer(CommentBlacklistAnswer, await getCommentBlacklist(2)).data).toEqual([]);
    expectFailure(await getCommentBlacklist('no-such-store'), 404);
  });
});

describe('POST /api/v1/liveweb/posts/{id}/announce-joined and announce-shared', () => {
  it('publishes buyer.joined with the member’s name on notification|{postId}', async () => {
    expect(expectAnswer(AnnounceAnswer, await announceJoined(9001, { pn_id: 'pn-1', source: 'liveweb' }, { token: harness.token })).success).toBe(true);
    expect(harness.published).toEqual([
      { channel: 'notification|9001', name: 'buyer.joined', data: { user_id: 1001, user_type: 'user', user_name: 'はなこ', pn_id: 'pn-1', source: 'liveweb' } },
    ]);
  });

  it('publishes buyer.shared for a guest under the guest’s name', async () => {
    const guest = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'ゆき' })).data;
    expectAnswer(AnnounceAnswer, await announceShared(9001, { pn_id: 'pn-2', source: 'liveweb' }, { token: null, guestToken: guest.token }));
    expect(harness.published[0]).toMatchObject({ name: 'buyer.shared', data: { user_id: guest.id, user_type: 'guest', user_name: 'ゆき' } });
  });

  it('refuses ghosts, bad bodies and unknown posts without publishing', async () => {
    expectFailure(await announceJoined(9001, { pn_id: 'pn', source: 'liveweb' }, { token: null, guestToken: null }), 401);
    expectFailure(await announceShared(9001, { pn_id: '', source: 'liveweb' }, { token: harness.token }), 422);
    expectFailure(await announceJoined(1, { pn_id: 'pn', source: 'liveweb' }, { token: harness.token }), 404);
    expect(harness.published).toEqual([]);
  });
});
