'use client';

import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useReducer, useRef, type Dispatch, type RefObject } from 'react';
import { cartCountAtom, refreshSessionAtom, sessionGuestAtom, sessionUserAtom, showToastAtom } from '@/components/shell/atoms';
import { logoutAction } from '@/components/identity/actions';
import { createBannerTimer } from '@/lib/live/banners/queue';
import { buildRoomFlags, roomConfigOf, shownRoomMode, type RoomFlags } from '@/lib/live/room-flags';
import { createEffectRunner, shouldAnnounceJoin, type EffectRunner, type RoomEffect } from '@/lib/live/room/effects';
import { createInvalidMessageReporter } from '@/lib/live/room/invalid-report';
import { roomReducer, type RoomAction } from '@/lib/live/room/reducer';
import { initialRoomState, type RoomState } from '@/lib/live/room/state';
import { breadcrumb, report } from '@/lib/report';
import type { RealtimeStatus } from '@/lib/live/realtime/types';
import type { ReactionLayerHandle } from './Reactions';
import type { LiveRoomProps } from './room-props';
import type { RoomMode } from '@/lib/live/room-mode';
import { useRoomRealtime } from './useRoomRealtime';
import { viewerIdCookie } from '@/lib/live/viewer-id';
import { inCrossSiteFrame } from './embed/frame-context';
import { realtimeTokenPath } from '@/lib/live/realtime/token-path';
import { replayFromSnapshot } from '@/lib/live/realtime/replay';
import { bumpRoomCartAtom } from './cart/room-cart-signal';
import type { RoomLink } from '@/lib/live/embed/room-link';

const NOTICE_MS = 6_000;

export interface LiveRoomCore {
  state: RoomState;
  dispatch: Dispatch<RoomAction>;
  flags: RoomFlags;
  /** The mode shown: a replay without the store's replay feature counts as ended. */
  mode: RoomMode;
  isReplay: boolean;
  connection: RealtimeStatus | 'idle';
  /** The floating reactions over the video. */
  layer: RefObject<ReactionLayerHandle | null>;
  runEffects(effects: readonly RoomEffect[]): void;
}

/**
 * The room's state and everything that feeds it (issue 12 item 9): one reducer; realtime through
 * lib/live/room/session (malformed or unknown messages reported, throttled); side effects through
 * one runner; the banner timer, the join announcement and the notice timeout.
 */
export function useLiveRoom(props: LiveRoomProps, hostRef?: RefObject<RoomLink | null>): LiveRoomCore {
  const { store, post, initialMode, actions, rules, viewer } = props;
  const flags = useMemo(() => buildRoomFlags(props.settings, post), [props.settings, post]);
  const [state, dispatch] = useReducer(roomReducer, null, () =>
    initialRoomState({
      post,
      comments: props.comments,
      blacklist: props.blacklist,
      poll: props.poll,
      viewer: { type: 'ghost', id: null, fingerprint: null, realtimeId: viewer.pnId },
      config: roomConfigOf(flags),
      now: Date.now(),
    }),
  );
  // A replay is offered only with the store's replay feature on.
  const mode: RoomMode = shownRoomMode(initialMode, flags);
  const isReplay = mode === 'replay';
  const showToast = useSetAtom(showToastAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const bumpRoomCart = useSetAtom(bumpRoomCartAtom);
  const setSessionUser = useSetAtom(sessionUserAtom);
  const setSessionGuest = useSetAtom(sessionGuestAtom);
  const refreshSession = useSetAtom(refreshSessionAtom);
  const layer = useRef<ReactionLayerHandle>(null);

  // A first visit: keep the realtime id the server made up for later visits.
  useEffect(() => {
    if (viewer.freshId) document.cookie = viewerIdCookie(viewer.pnId, location.protocol === 'https:', inCrossSiteFrame());
  }, [viewer.freshId, viewer.pnId]);

  // ── Effects runner ────────────────────────────────────────────────────
  const latest = useRef({ state, store, actions, rules });
  useEffect(() => {
    latest.current = { state, store, actions, rules };
  });
  const refreshing = useRef(false);
  const runner = useRef<EffectRunner | null>(null);
  useEffect(() => {
    const created = createEffectRunner({
      reload: () => window.location.reload(),
      refetchCart: (notice) => {
        const { actions: a, store: s, rules: r } = latest.current;
        void a.cartCount(s.slug).then((count) => count !== null && setCartCount(count));
        bumpRoomCart();
        if (notice) showToast({ type: 'info', message: r[notice] });
      },
      // post (with its pins), products, comments and the poll come back together: one call per burst of refetch effects.
      refetch: () => {
        if (refreshing.current) return;
        refreshing.current = true;
        queueMicrotask(() => {
          const { actions: a, store: s, state: current } = latest.current;
          void a
            .refresh({ storeId: s.id, postId: current.post.id })
            .then((fresh) => {
              if (!fresh) return;
              dispatch({ type: 'post.loaded', post: fresh.post, now: Date.now() });
              if (fresh.comments) dispatch({ type: 'comments.loaded', comments: fresh.comments });
              if (fresh.poll !== undefined) dispatch({ type: 'poll.loaded', poll: fresh.poll });
            })
            .finally(() => {
              refreshing.current = false;
            });
        });
      },
      toast: (message, tone, durationMs) => showToast({ type: tone, message: latest.current.rules[message], ...(durationMs ? { durationMs } : {}) }),
      animate: (icon, count) => layer.current?.spawn(icon, count),
      clearToken: () => {
        setSessionUser(null);
        setSessionGuest(null);
        // The header reads the session on its own (PersonalHeader): read it again once the cookies
        // are gone, so it shows the visitor signed out (issue 28).
        void logoutAction().finally(() => refreshSession());
      },
      // The kicked state (reducer) stops the player and the realtime connection.
      leaveStream: () => undefined,
    });
    runner.current = created;
    return () => {
      created.dispose();
      runner.current = null;
    };
  }, [setCartCount, showToast, setSessionUser, setSessionGuest, refreshSession, bumpRoomCart]);
  const runEffects = useMemo(
    () => (effects: readonly RoomEffect[]) => {
      runner.current?.run(effects);
      hostRef?.current?.tellEffects(effects);
    },
    [hostRef],
  );

  // ── Realtime (lib/live/room/session) ─────────────────────────────────
  const reportInvalid = useMemo(() => createInvalidMessageReporter({ breadcrumb, report: (error, context) => void report(error, context) }), []);
  // The recording page is watch only: no realtime.
  const connection = useRoomRealtime(isReplay ? props.replayInfo : props.streamInfo, viewer.pnId, !state.kicked && mode !== 'ended' && !props.record, {
    // The host of an embedded room hears of sales and stock as they come (components/live/embed).
    dispatch: (action) => {
      dispatch(action);
      hostRef?.current?.tellAction(action);
    },
    runEffects,
    effectContext: () => ({ viewer: latest.current.state.viewer, mode: latest.current.state.mode, random: Math.random }),
    onInvalid: reportInvalid,
  }, realtimeTokenPath(store.slug, post.id), !isReplay, replayFromSnapshot(props.snapshot));

  // ── Banners ──────────────────────────────────────────────────────────
  const bannerTimer = useRef<ReturnType<typeof createBannerTimer> | null>(null);
  useEffect(() => {
    const timer = createBannerTimer((id) => dispatch({ type: 'banner.shift', id }));
    bannerTimer.current = timer;
    return () => timer.dispose();
  }, []);
  useEffect(() => {
    bannerTimer.current?.sync(state.banners);
  }, [state.banners]);

  // ── Join announcement (non-ghosts, stage not ended, flag on) ─────────
  const announced = useRef(false);
  const source = props.source;
  const watchOnly = Boolean(props.record);
  useEffect(() => {
    if (watchOnly || announced.current || !shouldAnnounceJoin({ viewerType: state.viewer.type, stage: state.stage, joinRoom: flags.joinRoom })) return;
    announced.current = true;
    // The actions from `latest`: a re-render of the page recreates them, which must not run this again.
    void latest.current.actions.announceJoined({ postId: post.id, pnId: viewer.pnId, ...(source ? { source } : {}) });
  }, [watchOnly, state.viewer.type, state.stage, flags.joinRoom, post.id, viewer.pnId, source]);

  // Local failure notices go away by themselves.
  const notice = state.notices.at(-1) ?? null;
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => dispatch({ type: 'notice.dismiss', id: notice.id }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return { state, dispatch, flags, mode, isReplay, connection, layer, runEffects };
}
