import { z } from 'zod';
import { id, listOf, nonNegativeInt, nullableString, successAnswer, urlString } from './common';

export const FacebookChannel = z.object({
  id,
  name: z.string(),
  description: nullableString.optional(),
  image_url: urlString.nullish(),
  endpoint: nullableString.optional(),
  type: z.literal('fb_page'),
  fan_count: nonNegativeInt.nullish(),
  facebook_mappings_count: nonNegativeInt.nullish(),
  token: nullableString.optional(),
});
export type FacebookChannel = z.infer<typeof FacebookChannel>;

/** GET /api/v1/stores/{store}/channels/facebook */
export const FacebookChannelsAnswer = listOf(FacebookChannel);
export type FacebookChannelsAnswer = z.infer<typeof FacebookChannelsAnswer>;

/** GET /api/v1/channels/{id}/facebook/binding-status. Not shown in spec: our design. */
export const FacebookBindingStatusAnswer = z.object({ status: z.enum(['bound', 'unbound']) });
export type FacebookBindingStatusAnswer = z.infer<typeof FacebookBindingStatusAnswer>;

/** POST /api/v1/channels/facebook/bind */
export const FacebookBindAnswer = successAnswer;
