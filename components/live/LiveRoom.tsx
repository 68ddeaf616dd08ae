'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { cartCountAtom, loginDialogAtom, nicknameDialogAtom, sessionGuestAtom, sessionUserAtom, showToastAtom, type SessionGuest, type SessionUser } from '@/components/shell/atoms';
import { logoutAction } from '@/components/identity/actions';
import { createBannerTimer } from '@/lib/live/banners/queue';
import { checkComment, commentThrottleMs, createCommentThrottle, interactionGate, purchaseGate, senderName } from '@/lib/live/comments/rules';
import { createEffectRunner, effectsOf, effectsOfCartError, effectsOfConnection, shouldAnnounceJoin, type EffectRunner, type LiveRulesMessageKey } from '@/lib/live/room/effects';
import { parseRoomEvent } from '@/lib/live/room/events';
import { roomReducer } from '@/lib/live/room/reducer';
import { initialRoomState, type RoomViewer } from '@/lib/live/room/state';
import { viewerKind } from '@/lib/identity/viewer';
import { fillTemplate } from '@/lib/market/add-notice';
import type { CommentBlacklistEntry, ReplayInfo, RoomComment, StoreSetting, StreamInfo, StreamPost } from '@/lib/schemas';
import { ArchiveNav } from './ArchiveNav';
import { CommentComposer } from './CommentComposer';
import { CommentList } from './CommentList';
import { Player } from './Player';
import { liveSources, replaySources } from './player-sources';
import { ProductList } from './ProductList';
import { ReactionBar, ReactionLayer, type ReactionLayerHandle } from './Reactions';
import type { ReactionIcon, RoomActions, RoomAddOutcome } from './room-actions';
import { hintOf, purchaseWordOf, reactionButtonsOf } from './room-flags-view';
import { buildRoomFlags, effectiveBlocked, replayAllowed, roomConfigOf, showCommentsOnReplay, showProductList, shownViewerCount } from '@/lib/live/room-flags';
import type { RoomMode } from './room-mode';
import type { RoomText } from './room-text';
import { BannerView, DrawStatus, StageOverlay } from './RoomOverlays';
import { useReactionSender } from './useReactionSender';
import { useRealtime } from './useRealtime';
import { viewerIdCookie } from './viewer-id';
import styles from './room.module.css';

export interface LiveRoomProps {
  store: { id: number; slug: string; name: string; currency: string; avatarUrl: string | null };
  settings: readonly StoreSetting[];
  post: StreamPost;
  /** Decided on the server from the post (live, replay, upcoming, ended). */
  initialMode: RoomMode;
  streamInfo: StreamInfo | null;
  replayInfo: ReplayInfo | null;
  comments: RoomComment[];
  blacklist: CommentBlacklistEntry[];
  /** users/in-blacklist (commerce §6): no comments, no buying. */
  inBlacklist: boolean;
  viewer: { pnId: string; freshId: boolean; user: SessionUser | null; guest: SessionGuest | null; sessionKey?: string | null };
  /** "Starts …", formatted on the server in the store's time zone. */
  startsAt: string | null;
  text: RoomText;
  /** liveRules messages (effects and comment rules), raw templates; failureNotice has {name} and {message}. */
  rules: Record<LiveRulesMessageKey | 'failureNotice', string>;
  actions: RoomActions;
  /** Title and text, rendered on the server. */
  header: ReactNode;
  /** The cart button (components/shell/CartLink, rendered on the server). */
  cartLink: ReactNode;
  /** Product page path prefix, for the simple-redirect purchase flag. */
  productPath: string;
}

const COMMENT_MAX = 200;
const NOTICE_MS = 6_000;

const runUnauthorizedRule = () => import('@/components/identity/session-runtime').then((runtime) => runtime.handleUnauthorized());

/** `sessionKey`: the server's fingerprint of this viewer's token (the token itself stays HttpOnly). */
function viewerOf(user: SessionUser | null, guest: SessionGuest | null, pnId: string, sessionKey: string | null): RoomViewer {
  if (user && sessionKey) return { type: 'user', id: user.id, token: sessionKey, realtimeId: pnId };
  if (guest && sessionKey) return { type: 'guest', id: guest.id, token: sessionKey, realtimeId: pnId };
  return { type: 'ghost', id: null, token: null, realtimeId: pnId };
}

/**
 * The live room (issue 6): state in one reducer fed by realtime events, side effects through one
 * runner, the player and the SDK loaded after the first paint. Calls go through server actions.
 */
export function LiveRoom(props: LiveRoomProps) {
  const { store, post, initialMode, text, rules, actions, viewer: viewerProps } = props;
  const flags = useMemo(() => buildRoomFlags(props.settings, post), [props.settings, post]);
  const [state, dispatch] = useReducer(roomReducer, null, () =>
    initialRoomState({
      post,
      comments: props.comments,
      blacklist: props.blacklist,
      viewer: { type: 'ghost', id: null, token: null, realtimeId: viewerProps.pnId },
      config: roomConfigOf(flags),
      now: Date.now(),
    }),
  );
  // A replay is offered only with the store's replay feature on.
  const isReplay = initialMode === 'replay' && replayAllowed(flags);
  const mode: RoomMode = initialMode === 'replay' && !isReplay ? 'ended' : initialMode;
  const showToast = useSetAtom(showToastAtom);
  const setCartCount = useSetAtom(cartCountAtom);
  const openLogin = useSetAtom(loginDialogAtom);
  const openNickname = useSetAtom(nicknameDialogAtom);
  const setSessionUser = useSetAtom(sessionUserAtom);
  const setSessionGuest = useSetAtom(sessionGuestAtom);
  const user = useAtomValue(sessionUserAtom) ?? viewerProps.user;
  const guest = useAtomValue(sessionGuestAtom) ?? viewerProps.guest;
  const layer = useRef<ReactionLayerHandle>(null);
  const [seek, setSeek] = useState<{ seconds: number } | null>(null);
  const [position, setPosition] = useState(0);
  const [draftRestore, setDraftRestore] = useState<{ text: string } | null>(null);

  // Who is watching: from the session and the token cookies (read after hydration).
  useEffect(() => {
    dispatch({ type: 'viewer.changed', viewer: viewerOf(user, guest, viewerProps.pnId, viewerProps.sessionKey ?? null) });
  }, [user, guest, viewerProps.pnId, viewerProps.sessionKey]);

  // A first visit: keep the realtime id the server made up for later visits.
  useEffect(() => {
    if (viewerProps.freshId) document.cookie = viewerIdCookie(viewerProps.pnId, location.protocol === 'https:');
  }, [viewerProps.freshId, viewerProps.pnId]);

  // ── Effects runner ────────────────────────────────────────────────────
  const latest = useRef({ state, store, actions, rules, text });
  useEffect(() => {
    latest.current = { state, store, actions, rules, text };
  });
  const refreshing = useRef(false);
  const runner = useRef<EffectRunner | null>(null);
  useEffect(() => {
    const created = createEffectRunner({
      reload: () => window.location.reload(),
      refetchCart: (notice) => {
        const { actions: a, store: s, rules: r } = latest.current;
        void a.cartCount(s.slug).then((count) => count !== null && setCartCount(count));
        if (notice) showToast({ type: 'info', message: r[notice] });
      },
      // post, products and comments come back together: one call per burst of refetch effects.
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
            })
            .finally(() => {
              refreshing.current = false;
            });
        });
      },
      toast: (message, tone, durationMs) => showToast({ type: tone, message: latest.current.rules[message], ...(durationMs ? { durationMs } : {}) }),
      animate: (icon, count) => layer.current?.spawn(icon, count),
      clearToken: () => {
        void logoutAction();
        setSessionUser(null);
        setSessionGuest(null);
      },
      // The kicked state (reducer) stops the player and the realtime connection.
      leaveStream: () => undefined,
    });
    runner.current = created;
    return () => {
      created.dispose();
      runner.current = null;
    };
  }, [setCartCount, showToast, setSessionUser, setSessionGuest]);

  // ── Realtime ─────────────────────────────────────────────────────────
  const realtimeInfo = isReplay ? props.replayInfo : props.streamInfo;
  const connection = useRealtime(realtimeInfo ?? null, viewerProps.pnId, !state.kicked && mode !== 'ended', {
    onMessage: (channel, name, data) => {
      const parsed = parseRoomEvent(channel, { name, data });
      if (!parsed.event) return;
      const current = latest.current.state;
      dispatch({ type: 'realtime', event: parsed.event, now: Date.now() });
      runner.current?.run(effectsOf(parsed.event, { viewer: current.viewer, mode: current.mode, random: Math.random }));
    },
    onStatus: (status) => {
      dispatch({ type: 'connection', status });
      runner.current?.run(effectsOfConnection(status));
    },
  });

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
  useEffect(() => {
    if (announced.current || !shouldAnnounceJoin({ viewerType: state.viewer.type, stage: state.stage, joinRoom: flags.joinRoom })) return;
    announced.current = true;
    void actions.announceJoined({ postId: post.id, pnId: viewerProps.pnId });
  }, [state.viewer.type, state.stage, flags.joinRoom, actions, post.id, viewerProps.pnId]);

  // Local failure notices go away by themselves.
  const notice = state.notices.at(-1) ?? null;
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => dispatch({ type: 'notice.dismiss', id: notice.id }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // ── Interacting ──────────────────────────────────────────────────────
  const kind = viewerKind({ memberToken: state.viewer.type === 'user' ? state.viewer.token : null, user, guestToken: state.viewer.type === 'guest' ? state.viewer.token : null, guest });
  const passesLoginCheck = useCallback((): boolean => {
    const gate = interactionGate(kind, flags.guestChat);
    if (gate === 'pass') return true;
    if (gate === 'nickname-dialog') openNickname(true);
    else openLogin({ open: true, reason: 'action' });
    return false;
  }, [kind, flags.guestChat, openLogin, openNickname]);

  const throttle = useMemo(() => createCommentThrottle(commentThrottleMs(state.post.comment_throttle)), [state.post.comment_throttle]);
  const [waitNotice, setWaitNotice] = useState<string | null>(null);

  const sendComment = (message: string): boolean => {
    if (!passesLoginCheck()) return false;
    const name = senderName({ username: user?.nickname || user?.name, guestName: guest?.name });
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
      .sendComment({ postId: post.id, message: check.message, pnId: viewerProps.pnId, ...(name ? { name } : {}) })
      .catch(() => ({ kind: 'error' as const, message: null }))
      .then((result) => {
        if (result.kind === 'sent' || result.kind === 'silent') return;
        throttle.release();
        if (result.kind === 'login') {
          // The server saw no token: the login check opens the right dialog (or the login one).
          if (passesLoginCheck()) openLogin({ open: true, reason: 'action' });
          setDraftRestore({ text: check.message });
        } else if (result.kind === 'unauthorized') void runUnauthorizedRule();
        else {
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
    switch (outcome.kind) {
      case 'added':
        if (outcome.cartCount !== null) setCartCount(outcome.cartCount);
        showToast(outcome.full ? { type: 'success', message: text.added } : { type: 'warning', message: fillTemplate(text.partialAdded, { added: outcome.added, requested: outcome.requested }) });
        return;
      case 'limit':
        runner.current?.run(effectsOfCartError({ report_type: 'REACHED_BUYER_PURCHASABLE_LIMIT' }));
        return;
      case 'notInCart':
        runner.current?.run(effectsOfCartError({ report_type: 'NOT_FOUND_ITEM_IN_CART' }));
        return;
      case 'login':
        openLogin({ open: true, reason: 'action' });
        return;
      case 'unauthorized':
        void runUnauthorizedRule();
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
    send: actions.sendReaction,
  });
  const react = (icon: ReactionIcon) => {
    layer.current?.spawn(icon, 1);
    reactions.add(icon);
  };

  // ── View ─────────────────────────────────────────────────────────────
  const sources = useMemo(() => (isReplay ? replaySources(props.replayInfo) : mode === 'live' ? liveSources(props.streamInfo) : []), [isReplay, mode, props.replayInfo, props.streamInfo]);
  const playing = !state.kicked && (isReplay || state.stage === 'streaming');
  const poster = (isReplay ? post.vod_image_url : state.stage === 'end' ? post.cover_stopped : post.cover_pending) ?? props.streamInfo?.snapshot_url ?? post.vod_image_url ?? null;
  const count = shownViewerCount(flags, state.viewers);
  const badge = isReplay ? text.badgeReplay : state.stage === 'streaming' ? text.badgeLive : state.stage === 'end' ? text.badgeEnded : text.badgeUpcoming;
  const commentsShown = !isReplay || showCommentsOnReplay(flags);
  const productNames = useMemo(() => new Map(state.products.map((p) => [p.id, p.name])), [state.products]);
  const reactionButtons = useMemo(() => reactionButtonsOf(flags, text, isReplay), [flags, text, isReplay]);
  const hint = hintOf(flags);
  const composerBlocked = state.kicked ? rules.kicked : props.inBlacklist ? rules.inBlacklistComment : null;
  const noticeText = notice
    ? `${rules[notice.reason === 'blocked' ? 'blockedComment' : notice.reason === 'banned_word' ? 'bannedWord' : 'inBlacklistComment']} ${fillTemplate(rules.failureNotice, { name: notice.name || text.someone, message: notice.message })}`
    : null;

  // Stable props, so a comment re-renders the chat alone (the children are memoised).
  const labels = useMemo(() => roomLabels(text, rules, store.name, props.startsAt, purchaseWordOf(flags)), [text, rules, store.name, props.startsAt, flags]);
  const onAdd = useStable(addToCart);
  const onSend = useStable(sendComment);
  const onReact = useStable(react);
  const onSeek = useCallback((seconds: number) => setSeek({ seconds }), []);
  const productPath = props.productPath;
  const productHref = useMemo(() => (flags.simpleRedirectPurchase ? (productId: number) => `${productPath}${productId}` : null), [flags.simpleRedirectPurchase, productPath]);

  return (
    <div className={styles.room} data-realtime={connection} data-stage={state.kicked ? 'kicked' : state.stage} data-testid="live-room">
      <section className={styles.stageArea} aria-label={isReplay ? text.replayVideo : text.video}>
        <Player
          sources={sources}
          live={!isReplay}
          poster={poster}
          posterAlt={post.title}
          autoplay={!flags.noAutoplay}
          active={playing}
          seek={seek}
          labels={isReplay ? labels.replayPlayer : labels.player}
          onTime={isReplay ? setPosition : undefined}
        />
        <StageOverlay
          stage={state.stage}
          kicked={state.kicked}
          replay={isReplay}
          labels={labels.stage}
        />
        <div className={styles.topBar}>
          <span className={`${styles.badge} ${state.stage === 'streaming' && !isReplay ? styles.badgeLive : ''}`} data-testid="room-badge">
            {badge}
          </span>
          {count !== null ? (
            <span className={styles.badge} data-testid="viewer-count">
              {fillTemplate(flags.memberCountType === 'unique' ? text.viewersUnique : text.viewersOnline, { count })}
            </span>
          ) : null}
        </div>
        {flags.kirariLogo ? (
          <span className={styles.logo} data-testid="kirari-logo">
            {text.poweredBy}
          </span>
        ) : null}
        <BannerView banner={state.banners[0] ?? null} labels={labels.banner} />
        <ReactionLayer ref={layer} />
        {connection === 'disconnected' ? (
          <p className={styles.notice} role="status" style={{ position: 'absolute', left: 12, right: 12, bottom: 12, zIndex: 4 }}>
            {text.reconnecting}
          </p>
        ) : null}
      </section>

      <div className={styles.info}>
        {props.header}
        <div className={styles.tools}>
          {flags.shopIcon ? (
            <Link className={styles.toolLink} href={`/${encodeURIComponent(store.slug)}/market`}>
              {store.name}
            </Link>
          ) : null}
          {flags.cartShow ? props.cartLink : null}
        </div>
        <DrawStatus draw={state.draw} labels={labels.draw} />
        {hint ? (
          <p className={styles.hint} data-testid="hint">
            {hint === 'comment' ? text.hintComment : text.hintShopping}
          </p>
        ) : null}
        {isReplay ? (
          <ArchiveNav
            archive={state.post.archive}
            replayableClipIds={state.post.replayable_clip_ids}
            productNames={productNames}
            position={position}
            labels={labels.archive}
            onSeek={onSeek}
          />
        ) : null}
      </div>


      <aside className={styles.chat} aria-labelledby="room-chat">
        <h2 id="room-chat" className={styles.chatTitle}>
          {text.comments}
        </h2>
        {commentsShown ? (
          <CommentList
            comments={state.visibleComments}
            labels={labels.comments}
            officialColor={flags.officialMessageBgColor}
            selfId={state.viewer.id}
          />
        ) : (
          <p className={styles.composerNote}>{text.commentsClosed}</p>
        )}
        <ReactionBar buttons={reactionButtons} label={text.react} onReact={onReact} />
        {!isReplay ? (
          <CommentComposer
            labels={labels.composer}
            disabledReason={composerBlocked}
            notice={noticeText ?? waitNotice}
            maxLength={COMMENT_MAX}
            onSend={onSend}
            restore={draftRestore}
          />
        ) : null}
      </aside>

      {showProductList(flags, state.stage) ? (
        <ProductList
          products={state.products}
          currency={store.currency}
          labels={labels.products}
          sellingId={flags.salesProduct ? state.sellingProductId : null}
          productHref={productHref}
          onAdd={onAdd}
          blockedReason={state.kicked ? rules.kicked : props.inBlacklist ? rules.inBlacklistBuy : null}
        />
      ) : null}
    </div>
  );
}


/** A callback with a stable identity that always runs the latest render's function. */
function useStable<A extends unknown[], R>(run: (...args: A) => R): (...args: A) => R {
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });
  return useCallback((...args: A) => latestRun.current(...args), []);
}

/** Every label object the room's parts take, built once per set of strings. */
function roomLabels(text: RoomText, rules: LiveRoomProps['rules'], storeName: string, startsAt: string | null, purchaseWord: string | null) {
  return {
    player: { video: text.video, unmute: text.unmute, mute: text.mute, failed: text.playerFailed },
    replayPlayer: { video: text.replayVideo, unmute: text.unmute, mute: text.mute, failed: text.playerFailed },
    stage: { waiting: text.stageWaiting, unpublished: text.stageUnpublished, ended: text.stageEnded, startsAt, kicked: rules.kicked },
    banner: { welcome: text.bannerWelcome, shared: text.bannerShared, cart: text.bannerCart, cartItem: text.cartItem, someone: text.someone },
    draw: { processing: text.drawProcessing, ended: text.drawEnded, published: text.drawPublished, noWinners: text.drawNoWinners },
    archive: { chapters: text.chapters, clips: text.clips, seekTo: text.seekTo, clipProducts: text.clipProducts },
    products: {
      products: text.products,
      empty: text.productsEmpty,
      nowSelling: text.nowSelling,
      keyword: text.keyword,
      skuKeyword: text.skuKeyword,
      stock: text.stock,
      skuSoldOut: text.skuSoldOut,
      option: text.option,
      quantity: text.quantity,
      purchase: purchaseWord ?? text.purchase,
      adding: text.adding,
      status: { sold_out: text.soldOut, before_sell: text.beforeSell, end_sell: text.endSell },
    },
    comments: { comments: text.comments, empty: text.commentsEmpty, official: storeName, cartComment: text.cartComment, cartItem: text.cartItem },
    composer: { label: text.commentLabel, placeholder: text.commentPlaceholder, send: text.send },
  };
}
