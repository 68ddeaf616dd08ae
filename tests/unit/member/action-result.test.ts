import { describe, expect, it } from '@jest/globals';
import { statusError } from '@/lib/api/client';
import { failureOf, fieldMessages } from '@/lib/member/action-result';

const GENERAL = 'Something went wrong.';

describe('failureOf', () => {
  it('a 401 runs the unauthorized rule', () => {
    expect(failureOf(statusError(401, { message: 'Unauthenticated.' }), GENERAL)).toEqual({ ok: false, kind: 'unauthorized' });
  });

  it('a 422 with field messages is invalid, keyed by the form fields', () => {
    const error = statusError(422, { message: 'The email field must be a valid email address.', errors: { email: ['The email field must be a valid email address.'], 'address.postcode': ['Bad.', 'Worse.'] } });
    expect(fieldMessages(error)).toEqual({ email: 'The email field must be a valid email address.', 'address.postcode': 'Bad.' });
    expect(failureOf(error, GENERAL, (key) => key.replace('address.', ''))).toEqual({
      ok: false,
      kind: 'invalid',
      fields: { email: 'The email field must be a valid email address.', postcode: 'Bad.' },
      message: 'The email field must be a valid email address.; Bad.; Worse.',
    });
  });

  it('a field the form does not know stays in the summary only', () => {
    const error = statusError(422, { errors: { token: ['Expired.'] } });
    expect(failureOf(error, GENERAL, () => null)).toEqual({ ok: false, kind: 'invalid', fields: {}, message: 'Expired.' });
  });

  it('other failures show the server message, or the general one', () => {
    expect(failureOf(statusError(404, { message: 'Address not found' }), GENERAL)).toEqual({ ok: false, kind: 'error', message: 'Address not found' });
    expect(failureOf(statusError(503, { message: 'down' }), GENERAL)).toEqual({ ok: false, kind: 'error', message: GENERAL });
    expect(failureOf({ kind: 'network', message: 'fetch failed' }, GENERAL)).toEqual({ ok: false, kind: 'error', message: GENERAL });
    expect(failureOf(statusError(500, null), GENERAL)).toEqual({ ok: false, kind: 'error', message: GENERAL });
  });
});
