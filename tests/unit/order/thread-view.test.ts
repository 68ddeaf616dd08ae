import { describe, expect, it, jest } from '@jest/globals';
import type { ThreadMessage, ThreadOutcome, ThreadRequest } from '@/lib/order/message-rules';
import { finalKindOf, listStateOf, messageCount, readThread, threadFailure } from '@/lib/order/thread-view';
import { ReadFailure } from '@/lib/swr/read-config';

/** The order thread in the browser, pure parts. */

const bubble: ThreadMessage = { id: 1, role: 'seller', text: 'Shipped', time: '2026/01/02 10:00', datetime: '2026-01-02T01:00:00.000Z', author: 'Kirari' };
const request: ThreadRequest = { orderId: 42, timeZone: 'Asia/Tokyo' };

describe('finalKindOf', () => {
  it('ends polling on login, unauthorized and notFound only', () => {
    expect(finalKindOf({ kind: 'login' })).toBe('login');
    expect(finalKindOf({ kind: 'unauthorized' })).toBe('unauthorized');
    expect(finalKindOf({ kind: 'notFound' })).toBe('notFound');
    expect(finalKindOf({ kind: 'error', message: 'x' })).toBeNull();
    expect(finalKindOf({ kind: 'ok', messages: [] })).toBeNull();
    expect(finalKindOf({ kind: 'sent', messages: null })).toBeNull();
    expect(finalKindOf({ kind: 'invalid', reason: 'empty' })).toBeNull();
  });
});

describe('readThread', () => {
  it('asks with the request and answers the bubbles', async () => {
    const load = jest.fn(async (_: ThreadRequest): Promise<ThreadOutcome> => ({ kind: 'ok', messages: [bubble] }));
    await expect(readThread(load, request)).resolves.toEqual([bubble]);
    expect(load).toHaveBeenCalledWith(request);
  });

  it('throws a ReadFailure of the outcome kind, with the server message for an error', async () => {
    const failure = (outcome: ThreadOutcome) => readThread(async () => outcome, request).catch((error: unknown) => error);
    const error = await failure({ kind: 'error', message: 'Busy' });
    expect(error).toBeInstanceOf(ReadFailure);
    expect(error).toMatchObject({ kind: 'error', serverMessage: 'Busy' });
    expect(await failure({ kind: 'notFound' })).toMatchObject({ kind: 'notFound', serverMessage: null });
    expect(await failure({ kind: 'unauthorized' })).toMatchObject({ kind: 'unauthorized', serverMessage: null });
  });

  it('a failed action call is the general error', async () => {
    const error = await readThread(async () => Promise.reject(new Error('network')), request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReadFailure);
    expect(error).toMatchObject({ kind: 'error', serverMessage: null });
  });
});

describe('threadFailure', () => {
  const ok: ThreadOutcome = { kind: 'ok', messages: [bubble] };
  it('shows a failed read with the server or the general message', () => {
    expect(threadFailure(new ReadFailure('error', 'Busy'), [bubble], ok)).toEqual({ message: 'Busy' });
    expect(threadFailure(new ReadFailure('error'), [bubble], ok)).toEqual({ message: null });
    expect(threadFailure(new Error('odd'), undefined, ok)).toEqual({ message: null });
  });
  it('leaves a final failure to its own way', () => {
    expect(threadFailure(new ReadFailure('notFound'), [bubble], ok)).toBeNull();
    expect(threadFailure(new ReadFailure('login'), undefined, ok)).toBeNull();
  });
  it("before any read, the page's own failure stands", () => {
    expect(threadFailure(undefined, undefined, { kind: 'error', message: 'Down' })).toEqual({ message: 'Down' });
    expect(threadFailure(undefined, undefined, { kind: 'notFound' })).toBeNull();
    expect(threadFailure(undefined, [bubble], { kind: 'error', message: 'Down' })).toBeNull();
    expect(threadFailure(undefined, [bubble], ok)).toBeNull();
  });
});

describe('listStateOf', () => {
  it('keeps the last thread, marked failed, when a later read failed', () => {
    expect(listStateOf([bubble], { message: 'Busy' })).toEqual({ status: 'failed', error: 'Busy', data: [bubble] });
  });
  it('is the thread when there is no failure', () => {
    expect(listStateOf([bubble], null)).toEqual({ status: 'success', data: [bubble] });
    expect(listStateOf([], null)).toEqual({ status: 'success', data: [] });
  });
  it('without a thread, is the failure, or a bare failure after a final outcome', () => {
    expect(listStateOf(undefined, { message: null })).toEqual({ status: 'failed', error: null, data: undefined });
    expect(listStateOf(undefined, null)).toEqual({ status: 'failed', error: null });
  });
});

describe('messageCount', () => {
  it('fills the count and the limit', () => {
    expect(messageCount('{count} / {max}', 12)).toBe('12 / 1000');
    expect(messageCount('{max}文字中{count}文字', 0)).toBe('1000文字中0文字');
  });
});
