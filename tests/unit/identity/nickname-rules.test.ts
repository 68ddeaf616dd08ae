import { describe, expect, it } from '@jest/globals';
import { NICKNAME_MAX, nicknameProblem } from '@/lib/identity/nickname-rules';

describe('nicknameProblem (the guest name the platform accepts)', () => {
  it('allows at most 30 characters', () => {
    expect(NICKNAME_MAX).toBe(30);
  });

  it('needs a name: empty or blank is required', () => {
    expect(nicknameProblem('')).toBe('required');
    expect(nicknameProblem('  ')).toBe('required');
    expect(nicknameProblem('\t\n\u3000')).toBe('required');
  });

  it('accepts a name up to the maximum and refuses one character more', () => {
    expect(nicknameProblem('a')).toBeNull();
    expect(nicknameProblem('a'.repeat(NICKNAME_MAX))).toBeNull();
    expect(nicknameProblem('a'.repeat(NICKNAME_MAX + 1))).toBe('tooLong');
  });

  it('counts code points as the platform does: an emoji is one character', () => {
    expect(nicknameProblem('あ'.repeat(30))).toBeNull();
    expect(nicknameProblem('😀'.repeat(30))).toBeNull();
    expect('😀'.repeat(30).length).toBe(60);
    expect(nicknameProblem('😀'.repeat(31))).toBe('tooLong');
  });

  it('does not count the spaces around the name', () => {
    expect(nicknameProblem(`  ${'a'.repeat(30)}  `)).toBeNull();
    expect(nicknameProblem(`a${' '.repeat(29)}b`)).toBe('tooLong');
  });
});
