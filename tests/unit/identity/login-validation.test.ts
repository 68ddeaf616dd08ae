import { describe, expect, it } from '@jest/globals';
import { validateLogin, validatePassport } from '@/lib/identity/login-validation';

describe('validateLogin (commerce §5)', () => {
  it('needs an e-mail address and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(validateLogin({ email: '   ', password: 'secret' })).toEqual({ email: 'required' });
    expect(validateLogin({ email: 'buyer@example.com', password: '' })).toEqual({ password: 'required' });
  });

  it('needs the address to be valid by the contract rule', () => {
    for (const email of ['buyer@', 'buyer', '@example.com', 'buyer@example', 'buyer@example.c', '.buyer@example.com', 'bu..yer@example.com', 'buyer@exa mple.com']) {
      expect({ email, errors: validateLogin({ email, password: 'x' }) }).toEqual({ email, errors: { email: 'invalid' } });
    }
    expect(validateLogin({ email: 'buyer+tag@mail.example.co', password: 'x' })).toEqual({});
  });

  it('trims the address but never the password: any typed password is sent', () => {
    expect(validateLogin({ email: ' buyer@example.com ', password: ' ' })).toEqual({});
    expect(validateLogin({ email: 'buyer@example.com', password: 'x' })).toEqual({});
  });

  it('reports both fields at once', () => {
    expect(validateLogin({ email: 'buyer@', password: '' })).toEqual({ email: 'invalid', password: 'required' });
  });
});

describe('validatePassport', () => {
  it('needs a token that is not blank', () => {
    expect(validatePassport('')).toBe('required');
    expect(validatePassport('   ')).toBe('required');
    expect(validatePassport('t')).toBeNull();
    expect(validatePassport(' token ')).toBeNull();
  });
});
