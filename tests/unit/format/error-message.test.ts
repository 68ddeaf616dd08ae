import { describe, expect, it } from '@jest/globals';
import type { ApiError } from '@/lib/api/result';
import { errorDisplay, isGatewayError, messageParts } from '@/lib/format/error-message';

const status = (code: number, message: ApiError['message']): ApiError => ({ kind: 'status', status: code, message });

describe('errorDisplay', () => {
  it('shows the general message for gateway statuses and transport failures', () => {
    for (const code of [502, 503, 504]) expect(errorDisplay(status(code, 'Bad gateway'))).toEqual({ kind: 'general' });
    for (const kind of ['network', 'timeout', 'aborted'] as const) expect(errorDisplay({ kind, message: kind })).toEqual({ kind: 'general' });
  });
  it('says nothing when the caller canceled the request', () => {
    expect(errorDisplay({ kind: 'canceled', message: 'canceled' })).toEqual({ kind: 'silent' });
    expect(isGatewayError({ kind: 'canceled', message: 'canceled' })).toBe(false);
  });
  it('shows the server message: a string, a list or field-keyed messages joined with "; "', () => {
    expect(errorDisplay(status(422, 'Out of stock'))).toEqual({ kind: 'server', message: 'Out of stock' });
    expect(errorDisplay(status(400, ['First', 'Second']))).toEqual({ kind: 'server', message: 'First; Second' });
    expect(errorDisplay(status(422, { email: ['Email is required', 'Email is invalid'], phone: 'Phone is invalid' }))).toEqual({
      kind: 'server',
      message: 'Email is required; Email is invalid; Phone is invalid',
    });
  });
  it('drops blank parts and falls back to general when nothing is left', () => {
    expect(errorDisplay(status(400, [' A ', '', '  ']))).toEqual({ kind: 'server', message: 'A' });
    expect(errorDisplay(status(400, ''))).toEqual({ kind: 'general' });
    expect(errorDisplay(status(400, {}))).toEqual({ kind: 'general' });
  });
  it('treats the client\'s "HTTP <status>" stand-in as no message', () => {
    expect(errorDisplay(status(500, 'HTTP 500'))).toEqual({ kind: 'general' });
    expect(errorDisplay(status(500, 'Server exploded'))).toEqual({ kind: 'server', message: 'Server exploded' });
  });
  it('exposes the parts', () => {
    expect(messageParts({ a: 'x', b: ['y', 'z'] })).toEqual(['x', 'y', 'z']);
  });
});
