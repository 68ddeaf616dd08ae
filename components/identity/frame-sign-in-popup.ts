import { writeEmbedMarker } from '@/components/live/embed/frame-context';
import { frameSignInPath, handoffOfMessage, isTrustedCompletion, FRAME_SIGN_IN_FEATURES, FRAME_SIGN_IN_WINDOW } from '@/lib/identity/frame-sign-in';
import type { SessionUser } from '@/components/shell/atoms';
import { beginFrameSignIn, redeemFrameSignIn } from './frame-sign-in-actions';

export type FrameSignInFailure = 'popupBlocked' | 'closed' | 'expired' | 'invalid' | 'failed';
export type FrameSignInOutcome = { ok: true; user: SessionUser | null } | { ok: false; reason: FrameSignInFailure };

/** How often the frame looks whether the popup was closed without signing in. */
const CLOSED_CHECK_MS = 500;

/**
 * Opens the sign-in window blank (an empty URL is about:blank; an open one of that name is reused);
 * must run synchronously in the click, or the browser blocks it.
 */
export function openSignInWindow(): Window | null {
  return window.open('', FRAME_SIGN_IN_WINDOW, FRAME_SIGN_IN_FEATURES);
}

/**
 * A member sign-in of a room in a cross-site frame (docs/adr/0005-identity-in-a-frame.md): a
 * partitioned nonce, the popup sent to the login page, and the one completion message it may send
 * back (own origin, from this popup) redeemed on the server. `done` is called once; the returned
 * function stops listening (the dialog closed).
 */
export function runFrameSignIn(popup: Window, slug: string, done: (outcome: FrameSignInOutcome) => void): () => void {
  let finished = false;
  let redeeming = false;
  const fail = (reason: FrameSignInFailure) => finish({ ok: false, reason });
  const finish = (outcome: FrameSignInOutcome) => {
    if (finished) return;
    finished = true;
    stop();
    done(outcome);
  };
  const onMessage = (event: MessageEvent) => {
    if (redeeming || !isTrustedCompletion(event, window.location.origin, popup)) return;
    const handoff = handoffOfMessage(event.data);
    if (!handoff) return;
    redeeming = true;
    redeemFrameSignIn(handoff).then(
      (result) => (result.ok ? finish(result) : fail(result.reason === 'expired' ? 'expired' : 'invalid')),
      () => fail('failed'),
    );
  };
  // Closed at two checks in a row: the completion message, posted just before the popup closes
  // itself, is on its way on another task queue than this timer's.
  let closedChecks = 0;
  const timer = window.setInterval(() => {
    closedChecks = popup.closed ? closedChecks + 1 : 0;
    if (closedChecks >= 2 && !redeeming) fail('closed');
  }, CLOSED_CHECK_MS);
  function stop() {
    window.removeEventListener('message', onMessage);
    window.clearInterval(timer);
  }
  window.addEventListener('message', onMessage);
  // The server partitions the nonce cookie by this marker; set it here too, whatever the room did.
  writeEmbedMarker();
  beginFrameSignIn().then(
    ({ nonce }) => {
      if (!finished) popup.location.href = frameSignInPath(slug, nonce);
    },
    () => {
      popup.close();
      fail('failed');
    },
  );
  return () => {
    finished = true;
    stop();
  };
}
