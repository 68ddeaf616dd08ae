import type { Result } from '@/lib/api/result';
import { errorDisplay } from '@/lib/format/error-message';
import { DEFAULT_TIME_ZONE, formatDate, isValidTimeZone } from '@/lib/format/date';
import { dataList, idOf, recordOf, textOrNull } from '@/lib/format/field';
import type { OrderMessage, OrderMessagesAnswer } from '@/lib/schemas';
import type { SendOutcome, SendRequest, ThreadMessage, ThreadOutcome, ThreadRequest } from './message-rules';

/**
 * The order message thread on the server (page and server actions): platform answers become
 * bubbles (times in the store's zone) and plain outcomes the browser renders.
 */

export const THREAD_TIME_FORMAT = 'yyyy/LL/dd HH:mm';

function isoOf(value: OrderMessage['created_at']): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Messages a bubble can show (used unchanged after a mismatch, commerce §5): an id, a side and a text. */
function readableMessages(messages: readonly OrderMessage[]): OrderMessage[] {
  return messages.filter((message) => {
    const record = recordOf(message);
    return idOf(record?.id) !== null && (record?.role === 'buyer' || record?.role === 'seller') && typeof record.message === 'string';
  });
}

export function toThreadMessages(messages: readonly OrderMessage[], timeZone: string): ThreadMessage[] {
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  return readableMessages(messages)
    .map((message) => ({
      id: message.id,
      role: message.role,
      text: message.message,
      time: formatDate(message.created_at, zone, THREAD_TIME_FORMAT),
      datetime: isoOf(message.created_at),
      author: textOrNull(recordOf(message.user)?.name),
    }))
    .sort((a, b) => (a.datetime ?? '').localeCompare(b.datetime ?? '') || a.id - b.id);
}

type Failure = Exclude<ThreadOutcome, { kind: 'ok' }>;

function failureOf(result: Extract<Result<unknown>, { ok: false }>): Failure {
  const { error } = result;
  if (error.status === 401) return { kind: 'unauthorized' };
  if (error.status === 404) return { kind: 'notFound' };
  const display = errorDisplay(error);
  return { kind: 'error', message: display.kind === 'server' ? display.message : null };
}

export function threadOutcomeOf(result: Result<OrderMessagesAnswer>, timeZone: string): ThreadOutcome {
  if (!result.ok) return failureOf(result);
  // No list (an empty body, an object), or messages none of which can be read: the thread's error state.
  const list = dataList(result.data);
  const messages = toThreadMessages(list ?? [], timeZone);
  if (!list || (list.length > 0 && messages.length === 0)) return { kind: 'error', message: null };
  return { kind: 'ok', messages };
}

/** After a send, the thread is read again; if only that read fails the message still went out. */
export function sendOutcomeOf(sent: Result<unknown>, thread: ThreadOutcome | null): SendOutcome {
  if (!sent.ok) return failureOf(sent);
  return { kind: 'sent', messages: thread?.kind === 'ok' ? thread.messages : null };
}

/** Arguments the server actions accept; anything else is refused before a call is made. */
export function isThreadRequest(value: unknown): value is ThreadRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { orderId, timeZone } = value as Record<string, unknown>;
  return Number.isSafeInteger(orderId) && (orderId as number) > 0 && typeof timeZone === 'string' && timeZone.length <= 64;
}

export function isSendRequest(value: unknown): value is SendRequest {
  return isThreadRequest(value) && typeof (value as unknown as Record<string, unknown>).message === 'string';
}
