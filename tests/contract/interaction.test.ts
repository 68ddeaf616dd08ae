/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { createGuestToken, login, sendComment, sendCustomAnimation, sendLikeAnimation, sendSeasonalAnimation } from '@/lib/api';
import { CommentMessage, GuestTokenAnswer, InteractionAnswer, type SeasonalIcon } from '@/lib/schemas';
import { DEMO, demoToken, expectAnswer, expectFailure, expectParses, raw, setupHarness } from './harness';

const harness = setupHarness({ reset: true, login: 'each', record: true });

const comment = { post_id: 9001, message: 'A1+1', pn_id: 'pn-test', source: 'liveweb' as const };
const animation = { post_id: 9001, count: 3, user: { type: 'user' as const, id: 1001 }, pn_id: 'pn-test', source: 'liveweb' as const };

describe('POST /comment', () => {
  it('accepts a member comment and publishes it on comment|{postId}', async () => {
    expect(expectAnswer(InteractionAnswer, await sendComment(comment, { token: harness.token })).success).toBe(true);
    expect(harness.published).toHaveLength(1);
    expect(harness.published[0]).toMatchObject({ channel: 'comment|9001', name: 'comment' });
    const message = expectParses(CommentMessage, harness.published[0]?.data);
    expect(message).toMatchObject({ post_id: 9001, message: 'A1+1', source: 'liveweb', from: { provider: 'kirari', id: 1001, name: 'はなこ' } });
    expect(harness.platform.ctx.state.comments.at(-1)?.comment_id).toBe(message.comment_id);
  });

  it('accepts a guest comment under the group-stream name', async () => {
    const guest = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'ゆき' }));
    expectAnswer(InteractionAnswer, await sendComment({ ...comment, group_stream_name: 'ゆき@組' }, { token: null, guestToken: guest.data.token }));
    expect(expectParses(CommentMessage, harness.published[0]?.data).from).toMatchObject({ provider: 'guest', id: guest.data.id, name: 'ゆき@組' });
  });

  it('refuses ghosts, blacklisted members, unknown posts and invalid bodies', async () => {
    expectFailure(await sendComment(comment, { token: null, guestToken: null }), 401);
    const blocked = await demoToken((p) => login({ ...p, email: 'blocked@example.com', password: DEMO.password }));
    expectFailure(await sendComment(comment, { token: blocked }), 403, 'USER_IN_BLACKLIST');
    expectFailure(await sendComment({ ...comment, post_id: 1 }, { token: harness.token }), 404);
    const body = expectFailure(await sendComment({ ...comment, message: ' ' }, { token: harness.token }), 422);
    expect(body.errors?.message).toBeDefined();
    expect(harness.published).toHaveLength(0);
  });

  it('answers a malformed JSON body with 422, not 500', async () => {
    const response = await raw(harness.interaction, '/comment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${harness.token}` },
      body: '{"post_id":',
    });
    expect(response.status).toBe(422);
  });
});

describe('POST /interaction/*-animation', () => {
  it('records like, custom and seasonal counts per post', async () => {
    expectAnswer(InteractionAnswer, await sendLikeAnimation({ ...animation, icon_type: 'heart' }, { token: harness.token }));
    expectAnswer(InteractionAnswer, await sendLikeAnimation({ ...animation, icon_type: 'heart', count: 2 }, { token: harness.token }));
    expectAnswer(InteractionAnswer, await sendCustomAnimation({ ...animation, icon_type: 'custom' }, { token: harness.token }));
    expectAnswer(InteractionAnswer, await sendSeasonalAnimation({ ...animation, icon_type: 'sakura' }, { token: harness.token }));
    expect(harness.platform.ctx.state.interactions[9001]).toEqual({ heart: 5, custom: 3, sakura: 3 });
  });

  it('publishes each reaction to the room as like-, custom- or seasonal-animation', async () => {
    expectAnswer(InteractionAnswer, await sendLikeAnimation({ ...animation, icon_type: 'heart' }, { token: harness.token }));
    expectAnswer(InteractionAnswer, await sendCustomAnimation({ ...animation, icon_type: 'custom', count: 2 }, { token: harness.token }));
    expectAnswer(InteractionAnswer, await sendSeasonalAnimation({ ...animation, icon_type: 'xmas', count: 1 }, { token: harness.token }));
    expect(harness.published.map((p) => [p.channel, p.name, p.data])).toEqual([
      ['notification|9001', 'like-animation', { icon_type: 'heart', count: 3, user: { type: 'user', id: 1001 }, pn_id: 'pn-test' }],
      ['notification|9001', 'custom-animation', { icon_type: 'custom', count: 2, user: { type: 'user', id: 1001 }, pn_id: 'pn-test' }],
      ['notification|9001', 'seasonal-animation', { icon_type: 'xmas', count: 1, user: { type: 'user', id: 1001 }, pn_id: 'pn-test' }],
    ]);
  });

  it('lets a ghost react', async () => {
    expectAnswer(InteractionAnswer, await sendLikeAnimation({ ...animation, user: { type: 'ghost' }, icon_type: 'heart' }, { token: null, guestToken: null }));
  });

  it('refuses an icon of another animation, a bad count and an unknown post', async () => {
    const wrongIcon = { ...animation, icon_type: 'heart' } as unknown as typeof animation & { icon_type: SeasonalIcon };
    expectFailure(await sendSeasonalAnimation(wrongIcon, { token: harness.token }), 422);
    expectFailure(await sendLikeAnimation({ ...animation, icon_type: 'heart', count: -1 }, { token: harness.token }), 422);
    expectFailure(await sendLikeAnimation({ ...animation, post_id: 1, icon_type: 'heart' }, { token: harness.token }), 404);
    expect(harness.platform.ctx.state.interactions[9001]).toBeUndefined();
  });

  it("answers 401 for a bad member token, as the API does", async () => {
    expectFailure(await sendLikeAnimation({ ...animation, icon_type: 'heart' }, { token: 'bad.token.here' }), 401);
  });
});
