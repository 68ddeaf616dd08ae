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
