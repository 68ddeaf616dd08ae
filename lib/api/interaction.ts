import {
  InteractionAnswer,
  type CommentPayload,
  type CustomAnimationPayload,
  type LikeAnimationPayload,
  type SeasonalAnimationPayload,
} from '@/lib/schemas';
import { request, type CallContext } from './client';

/** Calls to the separate interaction service: comments and reaction animations (live-room §7). */

export function sendComment(payload: CommentPayload, ctx?: CallContext) {
  return request({ method: 'POST', path: '/comment', body: payload, schema: InteractionAnswer, service: 'interaction' }, ctx);
}

export function sendLikeAnimation(payload: LikeAnimationPayload, ctx?: CallContext) {
  return request(
    { method: 'POST', path: '/interaction/like-animation', body: payload, schema: InteractionAnswer, service: 'interaction' },
    ctx,
  );
}

export function sendCustomAnimation(payload: CustomAnimationPayload, ctx?: CallContext) {
  return request(
    { method: 'POST', path: '/interaction/custom-animation', body: payload, schema: InteractionAnswer, service: 'interaction' },
    ctx,
  );
}

export function sendSeasonalAnimation(payload: SeasonalAnimationPayload, ctx?: CallContext) {
  return request(
    { method: 'POST', path: '/interaction/seasonal-animation', body: payload, schema: InteractionAnswer, service: 'interaction' },
    ctx,
  );
}
