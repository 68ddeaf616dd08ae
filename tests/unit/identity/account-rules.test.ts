import { describe, expect, it } from '@jest/globals';
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_TOKEN_INVALID, isEmailAddress } from '@/lib/identity/account-rules';
import * as schemas from '@/lib/schemas';

const ADDRESSES = [
  'buyer@example.com',
  'first.last+tag@sub.example.co.jp',
  "o'neil@example.org",
  'a_b-c@ex-ample.io',
  'buyer@',
  '@example.com',
  '.buyer@example.com',
  'bu..yer@example.com',
  'buyer.@example.com',
  'buyer@example',
  'buyer@-example.com',
  'buyer@example.c',
  'buyer@exa mple.com',
  'buyer@@example.com',
  'ｂｕｙｅｒ@example.com',
  '',
];

describe('account rules without zod', () => {
  it('judge e-mail addresses exactly as the contract schema does', () => {
    for (const address of ADDRESSES) {
      expect([address, isEmailAddress(address)]).toEqual([address, schemas.ForgotPasswordPayload.shape.email.safeParse(address).success]);
    }
    expect(ADDRESSES.filter(isEmailAddress)).toHaveLength(4);
  });

  it('share the contract constants', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(schemas.PASSWORD_MIN_LENGTH);
    expect(PASSWORD_RESET_TOKEN_INVALID).toBe(schemas.PASSWORD_RESET_TOKEN_INVALID);
  });
});
