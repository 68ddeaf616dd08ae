import { describe, expect, it } from '@jest/globals';
import type { Result } from '@/lib/api/result';
import { checkMessage, MESSAGE_MAX_LENGTH, sameThread } from '@/lib/order/message-rules';
import { isSendRequest, isThreadRequest, sendOutcomeOf, threadOutcomeOf, toThreadMessages } from '@/lib/order/thread';
import { ORDER_MESSAGE_MAX_LENGTH, type OrderMessage, type OrderMessagesAnswer } from '@/lib/schemas';

const message = (overrides: Partial<OrderMessage>): OrderMessage => ({
  id: 1,
  order_id: 50003,
  role: 'buyer',
  message: 'hi',
  created_at: '2026-11-20T03:04:05Z',
  user: { id: 1001, name: '山田 花子' },
  ...overrides,
});

describe('checkMessage (commerce §5: an empty message is not sent)', () => {
  it('refuses empty and blank text', () => {
    expect(checkMessage('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkMessage(' \n\t ')).toEqual({ ok: false, reason: 'empty' });
  });
  it('sends the text without surrounding blanks', () => {
    expect(checkMessage('  こんにちは\n ')).toEqual({ ok: true, message: 'こんにちは' });
  });
  it('refuses more than the platform keeps, the same limit as the contract', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(ORDER_MESSAGE_MAX_LENGTH);
    expect(checkMessage('x'.repeat(MESSAGE_MAX_LENGTH)).ok).toBe(true);
    expect(checkMessage('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toEqual({ ok: false, reason: 'tooLong' });
  });
});

describe('toThreadMessages', () => {
  it('formats times in the store’s zone, oldest first, with the author', () => {
    const thread = toThreadMessages(
      [message({ id: 2, role: 'seller', created_at: '2026-11-20T04:00:00Z', user: { id: 9, name: 'キラリ商店' } }), message({ id: 1 })],
      'Asia/Tokyo',
    );
    expect(thread).toEqual([
      { id: 1, role: 'buyer', text: 'hi', time: '2026/11/20 12:04', datetime: '2026-11-20T03:04:05.000Z', author: '山田 花子' },
      { id: 2, role: 'seller', text: 'hi', time: '2026/11/20 13:00', datetime: '2026-11-20T04:00:00.000Z', author: 'キラリ商店' },
    ]);
  });
  it('uses Japanese time for a bad zone and shows no time when there is none', () => {
    const [first] = toThreadMessages([message({ created_at: null, user: null })], 'Not/AZone');
    expect(first).toMatchObject({ time: '', datetime: null, author: null });
    expect(toThreadMessages([message({})], 'nope')[0].time).toBe('2026/11/20 12:04');
  });
});

describe('sameThread', () => {
  it('tells a poll with nothing new from a changed thread', () => {
    const a = toThreadMessages([message({})], 'Asia/Tokyo');
    expect(sameThread(a, toThreadMessages([message({})], 'Asia/Tokyo'))).toBe(true);
    expect(sameThread(a, toThreadMessages([message({}), message({ id: 2 })], 'Asia/Tokyo'))).toBe(false);
    expect(sameThread(a, toThreadMessages([message({ message: 'edited' })], 'Asia/Tokyo'))).toBe(false);
  });
});

const failure = (status: number, body: Record<string, unknown> = {}): Result<never> => ({
  ok: false,
  error: { kind: 'status', status, message: (body.message as string) ?? `HTTP ${status}`, body },
});

describe('outcomes', () => {
  it('maps a thread answer and its failures', () => {
    const answer: Result<OrderMessagesAnswer> = { ok: true, data: { data: [message({})] } };
    expect(threadOutcomeOf(answer, 'Asia/Tokyo')).toMatchObject({ kind: 'ok', messages: [{ id: 1 }] });
    expect(threadOutcomeOf(failure(401), 'Asia/Tokyo')).toEqual({ kind: 'unauthorized' });
    expect(threadOutcomeOf(failure(404), 'Asia/Tokyo')).toEqual({ kind: 'notFound' });
    expect(threadOutcomeOf(failure(500), 'Asia/Tokyo')).toEqual({ kind: 'error', message: null });
    expect(threadOutcomeOf(failure(503, { message: 'down' }), 'Asia/Tokyo')).toEqual({ kind: 'error', message: null });
    expect(threadOutcomeOf(failure(422, { message: 'The message field is required.' }), 'Asia/Tokyo')).toEqual({ kind: 'error', message: 'The message field is required.' });
  });
  it('a send that went out is sent even if reading the thread back failed', () => {
    const sent: Result<{ success: boolean }> = { ok: true, data: { success: true } };
    expect(sendOutcomeOf(sent, { kind: 'ok', messages: [] })).toEqual({ kind: 'sent', messages: [] });
    expect(sendOutcomeOf(sent, { kind: 'error', message: null })).toEqual({ kind: 'sent', messages: null });
    expect(sendOutcomeOf(failure(422, { message: 'Too long' }), null)).toEqual({ kind: 'error', message: 'Too long' });
  });
});

describe('server action arguments', () => {
  it('accept only a positive order id, a short zone and a string message', () => {
    expect(isThreadRequest({ orderId: 5, timeZone: 'Asia/Tokyo' })).toBe(true);
    expect(isThreadRequest({ orderId: 0, timeZone: 'Asia/Tokyo' })).toBe(false);
    expect(isThreadRequest({ orderId: '5', timeZone: 'Asia/Tokyo' })).toBe(false);
    expect(isThreadRequest({ orderId: 5, timeZone: 'x'.repeat(65) })).toBe(false);
    expect(isThreadRequest(null)).toBe(false);
    expect(isSendRequest({ orderId: 5, timeZone: 'Asia/Tokyo', message: '' })).toBe(true);
    expect(isSendRequest({ orderId: 5, timeZone: 'Asia/Tokyo', message: 3 })).toBe(false);
  });
});
