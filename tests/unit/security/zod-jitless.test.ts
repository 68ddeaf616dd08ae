/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { config } from 'zod';
import { StoreAnswer } from '@/lib/schemas';

describe('schemas in the browser', () => {
  it('are built without eval, which the CSP refuses (docs/adr/0002)', () => {
    expect(typeof window).toBe('object');
    expect(config().jitless).toBe(true);
    expect(StoreAnswer).toBeDefined();
  });
});
