import type { ViewerType } from '@/lib/schemas';
import type { ViewerKind } from '@/lib/identity/viewer';
import { blockedKey, type BlockedKey, type LocalFailureReason } from '@/lib/live/room/state';
import type { LiveRulesMessageKey } from '@/lib/live/room/effects';
import { containsBannedWord } from './banned-words';

/**
 * Comment rules of live-room §5 and the store blacklist of commerce §6 (issue 7 decision 1):
 * what may be sent, under which name, how often, and who must sign in first.
 */

export { senderName, type SenderNameParts } from '@/lib/identity/viewer';

export interface CommentViewer {
  type: ViewerType;
  id: number | null;
}

export interface CommentInput {
  viewer: CommentViewer;
  /** The comment blacklist (room state's `blocked`). */
  blockedIds: readonly BlockedKey[] | ReadonlySet<BlockedKey>;
  /** The dirty_word flag: banned-word filtering on. */
  dirtyWordOn: boolean;
  /** The sender name (senderName). */
  name: string;
  message: string;
  /** users/in-blacklist said true (commerce §6). */
  inStoreBlacklist?: boolean;
  /** For tests: another banned-word check. */
  isBanned?: (text: string) => boolean;
}

export type CommentCheck =
  | { ok: true; name: string; message: string }
  /** Blank: nothing is sent and nothing is shown. */
  | { ok: false; reason: 'empty' }
  /** Not posted: a local failure notice with the name and message (blocked, banned_word), or the store-blacklist message. */
  | { ok: false; reason: LocalFailureReason; name: string; message: string; messageKey: LiveRulesMessageKey };

function isBlocked(viewer: CommentViewer, blocked: CommentInput['blockedIds']): boolean {
  if (viewer.type === 'ghost' || viewer.id === null) return false;
  const key = blockedKey(viewer.type === 'user' ? 'user' : 'guest', viewer.id);
  return blocked instanceof Set ? blocked.has(key) : (blocked as readonly BlockedKey[]).includes(key);
}

/** Decides whether a comment is posted. The input is cleared at once either way (the caller's job). */
export function checkComment(input: CommentInput): CommentCheck {
  const message = input.message.trim();
  const name = input.name.trim();
  if (!message) return { ok: false, reason: 'empty' };
  if (input.inStoreBlacklist) return { ok: false, reason: 'in_blacklist', name, message, messageKey: 'inBlacklistComment' };
  if (isBlocked(input.viewer, input.blockedIds)) return { ok: false, reason: 'blocked', name, message, messageKey: 'blockedComment' };
  const banned = input.isBanned ?? containsBannedWord;
  if (input.dirtyWordOn && (banned(name) || banned(message))) return { ok: false, reason: 'banned_word', name, message, messageKey: 'bannedWord' };
  return { ok: true, name, message };
}

/** The post's comment_throttle (seconds) in ms; absent or bad means 0. */
export function commentThrottleMs(seconds: number | null | undefined): number {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
}

/** How long until the next comment may be sent (0: now). */
export function commentWaitMs(lastSentAt: number | null, throttleMs: number, now: number): number {
  if (lastSentAt === null || throttleMs <= 0) return 0;
  return Math.max(0, lastSentAt + throttleMs - now);
}

/** A small stateful throttle over an injected clock: `tryAcquire()` is true when a comment may go now. */
export function createCommentThrottle(throttleMs: number, now: () => number = () => Date.now()) {
  let lastSentAt: number | null = null;
  return {
    waitMs: () => commentWaitMs(lastSentAt, throttleMs, now()),
    tryAcquire(): boolean {
      if (commentWaitMs(lastSentAt, throttleMs, now()) > 0) return false;
      lastSentAt = now();
      return true;
    },
    /** A send that failed does not count against the throttle. */
    release(): void {
      lastSentAt = null;
    },
  };
}

export type InteractionGate = 'pass' | 'nickname-dialog' | 'login-dialog';

/**
 * Login check before interacting (live-room §5): a member passes, a guest passes when the guest
 * (nickname) feature is on; otherwise the nickname dialog when that feature is on, else the login dialog.
 */
export function interactionGate(viewer: ViewerKind, guestFeatureOn: boolean): InteractionGate {
  if (viewer === 'member') return 'pass';
  if (viewer === 'guest' && guestFeatureOn) return 'pass';
  return guestFeatureOn ? 'nickname-dialog' : 'login-dialog';
}

/** A buyer on the store blacklist may not buy (commerce §6, issue 7 decision 1). */
export function purchaseGate(inStoreBlacklist: boolean): { ok: true } | { ok: false; messageKey: LiveRulesMessageKey } {
  return inStoreBlacklist ? { ok: false, messageKey: 'inBlacklistBuy' } : { ok: true };
}
