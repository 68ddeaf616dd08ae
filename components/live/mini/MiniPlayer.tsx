'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { miniPlayerEnds, miniPlayerShown, miniProductAfter, miniProductRefreshed, snapCorner, type Corner, type MiniEvent, type MiniProduct } from '@/lib/live/layout/mini-player';
import { useRoomRealtime } from '../useRoomRealtime';
import { setMiniSession, type MiniSession } from './mini-session';
import styles from './mini-player.module.css';

type PipVideo = HTMLVideoElement & { webkitSetPresentationMode?: (mode: string) => void; webkitSupportsPresentationMode?: (mode: string) => boolean };

/**
 * Where the mini-player shows: on the store's pages but its own room; checkout and payment end it
 * (the buyer is paying).
 */
export default function MiniPlayerView({ session, path }: { session: MiniSession; path: string | null }) {
  const ends = miniPlayerEnds(path);
  useEffect(() => {
    if (ends) setMiniSession(null);
  }, [ends]);
  return miniPlayerShown(path, session.roomHref) ? <MiniPlayer session={session} /> : null;
}

/**
 * The floating mini-player (issue 26 part 3): the live keeps playing while the buyer browses the
 * store. Drag it anywhere, it snaps to the nearest corner; tap to go back to the room; close stops it.
 */
function MiniPlayer({ session }: { session: MiniSession }) {
  const router = useRouter();
  const video = useRef<PipVideo>(null);
  const [corner, setCorner] = useState<Corner>('bottom-right');
  const [drag, setDrag] = useState<{ x: number; y: number; moved: boolean; dx: number; dy: number } | null>(null);
  const [product, setProduct] = useState<MiniProduct | null>(session.product);
  // Events heard while a read of the products is on its way: applied again over its (older) answer.
  const heardDuringRefresh = useRef<MiniEvent[] | null>(null);
  // The room's channels, kept: a sale or a sold-out still reaches the card. Its own pubnub id, so
  // the room's leave (sent as the room unmounts) never drops this subscription.
  const info = session.realtime?.info ?? null;
  const userId = info?.realtime_service_provider.type === 'pubnub' ? `${session.realtime?.userId}-mini` : (session.realtime?.userId ?? '');
  const realtime = useRoomRealtime(info, userId, Boolean(session.realtime), {
    dispatch: (action) => {
      if (action.type !== 'realtime') return;
      heardDuringRefresh.current?.push(action.event);
      setProduct((card) => (card ? miniProductAfter(card, action.event) : card));
    },
    runEffects: () => undefined,
    effectContext: () => ({ viewer: { type: 'ghost', id: null, fingerprint: null, realtimeId: session.realtime?.userId ?? null }, mode: 'live', random: Math.random }),
  }, session.realtime?.tokenPath);
  // Once subscribed, read the products again: a change made while the room handed over is not lost.
  const refresh = session.refresh;
  useEffect(() => {
    if ((realtime !== 'connected' && realtime !== 'reconnected') || !refresh) return;
    let current = true;
    const heard: MiniEvent[] = [];
    heardDuringRefresh.current = heard;
    void refresh()
      .then((fresh) => {
        if (current && fresh) setProduct((card) => (card ? miniProductRefreshed(card, fresh, heard) : card));
      })
      .catch(() => undefined)
      .finally(() => {
        if (heardDuringRefresh.current === heard) heardDuringRefresh.current = null;
      });
    return () => {
      current = false;
    };
  }, [realtime, refresh]);
  // The mini-player is client-only (ssr: false): the document is there.
  const pip = document.pictureInPictureEnabled || 'webkitSetPresentationMode' in HTMLVideoElement.prototype;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = true;
    void element.play().catch(() => undefined);
  }, [session.src]);

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ x: event.clientX, y: event.clientY, moved: false, dx: 0, dy: 0 });
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    setDrag({ ...drag, dx, dy, moved: drag.moved || Math.hypot(dx, dy) > 8 });
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (drag.moved) setCorner(snapCorner({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }, { width: window.innerWidth, height: window.innerHeight }));
    else router.push(session.roomHref);
    setDrag(null);
  };
  const togglePip = () => {
    const element = video.current;
    if (!element) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else if (element.requestPictureInPicture) void element.requestPictureInPicture().catch(() => undefined);
    else element.webkitSetPresentationMode?.('picture-in-picture');
  };

  return (
    <div
      role="region"
      aria-label={session.labels.region}
      className={styles.mini}
      data-corner={corner}
      data-testid="mini-player"
      data-post-id={session.postId}
      data-realtime={realtime}
      style={drag?.moved ? { transform: `translate(${drag.dx}px, ${drag.dy}px)`, transition: 'none' } : undefined}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
    >
      <video ref={video} className={styles.video} src={session.src} poster={session.poster ?? undefined} muted playsInline autoPlay aria-label={session.title} />
      {product ? (
        <p className={styles.card} data-testid="mini-product" data-status={product.status}>
          <span className={styles.cardName}>{product.name}</span>
          <span className={product.status === 'on_sell' ? styles.cardPrice : styles.cardStatus}>{product.status === 'on_sell' ? (product.price ?? session.labels.selling) : session.labels.status[product.status]}</span>
        </p>
      ) : null}
      <div className={styles.controls}>
        <button type="button" className={styles.button} onClick={() => router.push(session.roomHref)} aria-label={session.labels.back} data-testid="mini-back">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h16v16H4zm2 2v12h12V6z" fill="currentColor" /></svg>
        </button>
        {pip ? (
          <button type="button" className={styles.button} onClick={togglePip} aria-label={session.labels.pip} data-testid="mini-pip">
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 5h18v14H3zm2 2v10h14V7zm6 4h6v4h-6z" fill="currentColor" /></svg>
          </button>
        ) : null}
        <button type="button" className={styles.button} onClick={() => setMiniSession(null)} aria-label={session.labels.stop} data-testid="mini-close">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" fill="currentColor" /></svg>
        </button>
      </div>
    </div>
  );
}
