import { describe, expect, it } from '@jest/globals';
import { writeConfirmed } from '@/lib/api/result';

describe('writeConfirmed', () => {
  it('confirms a success answer, and one that only breaks its schema (the platform acted)', () => {
    expect(writeConfirmed({ success: true })).toEqual({ confirmed: true });
    expect(writeConfirmed({ success: 'true', message: 7 })).toEqual({ confirmed: true });
    expect(writeConfirmed({})).toEqual({ confirmed: true });
  });
  it('does not confirm an empty answer: the buyer keeps the text', () => {
    for (const empty of [null, undefined, '', 'ok', 0]) expect(writeConfirmed(empty)).toEqual({ confirmed: false, message: null });
  });
  it('does not confirm success: false, and passes its message on', () => {
    expect(writeConfirmed({ success: false, message: 'Comments are closed.' })).toEqual({ confirmed: false, message: 'Comments are closed.' });
    expect(writeConfirmed({ success: false, message: '  ' })).toEqual({ confirmed: false, message: null });
    expect(writeConfirmed({ success: false })).toEqual({ confirmed: false, message: null });
  });
});
