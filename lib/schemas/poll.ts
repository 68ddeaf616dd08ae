import { z } from 'zod';
import { id, nonNegativeInt } from './common';
import { PollStatus } from './enums';

export const PollOption = z.object({
  index: nonNegativeInt,
  value: z.string(),
  count: nonNegativeInt,
  percentage: z.number().min(0).max(100),
});
export type PollOption = z.infer<typeof PollOption>;

/** A poll as realtime poll events carry it (the poll calls are not shown in spec). */
export const Poll = z.object({
  id,
  post_id: id,
  title: z.string(),
  status: PollStatus,
  options: z.array(PollOption),
});
export type Poll = z.infer<typeof Poll>;

/**
 * POST /api/v1/liveweb/posts/{post}/polls/{poll}/votes (platform extension, our design): one vote
 * per viewer (member or guest token) and poll; `option_id` is the option's index.
 */
export const PollVotePayload = z.object({ option_id: nonNegativeInt });
export type PollVotePayload = z.infer<typeof PollVotePayload>;

/** The vote's answer: the poll with its counts after the vote (poll.result carries the same to everyone). */
export const PollVoteAnswer = z.object({ success: z.boolean(), data: Poll });
export type PollVoteAnswer = z.infer<typeof PollVoteAnswer>;

/**
 * GET /api/v1/liveweb/posts/{post}/polls/current (platform extension, our design): the poll on screen
 * (shown and not hidden, open or ended), or null. The room's entry carries it (a viewer arriving
 * mid-poll sees it), and the room reads it again after a reconnect, when poll events of the gap may be lost.
 */
export const CurrentPollAnswer = z.object({ data: Poll.nullable() });
export type CurrentPollAnswer = z.infer<typeof CurrentPollAnswer>;

/** Error report types of the vote call. */
export const POLL_ALREADY_VOTED = 'POLL_ALREADY_VOTED';
export const POLL_NOT_OPEN = 'POLL_NOT_OPEN';
