/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { FALSE_START_NOTICE, isFalseStartNotice, withoutFalseStartNotice } from '@/scripts/next-notices.mjs';

/** Issue 28: `npm start` (scripts/serve.mjs) says only what is true; Next's `next start` notice is not. */
describe('withoutFalseStartNotice', () => {
  it('matches the notice the installed Next prints (a Next upgrade that rewords it fails here)', () => {
    const source = readFileSync(require.resolve('next/dist/server/next.js'), 'utf8');
    expect(source).toContain(FALSE_START_NOTICE);
    expect(isFalseStartNotice(['\u001b[33m⚠\u001b[39m', `${FALSE_START_NOTICE} configuration. Use "node .next/standalone/server.js" instead.`])).toBe(true);
  });

  it('leaves out that notice while Next starts, and passes every other warning', async () => {
    const printed: unknown[][] = [];
    const target = { warn: (...args: unknown[]) => void printed.push(args) };
    const answer = await withoutFalseStartNotice(() => {
      target.warn('⚠', `${FALSE_START_NOTICE} configuration. Use "node .next/standalone/server.js" instead.`);
      target.warn('⚠', 'The "middleware" file convention is deprecated.');
      return 'ready';
    }, target);
    expect(answer).toBe('ready');
    expect(printed).toEqual([['⚠', 'The "middleware" file convention is deprecated.']]);
    // Afterwards console.warn is itself again.
    target.warn('⚠', FALSE_START_NOTICE);
    expect(printed).toHaveLength(2);
  });
});
