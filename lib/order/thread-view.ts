import { isFinalFailure, ReadFailure, type FinalFailureKind } from '@/lib/swr/read-config';
import { succeed, type ListState } from './list-state';
import { MESSAGE_MAX_LENGTH, type SendOutcome, type ThreadMessage, type ThreadOutcome, type ThreadRequest } from './message-rules';

/**
 * The order thread in the browser, pure parts: how a read's outcome becomes SWR data or a
 * ReadFailure, and what the list shows after reads and failures. Ships to the browser.
 */

/** A terminal outcome ends polling: nothing more can be read with this session or order. */
export const finalKindOf = (outcome: ThreadOutcome | SendOutcome): FinalFailureKind | null =>
  outcome.kind === 'login' || outcome.kind === 'unauthorized' || outcome.kind === 'notFound' ? outcome.kind : null;

/** The read SWR runs: the thread's bubbles, or a ReadFailure (a failed action call is the general error). */
export async function readThread(loadThread: (request: ThreadRequest) => Promise<ThreadOutcome>, request: ThreadRequest): Promise<readonly ThreadMessage[]> {
  let outcome: ThreadOutcome;
  try {
    outcome = await loadThread(request);
  } catch {
    throw new ReadFailure('error');
  }
  if (outcome.kind === 'ok') return outcome.messages;
  throw new ReadFailure(outcome.kind, outcome.kind === 'error' ? outcome.message : null);
}

/**
 * A failed read shows as the server's or the general message; final failures have their own ways
 * (the login dialog, the 401 rule, the not-found view). Before any read, the page's own failure stands.
 */
export function threadFailure(error: unknown, data: readonly ThreadMessage[] | undefined, initial: ThreadOutcome): { message: string | null } | null {
  if (error) return isFinalFailure(error) ? null : { message: error instanceof ReadFailure ? error.serverMessage : null };
  return data === undefined && initial.kind === 'error' ? { message: initial.message } : null;
}

/**
 * What the list shows: the last thread read (kept, marked stale, when a later read failed), else
 * the failure. No thread and no failure: the page's outcome was final (its own view, or the error one).
 */
export function listStateOf(data: readonly ThreadMessage[] | undefined, failure: { message: string | null } | null): ListState<ThreadMessage> {
  if (failure) return { status: 'failed', error: failure.message, data };
  return data ? succeed(data) : { status: 'failed', error: null };
}

/** The composer's counter, from a template with {count} and {max}. */
export function messageCount(template: string, length: number): string {
  return template.replace('{count}', String(length)).replace('{max}', String(MESSAGE_MAX_LENGTH));
}
