import { parseStorePath, pathSegments } from '@/lib/guards/paths';
import { appPath, withQuery, type SafeHref } from '@/lib/url/safe-href';

/**
 * The browser-side rules of member sign-in in a cross-site frame (docs/adr/0005-identity-in-a-frame.md):
 * the popup's address and the one message it sends back. The sealing is server-only (frame-handoff.ts).
 */

/** The message the completion page posts to the frame that opened it (never to any other origin). */
export const FRAME_SIGN_IN_MESSAGE = 'kirari-frame-sign-in';
export const FRAME_SIGN_IN_WINDOW = 'kirari-sign-in';
/** Not `noopener`: the popup answers its opener. */
export const FRAME_SIGN_IN_FEATURES = 'popup,width=480,height=720';
/** The completion page under the login route: a sign-in's own step, never remembered as a target. */
export const FRAME_COMPLETE_SEGMENT = 'frame-complete';

const NONCE = /^[A-Za-z0-9_-]{32,64}$/;

export function isFrameNonce(value: unknown): value is string {
  return typeof value === 'string' && NONCE.test(value);
}

export function frameCompletePath(slug: string, nonce: string): SafeHref {
  return withQuery(appPath(slug, 'login', FRAME_COMPLETE_SEGMENT), { nonce });
}

/** A path (query allowed) of a store's completion page. */
export function isFrameCompletePath(path: string | null | undefined): boolean {
  if (!path) return false;
  const store = parseStorePath(path.split(/[?#]/)[0]);
  const segments = store ? pathSegments(store.rest) : [];
  return segments.length === 2 && segments[0] === 'login' && segments[1] === FRAME_COMPLETE_SEGMENT;
}

/** The popup: the store's login page, which goes on to the completion page once signed in. */
export function frameSignInPath(slug: string, nonce: string): SafeHref {
  return withQuery(appPath(slug, 'login'), { redirect: frameCompletePath(slug, nonce) });
}

/** The handoff of a completion message, or null for anything else. */
export function handoffOfMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  return record.type === FRAME_SIGN_IN_MESSAGE && typeof record.handoff === 'string' && record.handoff.length > 0 ? record.handoff : null;
}

/** A message the frame may act on: from its own origin and from the popup it opened, nothing else. */
export function isTrustedCompletion(event: { origin: string; source: unknown }, ownOrigin: string, popup: unknown): boolean {
  return event.origin === ownOrigin && popup !== null && event.source === popup;
}
