import { z } from 'zod';
import { id, listOf, looseId, nullableString, positiveInt, successAnswer, timestamp, urlString } from './common';
import { BlacklistUserType, CommentFailureReason, CommentProvider, CommentSource } from './enums';

export const CommentSender = z.object({
  asid: nullableString.optional(),
  group_stream_name: nullableString.optional(),
  provider: CommentProvider,
  name: nullableString.optional(),
  id: looseId,
});
export type CommentSender = z.infer<typeof CommentSender>;

export const CommentMessage = z.object({
  created_time: timestamp,
  post_id: id,
  from: CommentSender,
  source: CommentSource,
  comment_id: z.string(),
  message: z.string(),
  highlight: z.boolean().optional(),
});
export type CommentMessage = z.infer<typeof CommentMessage>;

/** A SKU line of a cart banner or cart-success comment. */
export const CartNoticeSku = z.object({
  sku_name: z.string(),
  image_url: urlString.nullish(),
  product_name: z.string(),
  quantity: positiveInt,
});
export type CartNoticeSku = z.infer<typeof CartNoticeSku>;

/** A comment that put products in the cart. Not shown in spec: our design (a comment plus `cart_success` and skus). */
export const CartSuccessComment = CommentMessage.extend({
  cart_success: z.literal(true),
  skus: z.array(CartNoticeSku),
});
export type CartSuccessComment = z.infer<typeof CartSuccessComment>;

/** Cart-success first: a plain comment would otherwise match and strip the skus. */
export const RoomComment = z.union([CartSuccessComment, CommentMessage]);
export type RoomComment = z.infer<typeof RoomComment>;

/** GET /api/v1/liveweb/comments */
export const CommentsAnswer = z.object({ comments: z.array(z.object({ message: RoomComment })) });
export type CommentsAnswer = z.infer<typeof CommentsAnswer>;

/** A comment the platform could not turn into a cart add (realtime, comment-failed channel). */
export const FailedComment = z.object({
  reason: CommentFailureReason,
  comment_id: z.string(),
  user_id: looseId,
  event_id: z.string(),
});
export type FailedComment = z.infer<typeof FailedComment>;

/** A cart-added banner (realtime, cart channel). */
export const CartNotification = z.object({
  user_id: looseId,
  user_name: nullableString,
  comment_id: z.string(),
  event_id: z.string(),
  skus: z.array(CartNoticeSku),
});
export type CartNotification = z.infer<typeof CartNotification>;

export const CommentBlacklistEntry = z.object({
  id,
  name: nullableString,
  type: BlacklistUserType,
  blacklist_type: z.literal('comment'),
  slug: nullableString.optional(),
  created_at: timestamp,
});
export type CommentBlacklistEntry = z.infer<typeof CommentBlacklistEntry>;

/** GET /api/v1/liveweb/stores/{store}/blacklist/comment */
export const CommentBlacklistAnswer = listOf(CommentBlacklistEntry);
export type CommentBlacklistAnswer = z.infer<typeof CommentBlacklistAnswer>;

/** Interaction service: POST /comment and POST /interaction/{like,custom,seasonal}-animation */
export const InteractionAnswer = successAnswer;
