import { describe, expect, it } from '@jest/globals';
import { VIEWER_ID_COOKIE, VIEWER_ID_MAX_AGE_S, isViewerId, newViewerId, viewerIdCookie } from '@/lib/live/viewer-id';

describe('viewer id', () => {
  it('makes ids the cookie check accepts, each one new', () => {
    const id = newViewerId();
    expect(isViewerId(id)).toBe(true);
    expect(newViewerId()).not.toBe(id);
  });

  it('accepts only v- and 8 to 64 lowercase hex digits or dashes', () => {
    expect(isViewerId('v-0123abcd')).toBe(true);
    expect(isViewerId(`v-${'a'.repeat(64)}`)).toBe(true);
    expect(isViewerId('v-0123abc')).toBe(false);
    expect(isViewerId(`v-${'a'.repeat(65)}`)).toBe(false);
    expect(isViewerId('v-0123ABCD')).toBe(false);
    expect(isViewerId('x-0123abcd')).toBe(false);
    expect(isViewerId('v-<script>')).toBe(false);
    expect(isViewerId('')).toBe(false);
  });

  it('writes a cookie for a year, on the whole site, Secure only over https', () => {
    expect(VIEWER_ID_COOKIE).toBe('kirari_viewer_id');
    expect(VIEWER_ID_MAX_AGE_S).toBe(31_536_000);
    expect(viewerIdCookie('v-0123abcd', true)).toBe('kirari_viewer_id=v-0123abcd; Path=/; SameSite=Lax; Max-Age=31536000; Secure');
    expect(viewerIdCookie('v-0123abcd', false)).toBe('kirari_viewer_id=v-0123abcd; Path=/; SameSite=Lax; Max-Age=31536000');
    // In a cross-site frame: the host's partition, the only place the browser keeps it there.
    expect(viewerIdCookie('v-0123abcd', false, true)).toBe('kirari_viewer_id=v-0123abcd; Path=/; SameSite=None; Max-Age=31536000; Secure; Partitioned');
  });
});
