/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { announceJoined, createGuestToken, getCurrentPoll, getStreamPost, sendComment, sendLikeAnimation, votePoll } from '@/lib/api';
import { CurrentPollAnswer, GuestTokenAnswer, PollVoteAnswer, POLL_ALREADY_VOTED, POLL_NOT_OPEN, StreamPostAnswer } from '@/lib/schemas';
import { expectAnswer, expectFailure, postJson, setupHarness } from './harness';

const harness = setupHarness({ reset: true, login: 'each', record: true });

async function control(path: string, body: unknown = {}) {
  const response = await postJson(harness.api, path, body);
  return { status: response.status, body: JSON.parse(response.text) as Record<string, unknown> };
}

const events = () => harness.published.filter((p) => p.channel === 'notification|9001').map((p) => [p.name, p.data]);

describe('polls: the seeded poll, the vote call and the control hooks', () => {
  it('is inactive until shown; a vote then counts once per viewer and publishes poll.result', async () => {
    expectFailure(await votePoll(9001, 301, { option_id: 0 }, { token: harness.token }), 422, POLL_NOT_OPEN);
    await control('/__control/live/9001/polls/301/show');
    expect(events()[0]).toEqual(['poll.show', expect.objectContaining({ id: 301, status: 'processing', title: '次に紹介してほしいお茶は？' })]);

    const voted = expectAnswer(PollVoteAnswer, await votePoll(9001, 301, { option_id: 1 }, { token: harness.token }));
    expect(voted.data.options.map((o) => [o.count, o.percentage])).toEqual([
      [0, 0],
      [1, 100],
      [0, 0],
    ]);
    expect(events().at(-1)).toEqual(['poll.result', voted.data]);
    expectFailure(await votePoll(9001, 301, { option_id: 0 }, { token: harness.token }), 422, POLL_ALREADY_VOTED);

    const guest = expectAnswer(GuestTokenAnswer, await createGuestToken({ name: 'ゆき' })).data;
    const second = expectAnswer(PollVoteAnswer, await votePoll(9001, 301, { option_id: 0 }, { token: null, guestToken: guest.token }));
    expect(second.data.options.map((o) => o.percentage)).toEqual([50, 50, 0]);
  });

  it('polls/current answers the poll on screen with its counts, without a token, and null before show and after hide', async () => {
    const current = async () => expectAnswer(CurrentPollAnswer, await getCurrentPoll(9001, { token: null, guestToken: null })).data;
    expect(await current()).toBeNull();
    await control('/__control/live/9001/polls/301/show');
    await control('/__control/live/9001/polls/301/result', { counts: [1, 3, 0] });
    expect(await current()).toMatchObject({ id: 301, status: 'processing', options: [{ count: 1, percentage: 25 }, { count: 3, percentage: 75 }, { count: 0 }] });
    await control('/__control/live/9001/polls/301/end');
    expect(await current()).toMatchObject({ id: 301, status: 'done' });
    await control('/__control/live/9001/polls/301/hide');
    expect(await current()).toBeNull();
    expectFailure(await getCurrentPoll(99999999, { token: null, guestToken: null }), 404);
  });

  it('refuses ghosts, unknown polls and options', async () => {
    await control('/__control/live/9001/polls/301/show');
    expectFailure(await votePoll(9001, 301, { option_id: 0 }, { token: null, guestToken: null }), 401);
    expectFailure(await votePoll(9001, 999, { option_id: 0 }, { token: harness.token }), 404);
    expectFailure(await votePoll(9001, 301, { option_id: 7 }, { token: harness.token }), 422);
  });

  it('result with counts, end (frozen) and hide publish their events', async () => {
    await control('/__control/live/9001/polls/301/show');
    const result = await control('/__control/live/9001/polls/301/result', { counts: [3, 1, 0] });
    expect(result.body.poll).toMatchObject({ options: [{ count: 3, percentage: 75 }, { count: 1, percentage: 25 }, { count: 0, percentage: 0 }] });
    await control('/__control/live/9001/polls/301/end');
    expectFailure(await votePoll(9001, 301, { option_id: 0 }, { token: harness.token }), 422, POLL_NOT_OPEN);
    await control('/__control/live/9001/polls/301/hide');
    expect(events().map(([name]) => name)).toEqual(['poll.show', 'poll.result', 'poll.ended', 'poll.hidden']);
    expect(events().at(-1)).toEqual(['poll.hidden', { id: 301 }]);
    expect(events()[2]).toEqual(['poll.ended', expect.objectContaining({ status: 'done' })]);
  });

  it('a copied room starts the poll afresh', async () => {
    await control('/__control/live/9001/polls/301/show');
    await votePoll(9001, 301, { option_id: 0 }, { token: harness.token });
    const id = (await control('/__control/live/posts', {})).body.id as number;
    expectFailure(await votePoll(id, 301, { option_id: 0 }, { token: harness.token }), 422, POLL_NOT_OPEN);
    await control(`/__control/live/${id}/polls/301/show`);
    expect(expectAnswer(PollVoteAnswer, await votePoll(id, 301, { option_id: 2 }, { token: harness.token })).data).toMatchObject({ post_id: id, options: [{ count: 0 }, { count: 0 }, { count: 1 }] });
  });
});

describe('pins', () => {
  it('seeds one active and one unpinned message; pin and unpin publish the whole list', async () => {
    const post = expectAnswer(StreamPostAnswer, await getStreamPost('demo', 9001)).data;
    expect(post.pinned_messages.map((p) => [p.id, p.unpinned_at === null])).toEqual([
      [1, true],
      [2, false],
    ]);
    const pinned = await control('/__control/live/9001/pins', { message: '20時からタイムセール' });
    expect(pinned.body.pinned_messages).toEqual([expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 3, message: '20時からタイムセール', unpinned_at: null })]);
    await control('/__control/live/9001/pins/1/unpin');
    const [first, second] = events();
    expect(first[0]).toBe('pin.message.changed');
    expect((second[1] as { pinned_messages: { id: number; unpinned_at: unknown }[] }).pinned_messages.find((p) => p.id === 1)?.unpinned_at).toEqual(expect.any(String));
    expect(expectAnswer(StreamPostAnswer, await getStreamPost('demo', 9001)).data.pinned_messages.filter((p) => !p.unpinned_at).map((p) => p.id)).toEqual([3]);
    expect((await control('/__control/live/9001/pins', {})).status).toBe(422);
  });
});

describe('sources (hu_source) as received', () => {
  it('records the source of comments, reactions and announcements', async () => {
    await sendComment({ post_id: 9001, message: 'sdkから', pn_id: 'pn', source: 'sdk' }, { token: harness.token });
    await sendLikeAnimation({ post_id: 9001, icon_type: 'heart', count: 2, user: { type: 'user', id: 1001 }, pn_id: 'pn', source: 'cms_sdk' }, { token: harness.token });
    await announceJoined(9001, { pn_id: 'pn', source: 'liveweb' }, { token: harness.token });
    const response = await fetch(`${harness.api}/__control/live/9001/sources`);
    expect(((await response.json()) as { data: unknown[] }).data).toEqual([
      { kind: 'comment', source: 'sdk' },
      { kind: 'reaction', source: 'cms_sdk' },
      { kind: 'buyer.joined', source: 'liveweb' },
    ]);
  });
});
