'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { cartCountAtom, loginDialogAtom, nicknameDialogAtom, sessionGuestAtom, sessionUserAtom, showToastAtom } from '@/components/shell/atoms';
import { viewerKind } from '@/lib/identity/viewer';
import { checkComment, commentThrottleMs, createCommentThrottle, interactionGate, purchaseGate, senderName } from '@/lib/live/comments/rules';
import { recordVote, type PollVotes } from '@/lib/live/polls';
import { effectiveBlocked } from '@/lib/live/room-flags';
import { effectsOfCartError } from '@/lib/live/room/effects';
import { fillTemplate } from '@/lib/market/add-notice';
import type { ReactionIcon, RoomAddOutcome } from './room-actions';
import type { LiveRoomProps } from './room-props';
import type { LiveRoomCore } from './useLiveRoom';
import { useReactionSender } from './useReactionSender';

const SESSION_HELD = 'held-by-the-server';

export interface RoomInteractions {
  sendComment(message: string): boolean;
  addToCart(skuId: number, quantity: number): Promise<void>;
  react(icon: ReactionIcon): void;
  vote(pollId: number, optionIndex: number): Promise<void>;
  /** The login check of live-room §5 (opens the nickname or login dialog); true when it passes. */
  passesLoginCheck(): boolean;
  /** A signed-in member (not a guest or ghost): vouchers are acquired for members only. */
  isMember: boolean;
  votes: PollVotes;
  /** The comment throttle's wait message, or null. */
  waitNotice: string | null;
  /** A comment that failed to send, put back into an empty field. */
  draftRestore: { text: string } | null;
}

/**
 * What the viewer does in the room: comment, add to cart, react, vote. Each passes the login check
 * of live-room §5 first; calls are the room's server actions, with the viewer's hu_source.
 */
export function useRoomInteractions(props: LiveRoomProps, core: LiveRoomCore): RoomInteractions {
  const { store, post, text, rules, actions, viewer: viewerProps, source } = props;
  const { state, dispatch, flags, layer, runEffects } = core;
  const showToast = useSetAtom(showToastAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const openLogin = useSetAtom(loginDialogAtom);
  const openNickname = useSetAtom(nicknameDialogAtom);
  const handledSession = useSessionFailure();
  const user = useAtomValue(sessionUserAtom) ?? viewerProps.user;
  const guest = useAtomValue(sessionGuestAtom) ?? viewerProps.guest;
  const [draftRestore, setDraftRestore] = useState<{ text: string } | null>(null);
  const [waitNotice, setWaitNotice] = useState<string | null>(null);
  const [votes, setVotes] = useState<PollVotes>({});

  // The tokens are HttpOnly: a user or guest viewer stands for a session the server holds.
  const kind = viewerKind({ memberToken: state.viewer.type === 'user' ? SESSION_HELD : null, user, guestToken: state.viewer.type === 'guest' ? SESSION_HELD : null, guest });
  const passesLoginCheck = useCallback((): boolean => {
    const gate = interactionGate(kind, flags.guestChat);
    if (gate === 'pass') return true;
    if (gate === 'nickname-dialog') openNickname(true);
    else openLogin({ open: true, reason: 'action' });
    return false;
  }, [kind, flags.guestChat, openLogin, openNickname]);

  const throttle = useMemo(() => createCommentThrottle(commentThrottleMs(state.post.comment_throttle)), [state.post.comment_throttle]);

  const sendComment = (message: string): boolean => {
    if (!passesLoginCheck()) return false;
    // Live-room §5: the group-stream nickname first, then the username, then the guest name.
    const groupStreamName = guest?.groupStreamName?.trim() || '';
    const name = senderName({ groupStreamName, username: user?.nickname || user?.name, guestName: guest?.name });
    const check = checkComment({ viewer: { type: state.viewer.type, id: state.viewer.id }, blockedIds: effectiveBlocked(flags, state.blocked), dirtyWordOn: flags.dirtyWord, name, message, inStoreBlacklist: props.inBlacklist });
    if (!check.ok) {
      if (check.reason !== 'empty') dispatch({ type: 'comment.local-failure', name: check.name, message: check.message, reason: check.reason });
      return true;
    }
    const wait = throttle.waitMs();
    if (wait > 0 || !throttle.tryAcquire()) {
      setWaitNotice(fillTemplate(text.commentThrottled, { seconds: Math.ceil(wait / 1000) }));
      return false;
    }
    setWaitNotice(null);
    void actions
      .sendComment({ postId: post.id, message: check.message, pnId: viewerProps.pnId, ...(name ? { name } : {}), ...(groupStreamName ? { groupStreamName } : {}), ...(source ? { source } : {}) })
      .catch(() => ({ kind: 'error' as const, message: null }))
      .then((result) => {
        if (result.kind === 'sent' || result.kind === 'silent') return;
        throttle.release();
        if (result.kind === 'login') {
          // The server saw no token: the login check opens the right dialog (or the login one).
          if (passesLoginCheck()) openLogin({ open: true, reason: 'action' });
          setDraftRestore({ text: check.message });
        } else if (!handledSession(result)) {
          showToast({ type: 'error', message: result.message ?? text.commentFailed });
          // Nothing typed is lost: the text comes back if the field is still empty.
          setDraftRestore({ text: check.message });
        }
      });
    return true;
  };

  const addToCart = async (skuId: number, quantity: number): Promise<void> => {
    if (!passesLoginCheck()) return;
    const gate = purchaseGate(props.inBlacklist);
    if (!gate.ok) {
      showToast({ type: 'error', message: rules[gate.messageKey] });
      return;
    }
    let outcome: RoomAddOutcome;
    try {
      outcome = await actions.addToCart({ store: store.slug, postId: post.id, skus: [{ id: skuId, quantity }] });
    } catch {
      outcome = { kind: 'error', message: null };
    }
    if (handledSession(outcome)) return;
    switch (outcome.kind) {
      case 'added':
        if (outcome.cartCount !== null) setCartCount(outcome.cartCount);
        showToast(outcome.full ? { type: 'success', message: text.added } : { type: 'warning', message: fillTemplate(text.partialAdded, { added: outcome.added, requested: outcome.requested }) });
        return;
      case 'limit':
        runEffects(effectsOfCartError({ report_type: 'REACHED_BUYER_PURCHASABLE_LIMIT' }));
        return;
      case 'notInCart':
        runEffects(effectsOfCartError({ report_type: 'NOT_FOUND_ITEM_IN_CART' }));
        return;
      case 'error':
        showToast({ type: 'error', message: outcome.message ?? text.addFailed });
        return;
      default:
    }
  };

  const reactions = useReactionSender({
    postId: post.id,
    pnId: viewerProps.pnId,
    user: state.viewer.type === 'ghost' || state.viewer.id === null ? { type: 'ghost' } : { type: state.viewer.type, id: state.viewer.id },
    source,
    send: actions.sendReaction,
  });
  const react = (icon: ReactionIcon) => {
    layer.current?.spawn(icon, 1);
    reactions.add(icon);
  };

  const vote = async (pollId: number, optionIndex: number): Promise<void> => {
    if (votes[pollId] !== undefined || !passesLoginCheck()) return;
    const outcome = await actions.votePoll({ postId: post.id, pollId, optionIndex }).catch(() => ({ kind: 'error' as const, message: null }));
    const panel = props.panelText;
    if (handledSession(outcome)) return;
    switch (outcome.kind) {
      case 'voted':
        setVotes((current) => recordVote(current, pollId, optionIndex));
        // The counts now; everyone else gets them as poll.result.
        dispatch({ type: 'realtime', event: { type: 'poll.result', poll: outcome.poll } });
        return;
      case 'already':
        // Voted before (another tab or device): which option is not known here.
        setVotes((current) => recordVote(current, pollId, -1));
        showToast({ type: 'info', message: panel.pollAlready });
        return;
      case 'closed':
        showToast({ type: 'warning', message: panel.pollClosed });
        return;
      case 'silent':
        return;
      case 'error':
        showToast({ type: 'error', message: outcome.message ?? panel.pollFailed });
    }
  };

  return { sendComment, addToCart, react, vote, passesLoginCheck, isMember: kind === 'member', votes, waitNotice, draftRestore };
}
