/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { raw, setupHarness } from './harness';

/** The social sign-in hop round-trips the storefront's `state` nonce (issue 11 item 5). */

const harness = setupHarness();
const RETURN = 'http://shop.test/demo/login/social/return';
const STATE = 'n0nce_-abcdefghijklmnopqrstuvwxyzABCDEFGHIJ';

async function decide(decision: string, state?: string) {
  const form = new URLSearchParams({ login_page_url: RETURN, decision, ...(state ? { state } : {}) });
  const answer = await raw(harness.api, '/auth/line/callback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(String(answer.headers.get('location')));
}

describe('GET /auth/{provider} and its callback', () => {
  it('carries the state through the consent page', async () => {
    const query = new URLSearchParams({ login_page_url: RETURN, identity: 'buyer', state: STATE });
    const page = await raw(harness.api, `/auth/line?${query}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<input type="hidden" name="state" value="${STATE}">`);
  });

  it('returns the state unchanged with every outcome', async () => {
    const approved = await decide('approve', STATE);
    expect(approved.origin + approved.pathname).toBe(RETURN);
    expect(approved.searchParams.get('login_status')).toBe('success');
    expect(approved.searchParams.get('token')?.split('.')).toHaveLength(3);
    expect(approved.searchParams.get('state')).toBe(STATE);
    expect((await decide('cancel', STATE)).searchParams.get('state')).toBe(STATE);
    expect((await decide('verifying', STATE)).searchParams.get('state')).toBe(STATE);
  });

  it('adds no state when none was given, and escapes one that is odd', async () => {
    expect((await decide('approve')).searchParams.has('state')).toBe(false);
    const query = new URLSearchParams({ login_page_url: RETURN, identity: 'buyer', state: '"><script>x</script>' });
    const page = await raw(harness.api, `/auth/line?${query}`);
    expect(page.text).not.toContain('<script>x');
  });
});
