'use server';

import { getOrderMessages, sendOrderMessage } from '@/lib/api/orders';
import { writeConfirmed } from '@/lib/api/result';
import { buyerContext } from '@/lib/api/server-context';
import { checkMessage, type SendOutcome, type ThreadOutcome } from '@/lib/order/message-rules';
import { isSendRequest, isThreadRequest, sendOutcomeOf, threadOutcomeOf } from '@/lib/order/thread';

/**
 * The order thread's reads and sends, run on the server: the browser ships no API client and no
 * zod, and the member token travels as the kirari_token cookie. No token: 'login', without a call.
 */

export async function loadThreadAction(request: unknown): Promise<ThreadOutcome> {
  if (!isThreadRequest(request)) return { kind: 'error', message: null };
  const ctx = await buyerContext();
  if (!ctx.token) return { kind: 'login' };
  return threadOutcomeOf(await getOrderMessages(request.orderId, ctx), request.timeZone);
}

/** Sends as the buyer (lib/api fixes the role), then reads the thread back so the bubble shows at once. */
export async function sendMessageAction(request: unknown): Promise<SendOutcome> {
  if (!isSendRequest(request)) return { kind: 'error', message: null };
  const check = checkMessage(request.message);
  if (!check.ok) return { kind: 'invalid', reason: check.reason };
  const ctx = await buyerContext();
  if (!ctx.token) return { kind: 'login' };
  const sent = await sendOrderMessage(request.orderId, check.message, ctx);
  if (!sent.ok) return sendOutcomeOf(sent, null);
  const answer = writeConfirmed(sent.data);
  if (!answer.confirmed) return { kind: 'error', message: answer.message };
  return sendOutcomeOf(sent, threadOutcomeOf(await getOrderMessages(request.orderId, ctx), request.timeZone));
}
