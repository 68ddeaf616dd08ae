import { describe, expect, it } from '@jest/globals';
import { pollShown, pollView, recordVote } from '@/lib/live/polls';
import { initialRoomState, roomReducer, type RoomPoll } from '@/lib/live/room';
import type { Poll } from '@/lib/schemas';
import { post } from './room-fixtures';

const poll = (overrides: Partial<Poll> = {}): Poll => ({
  id: 301,
  post_id: 9001,
  title: '次は？',
  status: 'processing',
  options: [
    { index: 1, value: '煎茶', count: 1234, percentage: 66.7 },
    { index: 0, value: '抹茶', count: 617, percentage: 33.3 },
  ],
  ...overrides,
});

const roomPoll = (overrides: Partial<RoomPoll> = {}): RoomPoll => ({ ...poll(), visible: true, results: false, ...overrides });

describe('pollView', () => {
  it('an open poll: options in index order, votable, no counts before results', () => {
    const view = pollView(roomPoll(), {});
    expect(view).toMatchObject({ id: 301, title: '次は？', ended: false, canVote: true, showResults: false });
    expect(view.options.map((o) => o.value)).toEqual(['抹茶', '煎茶']);
  });

  it('results: counts and percentages formatted by lib/format, the total', () => {
    const view = pollView(roomPoll({ results: true }), {});
    expect(view.showResults).toBe(true);
    expect(view.options.map((o) => [o.count, o.percentage, o.share])).toEqual([
      ['617', '33.3%', 33.3],
      ['1,234', '66.7%', 66.7],
    ]);
    expect(view.total).toBe('1,851');
  });

  it('after a vote: the viewer’s option is marked, no second vote, results shown', () => {
    const votes = recordVote({}, 301, 1);
    const view = pollView(roomPoll(), votes);
    expect(view).toMatchObject({ canVote: false, showResults: true });
    expect(view.options.map((o) => o.mine)).toEqual([false, true]);
    expect(recordVote(votes, 301, 0)).toBe(votes);
    expect(pollView(roomPoll({ id: 302 }), votes).canVote).toBe(true);
  });

  it('an ended poll is frozen with its results', () => {
    expect(pollView(roomPoll({ status: 'done' }), {})).toMatchObject({ ended: true, canVote: false, showResults: true });
  });

  it('clamps percentages for the bar', () => {
    const view = pollView(roomPoll({ results: true, options: [{ index: 0, value: 'a', count: 1, percentage: 140 }] }), {});
    expect(view.options[0]).toMatchObject({ share: 100, percentage: '100%' });
  });
});

describe('pollShown and the reducer', () => {
  it('needs the poll flag and a shown poll; hidden removes it; results and end mark results', () => {
    let state = initialRoomState({ post: post(), now: 0 });
    expect(pollShown(true, state.poll)).toBe(false);
    state = roomReducer(state, { type: 'realtime', event: { type: 'poll.show', poll: poll() } });
    expect(state.poll).toMatchObject({ visible: true, results: false });
    expect(pollShown(true, state.poll)).toBe(true);
    expect(pollShown(false, state.poll)).toBe(false);
    state = roomReducer(state, { type: 'realtime', event: { type: 'poll.result', poll: poll() } });
    expect(state.poll?.results).toBe(true);
    state = roomReducer(state, { type: 'realtime', event: { type: 'poll.ended', poll: poll() } });
    expect(state.poll).toMatchObject({ status: 'done', results: true });
    state = roomReducer(state, { type: 'realtime', event: { type: 'poll.hidden', pollId: 301 } });
    expect(pollShown(true, state.poll)).toBe(false);
    state = roomReducer(state, { type: 'realtime', event: { type: 'poll.show', poll: poll({ id: 302 }) } });
    expect(state.poll).toMatchObject({ id: 302, visible: true, results: false });
  });
});
