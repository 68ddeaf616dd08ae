import { TARGET_PATH_COOKIE } from '@/lib/guards/remember';
import { baseCookieOptions, cookieValueIn, serializeCookie } from '@/lib/identity/cookies';
import { isFrameCompletePath } from '@/lib/identity/frame-sign-in';

/**
 * The sign-in popup of a framed room (ADR 0005) and social sign-in: the social return goes to the
 * remembered target, not to the login page's `redirect`, so in the popup the completion page is
 * remembered for that hop, and forgotten once reached.
 */
function writeTarget(value: string, maxAge?: number): void {
  document.cookie = serializeCookie({ name: TARGET_PATH_COOKIE, value, options: baseCookieOptions(window.location.host, maxAge) });
}

export function rememberFrameCompletion(target: string): void {
  if (isFrameCompletePath(target)) writeTarget(target);
}

export function forgetFrameCompletion(): void {
  if (isFrameCompletePath(cookieValueIn(document.cookie, TARGET_PATH_COOKIE))) writeTarget('', 0);
}
