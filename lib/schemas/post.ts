import { z } from 'zod';
import { id, nullableString, timestamp, urlString } from './common';
import { PostType, ReplyType } from './enums';

/** A channel a post is published on (summary). Not shown in spec: our design. */
export const PostChannel = z.object({
  id,
  name: z.string(),
  type: nullableString.optional(),
  image_url: urlString.nullish(),
});
export type PostChannel = z.infer<typeof PostChannel>;

/** Where a post is published. `live` drives isLiving; `picture` is the replay-list image fallback. */
export const Publication = z.object({
  id: id.optional(),
  channel_id: id.nullish(),
  live: z.boolean(),
  picture: urlString.nullish(),
});
export type Publication = z.infer<typeof Publication>;

/** A post as commerce references it (cart items, orders). */
export const Post = z.object({
  id,
  title: z.string(),
  live: z.boolean().optional(),
  on_air: z.boolean().optional(),
  is_private: z.boolean().optional(),
  type: PostType,
  replay_expired_at: timestamp,
  replay_expired_type: nullableString.optional(),
  reply_type: ReplyType.nullish(),
  upcoming_at: timestamp,
  ticket_id: id.nullish(),
  created_at: timestamp,
  channels: z.array(PostChannel).optional(),
  publications: z.array(Publication).optional(),
});
export type Post = z.infer<typeof Post>;
