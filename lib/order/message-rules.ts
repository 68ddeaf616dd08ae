/**
 * The order message rules the browser needs (commerce §5: role always buyer, an empty message is
 * not sent) and the thread's plain shapes. No formatting or schema imports: this ships to the
 * browser. The server side (answers to bubbles and outcomes) is in thread.ts.
 */

/** Mirrors ORDER_MESSAGE_MAX_LENGTH of lib/schemas (a unit test keeps them equal; zod stays out of the browser). */
export const MESSAGE_MAX_LENGTH = 1000;

export interface ThreadMessage {
  id: number;
  role: 'buyer' | 'seller';
  text: string;
  /** Formatted in the store's time zone; '' when the platform sent no time. */
  time: string;
  /** ISO time for <time dateTime>, or null. */
  datetime: string | null;
  /** The author as the platform names them (the seller's store name). */
  author: string | null;
}

export type MessageCheck = { ok: true; message: string } | { ok: false; reason: 'empty' | 'tooLong' };

/** What is sent: the text without surrounding blanks; a blank text is not sent at all. */
export function checkMessage(text: string): MessageCheck {
  const message = text.trim();
  if (!message) return { ok: false, reason: 'empty' };
  if (message.length > MESSAGE_MAX_LENGTH) return { ok: false, reason: 'tooLong' };
  return { ok: true, message };
}

/** Same messages, same order: a poll that brings nothing new must not re-render the thread. */
export function sameThread(a: readonly ThreadMessage[], b: readonly ThreadMessage[]): boolean {
  return a.length === b.length && a.every((message, i) => message.id === b[i].id && message.text === b[i].text && message.time === b[i].time);
}

type Failure =
  /** No member token: the login dialog opens. */
  | { kind: 'login' }
  /** The platform refused the token: the shell's 401 rule runs. */
  | { kind: 'unauthorized' }
  /** The order is gone or not the buyer's. */
  | { kind: 'notFound' }
  /** null: the general message; otherwise the server's message. */
  | { kind: 'error'; message: string | null };

export type ThreadOutcome = { kind: 'ok'; messages: ThreadMessage[] } | Failure;
export type SendOutcome = { kind: 'sent'; messages: ThreadMessage[] | null } | { kind: 'invalid'; reason: 'empty' | 'tooLong' } | Failure;

export interface ThreadRequest {
  orderId: number;
  timeZone: string;
}

export interface SendRequest extends ThreadRequest {
  message: string;
}
