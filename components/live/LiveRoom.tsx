'use client';

import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sessionGuestAtom, sessionUserAtom, type SessionGuest, type SessionUser } from '@/components/shell/atoms';
import { pollShown } from '@/lib/live/polls';
import { liveSources, replaySources } from '@/lib/live/player-sources';
import { purchaseWordOf } from '@/lib/live/room-flag-values';
import { archivedCommentsAllowed } from '@/lib/live/replay-nav';
import { showCommentsOnReplay, showProductList, shownViewerCount } from '@/lib/live/room-flags';
import type { RoomViewer } from '@/lib/live/room/state';
import { fillTemplate } from '@/lib/market/add-notice';
import { ProductList, type ProductListProps } from './ProductList';
import { reactionButtonsOf } from './room-flags-view';
import { roomLabels, useStable } from './room-labels';
import type { LiveRoomProps } from './room-props';
import { RoomChat, type RoomChatProps } from './RoomChat';
import { RoomInfo } from './RoomInfo';
import { RoomStage, type RoomStageProps } from './RoomStage';
import { DrawStatus } from './RoomOverlays';
import { LiveRoomImmersive } from './layout/LiveRoomImmersive';
import { useRoomLayoutMode } from './layout/useRoomLayout';
import { appPath } from '@/lib/url/safe-href';
import { promotedOf } from '@/lib/live/layout/mini-player';
import { realtimeTokenPath } from '@/lib/live/realtime/token-path';
import { formatPriceRange } from '@/lib/format/currency';
import { useRoomMiniSession } from './mini/useMiniSession';
import { useLiveRoom } from './useLiveRoom';
import { useRoomInteractions } from './useRoomInteractions';
import { useReplayChat } from './useReplayChat';
import { useShoppableReplay } from './useShoppableReplay';
import styles from './room.module.css';
import { safeInternalPath } from '@/lib/url/internal-path';
import { RoomExtras } from './promotions/RoomExtras';
import { createPlayerControl } from './embed/player-control';
import { useEmbedRoom } from './embed/useEmbedRoom';
import type { RoomLink } from '@/lib/live/embed/room-link';
import { clipViewOf, viewerIdentityOf } from '@/lib/live/embed/view';
import { useEmbedMarker } from './embed/useEmbedMarker';

export type { LiveRoomProps } from './room-props';

// Loaded on the first poll.show: most rooms never run a poll.
const PollPanel = dynamic(() => import('./PollPanel'), { ssr: false });

const COMMENT_MAX = 200;

/**
 * Who watches, from the session the server rendered or the page just created (a login, a saved
 * nickname). `sessionKey` is the server's fingerprint of the HttpOnly token, for the kick; it is
 * null until the route renders again after such a change, and a viewer without one is never kicked.
 */
function viewerOf(user: SessionUser | null, guest: SessionGuest | null, pnId: string, sessionKey: string | null): RoomViewer {
  if (user) return { type: 'user', id: user.id, fingerprint: sessionKey, realtimeId: pnId };
  if (guest) return { type: 'guest', id: guest.id, fingerprint: sessionKey, realtimeId: pnId };
  return { type: 'ghost', id: null, fingerprint: null, realtimeId: pnId };
}

/**
 * The live room (issues 6 and 12): state and realtime in useLiveRoom (one reducer fed through
 * lib/live/room/session, one effects runner), what the viewer does in useRoomInteractions, and the
 * view in three parts: the stage, the info column with its panels slot, and the chat. The player,
 * the realtime SDK and the poll and pin panels load after the first paint.
 */
export function LiveRoom(props: LiveRoomProps) {
  const { store, post, text, rules, panelText, viewer: viewerProps } = props;
  // The host page's side (issue 15): inert unless the room is framed.
  const linkRef = useRef<RoomLink | null>(null);
  const [control] = useState(createPlayerControl);
  const core = useLiveRoom(props, linkRef);
  useEmbedMarker();
  const { state, dispatch, flags, mode, isReplay } = core;
  const act = useRoomInteractions(props, core);
  const user = useAtomValue(sessionUserAtom) ?? viewerProps.user;
  const guest = useAtomValue(sessionGuestAtom) ?? viewerProps.guest;
  const [seek, setSeek] = useState<{ seconds: number } | null>(null);
  // The replay's second: where the URL starts it until the player reports its time.
  const [position, setPosition] = useState(() => (isReplay ? (props.startAt ?? 0) : 0));
  const layoutMode = useRoomLayoutMode();
  const router = useRouter();

  // Who is watching: from the session and the token cookies (read after hydration).
  useEffect(() => {
    dispatch({ type: 'viewer.changed', viewer: viewerOf(user, guest, viewerProps.pnId, viewerProps.sessionKey) });
  }, [dispatch, user, guest, viewerProps.pnId, viewerProps.sessionKey]);

  const sources = useMemo(() => (isReplay ? replaySources(props.replayInfo) : mode === 'live' ? liveSources(props.streamInfo) : []), [isReplay, mode, props.replayInfo, props.streamInfo]);
  const poster = (isReplay ? post.vod_image_url : state.stage === 'end' ? post.cover_stopped : post.cover_pending) ?? props.streamInfo?.snapshot_url ?? post.vod_image_url ?? null;
  const productNames = useMemo(() => new Map(state.products.map((p) => [p.id, p.name])), [state.products]);
  // The recording page is watch only: no reactions.
  const watchOnly = Boolean(props.record);
  const reactionButtons = useMemo(() => (watchOnly ? [] : reactionButtonsOf(flags, text, isReplay)), [watchOnly, flags, text, isReplay]);
  const composerBlocked = state.kicked ? rules.kicked : props.inBlacklist ? rules.inBlacklistComment : null;
  const notice = state.notices.at(-1) ?? null;
  const noticeText = notice
    ? `${rules[notice.reason === 'blocked' ? 'blockedComment' : notice.reason === 'banned_word' ? 'bannedWord' : 'inBlacklistComment']} ${fillTemplate(rules.failureNotice, { name: notice.name || text.someone, message: notice.message })}`
    : null;

  // Stable props, so a comment re-renders the chat alone (the children are memoised).
  const labels = useMemo(() => roomLabels(text, rules, store.name, props.startsAt, purchaseWordOf(flags)), [text, rules, store.name, props.startsAt, flags]);
  const onAdd = useStable(act.addToCart);
  const onSend = useStable(act.sendComment);
  const onReact = useStable(act.react);
  const onVote = useStable(act.vote);
  const onSeek = useCallback((seconds: number) => setSeek({ seconds }), []);
  const identity = useMemo(() => viewerIdentityOf(user, guest), [user, guest]);
  const clip = clipViewOf(state.post, isReplay, position);
  const embedView = useMemo(
    () => ({ postId: post.id, mode, stage: state.stage, kicked: state.kicked, promotingProductId: state.sellingProductId, products: state.products, viewer: identity, fingerprint: state.viewer.fingerprint, clip }),
    // clip stands for its id: a new object every time update must not re-run the diff.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [post.id, mode, state.stage, state.kicked, state.sellingProductId, state.products, identity, state.viewer.fingerprint, clip.clipId],
  );
  useEmbedRoom({ linkRef, control, realtimeId: viewerProps.pnId, allowed: props.embedOrigins, view: embedView, live: !isReplay });
  const shoppable = useShoppableReplay(state.post, isReplay, position, onSeek, props.replayText);
  const productPath = props.productPath;
  const productHref = useMemo(() => (flags.simpleRedirectPurchase ? (productId: number) => safeInternalPath(`${productPath}${productId}`) : null), [flags.simpleRedirectPurchase, productPath]);

  const stageProps: RoomStageProps = {
    stage: state.stage,
    kicked: state.kicked,
    isReplay,
    playing: !state.kicked && (isReplay || state.stage === 'streaming'),
    sources,
    poster,
    posterAlt: post.title,
    seek,
    onTime: isReplay ? setPosition : undefined,
    startAt: isReplay ? props.startAt : null,
    viewerCount: shownViewerCount(flags, state.viewers),
    banner: state.banners[0] ?? null,
    connection: core.connection,
    flags,
    text,
    labels,
    layer: core.layer,
    control,
  };
  const extras = (part?: 'rail' | 'overlays') =>
    props.extras ? (
      <RoomExtras {...props.extras} part={part} source={props.source ?? props.extras.source} post={state.post} upcoming={mode === 'upcoming'} coupons={state.coupons} pnId={viewerProps.pnId} isMember={act.isMember} loginCheck={act.passesLoginCheck} voucherCheck={props.voucherCheck ?? null} />
    ) : null;
  // The room's panels slot: each panel mounts here, loaded lazily on first use.
  const poll = pollShown(flags.poll, state.poll) ? <PollPanel poll={state.poll} votes={act.votes} text={panelText} onVote={onVote} /> : null;
  const archive = isReplay ? { post: state.post, productNames, position, onSeek } : null;
  // A replay's archived chat follows the picture; until its first comment the chat says they are coming.
  const replayChat = useReplayChat(state.visibleComments, isReplay, state.post.started_at, position);
  // A replay has no comment box: its empty chat says why, not "say hello".
  const replayEmpty = replayChat.waiting ? text.commentsReplayAhead : isReplay ? text.commentsReplayEmpty : null;
  const chatLabels = useMemo(() => (replayEmpty ? { ...labels, comments: { ...labels.comments, empty: replayEmpty } } : labels), [replayEmpty, labels]);
  const chat: RoomChatProps = {
    comments: replayChat.comments,
    shown: !isReplay || (showCommentsOnReplay(flags) && archivedCommentsAllowed(state.post)),
    pins: state.pins,
    summary: state.summary,
    selfId: state.viewer.id,
    officialColor: flags.officialMessageBgColor,
    reactionButtons,
    onReact,
    composer: isReplay ? null : { disabledReason: composerBlocked, notice: noticeText ?? act.waitNotice, maxLength: COMMENT_MAX, onSend, restore: act.draftRestore },
    text,
    panelText,
    labels: chatLabels,
  };
  const list: ProductListProps | null = showProductList(flags, state.stage)
    ? {
        products: state.products,
        currency: store.currency,
        labels: labels.products,
        sellingId: flags.salesProduct ? state.sellingProductId : null,
        productHref,
        onAdd,
        blockedReason: state.kicked ? rules.kicked : props.inBlacklist ? rules.inBlacklistBuy : null,
        replay: shoppable,
      }
    : null;
  const promoted = list ? promotedOf(list.products, list.sellingId) : null;
  const streaming = !isReplay && mode === 'live' && state.stage === 'streaming' && !state.kicked && !props.record;
  useRoomMiniSession({
    postId: post.id,
    roomHref: appPath(store.slug, 'live', post.id),
    title: post.title,
    poster,
    src: streaming ? (sources[0]?.src ?? null) : null,
    realtime: props.streamInfo ? { info: props.streamInfo, userId: viewerProps.pnId, tokenPath: realtimeTokenPath(store.slug, post.id) } : null,
    store: store.slug,
    labels: props.layoutText ? { region: props.layoutText.miniPlayer, back: props.layoutText.backToRoom, stop: props.layoutText.stop, pip: props.layoutText.pip, selling: props.layoutText.selling, status: labels.products.status } : null,
    product: promoted,
    price: promoted ? formatPriceRange(promoted.min_price, promoted.max_price, store.currency) : null,
  });
  const rootProps = { 'data-realtime': core.connection, 'data-stage': state.kicked ? 'kicked' : state.stage, 'data-testid': 'live-room' };

  if (layoutMode === 'immersive' && props.layoutText) {
    return (
      <div className={styles.immersiveHost} {...rootProps}>
        <LiveRoomImmersive
          stage={stageProps}
          chat={chat}
          list={list}
          store={{ name: store.name, avatarUrl: store.avatarUrl, href: appPath(store.slug, 'market') }}
          heading={props.header}
          overlays={
            <>
              {poll}
              {extras('overlays')}
              <DrawStatus draw={state.draw} labels={labels.draw} />
            </>
          }
          rail={extras('rail') ?? (flags.cartShow ? props.cartLink : null)}
          info={<RoomInfo header={props.infoHeader} store={store} flags={flags} cartLink={props.cartLink} draw={state.draw} archive={archive} text={text} labels={labels} hideDraw />}
          text={props.layoutText}
          onMinimize={streaming ? () => router.push(appPath(store.slug, 'market')) : null}
        />
      </div>
    );
  }

  return (
    <div className={styles.room} {...rootProps}>
      <RoomStage {...stageProps} />
      <RoomInfo header={props.header} store={store} flags={flags} cartLink={props.cartLink} draw={state.draw} archive={archive} text={text} labels={labels} extras={extras()} panels={poll} />
      <RoomChat {...chat} />
      {list ? <ProductList {...list} /> : null}
    </div>
  );
}
