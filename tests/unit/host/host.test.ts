import { describe, expect, it } from '@jest/globals';
import { hostOf } from '@/lib/host';

describe('hostOf', () => {
  it('is the edge only when the edge build says so, the Node host otherwise', () => {
    expect(hostOf('edge')).toBe('edge');
    expect(hostOf(undefined)).toBe('node');
    expect(hostOf('')).toBe('node');
    expect(hostOf('node')).toBe('node');
  });
});
