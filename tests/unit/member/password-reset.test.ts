import { describe, expect, it } from '@jest/globals';
import {
  PASSWORD_MIN_LENGTH,
  hasErrors,
  linkStore,
  requestAgainHref,
  resetDoneTarget,
  resetFailure,
  validateNewPassword,
  validateResetEmail,
} from '@/lib/member/password-reset';

describe('validateResetEmail', () => {
  it('needs an address', () => {
    expect(validateResetEmail('')).toBe('required');
    expect(validateResetEmail('   ')).toBe('required');
  });
  it('needs a valid address, ignoring the spaces around it', () => {
    expect(validateResetEmail('buyer@')).toBe('invalid');
    expect(validateResetEmail('buyer@example')).toBe('invalid');
    expect(validateResetEmail(' buyer@example.com ')).toBeNull();
  });
});

describe('validateNewPassword', () => {
  it('needs a new password of at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(validateNewPassword({ password: '', confirmation: '' })).toEqual({ password: 'required', confirmation: 'required' });
    expect(validateNewPassword({ password: '1234567', confirmation: '1234567' })).toEqual({ password: 'tooShort' });
    expect(validateNewPassword({ password: '12345678', confirmation: '12345678' })).toEqual({});
  });

  it('needs it typed the same twice; a mismatch is told only once the password itself is fine', () => {
    expect(validateNewPassword({ password: '12345678', confirmation: '' })).toEqual({ confirmation: 'required' });
    expect(validateNewPassword({ password: '12345678', confirmation: '12345679' })).toEqual({ confirmation: 'mismatch' });
    expect(validateNewPassword({ password: 'short', confirmation: 'other' })).toEqual({ password: 'tooShort' });
    expect(validateNewPassword({ password: '', confirmation: 'x' })).toEqual({ password: 'required' });
  });

  it('never trims: spaces count and must match', () => {
    expect(validateNewPassword({ password: '  pass ', confirmation: '  pass ' })).toEqual({ password: 'tooShort' });
    expect(validateNewPassword({ password: '   pass ', confirmation: '   pass ' })).toEqual({});
    expect(validateNewPassword({ password: ' pass word ', confirmation: ' pass word' })).toEqual({ confirmation: 'mismatch' });
  });

  it('hasErrors tells an empty answer from one with a problem', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ password: 'tooShort' })).toBe(true);
    expect(hasErrors({ confirmation: 'mismatch' })).toBe(true);
  });
});

describe('where the page goes', () => {
  it('takes a store slug from the link only when it is one', () => {
    expect(linkStore('demo')).toBe('demo');
    expect(linkStore(null)).toBeNull();
    expect(linkStore(undefined)).toBeNull();
    expect(linkStore('')).toBeNull();
    expect(linkStore('demo/market')).toBeNull();
    expect(linkStore('//evil.example')).toBeNull();
    expect(linkStore('https://evil.example')).toBeNull();
    expect(linkStore('member')).toBeNull();
  });

  it('returns to the store named by the link, else home, with the notice flag; never elsewhere', () => {
    expect(resetDoneTarget('demo')).toBe('/demo/market?passwordReset=success');
    expect(resetDoneTarget(null)).toBe('/?passwordReset=success');
    expect(resetDoneTarget('//evil.example')).toBe('/?passwordReset=success');
    expect(resetDoneTarget('member')).toBe('/?passwordReset=success');
  });

  it('asks again on the same page without the spent token, keeping address and store', () => {
    expect(requestAgainHref('buyer@example.com', 'demo')).toBe('/member/reset-password?email=buyer%40example.com&store=demo');
    expect(requestAgainHref('buyer@example.com', null)).toBe('/member/reset-password?email=buyer%40example.com');
    expect(requestAgainHref(null, 'https://evil.example')).toBe('/member/reset-password');
    expect(requestAgainHref(null, null)).toBe('/member/reset-password');
  });
});

describe('resetFailure', () => {
  it('shows a spent link as its own view: the report type, or a 422 about the token or address', () => {
    expect(resetFailure({ kind: 'status', status: 422, message: 'x', report_type: 'PASSWORD_RESET_TOKEN_INVALID' })).toEqual({ show: 'invalidLink' });
    expect(resetFailure({ kind: 'status', status: 400, message: 'x', report_type: 'PASSWORD_RESET_TOKEN_INVALID' })).toEqual({ show: 'invalidLink' });
    expect(resetFailure({ kind: 'status', status: 422, message: 'x', body: { errors: { token: ['bad'] } } })).toEqual({ show: 'invalidLink' });
    expect(resetFailure({ kind: 'status', status: 422, message: 'x', body: { errors: { email: ['unknown'], password: ['short'] } } })).toEqual({ show: 'invalidLink' });
  });

  it("maps the platform's field rules onto the form's", () => {
    expect(resetFailure({ kind: 'status', status: 422, message: { password: ['short'] }, body: { errors: { password: ['short'] } } })).toEqual({
      show: 'fields',
      errors: { password: 'tooShort' },
    });
    expect(resetFailure({ kind: 'status', status: 422, message: 'x', body: { errors: { password_confirmation: ['differs'] } } })).toEqual({
      show: 'fields',
      errors: { confirmation: 'mismatch' },
    });
    expect(resetFailure({ kind: 'status', status: 422, message: 'x', body: { errors: { password: [], password_confirmation: [] } } })).toEqual({
      show: 'fields',
      errors: { password: 'tooShort', confirmation: 'mismatch' },
    });
  });

  it('falls back to the general display for other answers', () => {
    expect(resetFailure({ kind: 'status', status: 422, message: 'Unknown field', body: { errors: { other: ['x'] } } })).toEqual({ show: 'message', message: 'Unknown field' });
    expect(resetFailure({ kind: 'status', status: 422, message: 'No body', body: 'text' })).toEqual({ show: 'message', message: 'No body' });
    expect(resetFailure({ kind: 'status', status: 400, message: 'x', body: { errors: { password: ['short'] } } })).toEqual({ show: 'message', message: 'x' });
    expect(resetFailure({ kind: 'status', status: 500, message: 'Boom' })).toEqual({ show: 'message', message: 'Boom' });
    expect(resetFailure({ kind: 'status', status: 503, message: 'Down' })).toEqual({ show: 'general' });
    expect(resetFailure({ kind: 'network', message: 'Failed to fetch' })).toEqual({ show: 'general' });
    expect(resetFailure({ kind: 'canceled', message: 'canceled' })).toEqual({ show: 'nothing' });
  });
});
