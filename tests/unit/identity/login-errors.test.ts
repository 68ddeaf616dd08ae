import { describe, expect, it } from '@jest/globals';
import { EMAIL_OR_PASSWORD_INCORRECT, PASSPORT_TOKEN_EXPIRED_OR_INVALID, loginFailure } from '@/lib/identity/login-errors';

const labels = { incorrect: 'Incorrect.', passportInvalid: 'Passport invalid.', general: 'General.' };

describe('loginFailure (commerce §8)', () => {
  it('shows the two login failures, translated, in the form', () => {
    expect(EMAIL_OR_PASSWORD_INCORRECT).toBe('EMAIL_OR_PASSWORD_INCORRECT');
    expect(PASSPORT_TOKEN_EXPIRED_OR_INVALID).toBe('PASSPORT_TOKEN_EXPIRED_OR_INVALID');
    expect(loginFailure({ kind: 'status', status: 401, message: 'x', report_type: 'EMAIL_OR_PASSWORD_INCORRECT' }, labels)).toEqual({ show: 'form', message: 'Incorrect.' });
    expect(loginFailure({ kind: 'status', status: 401, message: 'x', report_type: 'PASSPORT_TOKEN_EXPIRED_OR_INVALID' }, labels)).toEqual({ show: 'form', message: 'Passport invalid.' });
    // The report type decides, whatever the status.
    expect(loginFailure({ kind: 'status', status: 422, message: 'x', report_type: 'EMAIL_OR_PASSWORD_INCORRECT' }, labels)).toEqual({ show: 'form', message: 'Incorrect.' });
  });

  it('leaves anything else to the general display, as a toast', () => {
    expect(loginFailure({ kind: 'status', status: 401, message: 'Unauthorized', report_type: 'OTHER' }, labels)).toEqual({ show: 'toast', message: 'Unauthorized' });
    expect(loginFailure({ kind: 'status', status: 429, message: ['Too many', 'attempts'] }, labels)).toEqual({ show: 'toast', message: 'Too many; attempts' });
    expect(loginFailure({ kind: 'status', status: 503, message: 'Service Unavailable' }, labels)).toEqual({ show: 'toast', message: 'General.' });
    expect(loginFailure({ kind: 'status', status: 500, message: 'HTTP 500' }, labels)).toEqual({ show: 'toast', message: 'General.' });
    expect(loginFailure({ kind: 'network', message: 'Failed to fetch' }, labels)).toEqual({ show: 'toast', message: 'General.' });
  });

  it('shows nothing for a call the page canceled itself', () => {
    expect(loginFailure({ kind: 'canceled', message: 'canceled' }, labels)).toEqual({ show: 'nothing' });
  });
});
