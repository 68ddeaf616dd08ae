import { formatNumber, formatPercent } from '@/lib/format/number';
import type { RoomPoll } from '@/lib/live/room/state';

/**
 * What the poll panel shows (live-room §3/§7, issue 12 item 3): poll.show opens it, poll.result
 * brings counts and percentages, poll.ended freezes it, poll.hidden removes it. A viewer votes
 * once per poll; the choice is remembered per poll id.
 */

export interface PollOptionView {
  index: number;
  value: string;
  /** Formatted by lib/format ("1,234"), with the percentage ("40%"). */
  count: string;
  percentage: string;
  /** 0–100, for the bar. */
  share: number;
  mine: boolean;
}

export interface PollView {
  id: number;
  title: string;
  /** done: frozen, no more votes. */
  ended: boolean;
  canVote: boolean;
  /** Counts are shown once the viewer voted, the poll ended or results arrived. */
  showResults: boolean;
  options: PollOptionView[];
  total: string;
}

/** Votes the viewer made in this room: poll id → option index. */
export type PollVotes = Readonly<Record<number, number>>;

export function pollView(poll: RoomPoll, votes: PollVotes): PollView {
  const mine = votes[poll.id];
  const ended = poll.status === 'done';
  const total = poll.options.reduce((sum, option) => sum + option.count, 0);
  return {
    id: poll.id,
    title: poll.title,
    ended,
    canVote: !ended && mine === undefined,
    showResults: ended || mine !== undefined || poll.results,
    total: formatNumber(total, 0) ?? '0',
    options: [...poll.options]
      .sort((a, b) => a.index - b.index)
      .map((option) => {
        const share = Math.min(100, Math.max(0, option.percentage));
        return {
          index: option.index,
          value: option.value,
          count: formatNumber(option.count, 0) ?? '0',
          percentage: formatPercent(share / 100) ?? '0%',
          share,
          mine: mine === option.index,
        };
      }),
  };
}

/** Whether the poll panel is on screen: the store's poll flag and a shown, not hidden, poll. */
export function pollShown(pollFlag: boolean, poll: RoomPoll | null): poll is RoomPoll {
  return pollFlag && poll !== null && poll.visible;
}

/** A vote the viewer just made, unless one was made for this poll already. */
export function recordVote(votes: PollVotes, pollId: number, optionIndex: number): PollVotes {
  return pollId in votes ? votes : { ...votes, [pollId]: optionIndex };
}
