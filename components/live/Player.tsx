'use client';

import { memo, useEffect, useRef, useState } from 'react';
import { Image } from '@/components/ui/Image';
import { createNativeEngine, hasMediaSource, playsNatively } from './native-engine';
import { watchPlaybackQuality } from './playback-report';
import { guardStalls, type StallGuard } from './stall-guard';
import type { LiveEdgeWatch } from './live-edge-watch';
import type { EngineOptions, EnginePlayer } from './player-engine';
import type { PlayerControl } from './embed/player-control';
import { HLS_TYPE, type PlayerSource } from '@/lib/live/player-sources';
import { aspectOf } from '@/lib/live/layout/placement';
import styles from './room.module.css';

export interface PlayerLabels {
  video: string;
  unmute: string;
  mute: string;
  failed: string;
  /** Shown while the player recovers from a stall (stall-guard.ts). */
  buffering: string;
  /** The LIVE control (issue 29): its text, and what it says at the edge and behind it. */
  live?: string;
  atEdge?: string;
  goLive?: string;
}

export interface PlayerProps {
  /** In order of preference; the next is tried when one fails (replay: HLS, then MP4, then backup). */
  sources: PlayerSource[];
  live: boolean;
  /** The cover shown until the first frame: the room's largest paint. */
  poster: string | null;
  posterAlt: string;
  /** Store flag no_autoplay off: starts muted by itself. */
  autoplay: boolean;
  /** False once the stage ends or the viewer is kicked: the stream is left. */
  active: boolean;
  /** A chapter or clip asked to seek: each new object seeks once. */
  seek?: { seconds: number } | null;
  labels: PlayerLabels;
  /** Reports playback position (seconds), a few times a second, for clip highlighting. */
  onTime?: (seconds: number) => void;
  /** A replay deep link (?t=, ?clip=): where playback starts; ignored past the media's end. */
  startAt?: number | null;
  /** The host page's handle (issue 15): commands in, playback reports out. */
  control?: PlayerControl;
  /** The picture's aspect ratio (width / height) once its metadata is in: the room's layout follows it. */
  onAspect?: (aspect: number | null) => void;
}

/** A network error retries the same source after this, doubling up to the max (issue 29: no switch of player). */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 8_000;
/** MediaError.MEDIA_ERR_NETWORK */
const NETWORK_ERROR = 2;

let engineLoad: Promise<typeof import('./player-engine')> | null = null;
let edgeLoad: Promise<typeof import('./live-edge-watch')> | null = null;
/** The live-edge chunk, warmed at the first render of a live: it must read the playlist right after the engine does. */
const loadEdgeWatch = () => (edgeLoad ??= import('./live-edge-watch'));
/** The video.js chunk, fetched once and only where the browser cannot play the sources itself. */
const loadEngine = () => (engineLoad ??= import('./player-engine'));

/** What a live plays (stream_hls_url, stream_url: HLS), before the room's entry names it. */
const LIVE_SOURCE: PlayerSource = { src: '', type: HLS_TYPE };

/**
 * A live room on its way (the cached page, before the viewer's entry): fetch what its player will
 * need beside the entry, not after it (~0.2 s of the first frame in a cold browser).
 */
export function warmLivePlayer(): void {
  if (!playsNatively(LIVE_SOURCE, true)) void loadEngine();
  void loadEdgeWatch();
}

type Created = { player: EnginePlayer; video: HTMLVideoElement };

/**
 * The room's video: the cover picture shows first (the cached page draws it); the browser's own
 * player (or, where it has no HLS, video.js in its own chunk) starts as soon as the room has its
 * stream info, muted (spec: mute defaults to true) and inline, with a clear unmute button.
 */
export const Player = memo(function Player({ sources, live, poster, posterAlt, autoplay, active, seek, labels, onTime, startAt, control, onAspect }: PlayerProps) {
  const host = useRef<HTMLDivElement>(null);
  const player = useRef<EnginePlayer | null>(null);
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [buffering, setBuffering] = useState(false);
  /** null: not a live or the edge is not known yet. */
  const [atEdge, setAtEdge] = useState<boolean | null>(null);
  const edge = useRef<LiveEdgeWatch | null>(null);
  const timeRef = useRef(onTime);
  const aspectRef = useRef(onAspect);
  useEffect(() => {
    timeRef.current = onTime;
    aspectRef.current = onAspect;
  }, [onTime, onAspect]);

  const sourceKey = sources.map((source) => source.src).join('|');
  // Warm the video.js chunk during the first render of a room that will need it (idempotent).
  if (typeof window !== 'undefined' && active && sources.length > 0 && !playsNatively(sources[0], live)) void loadEngine();
  if (typeof window !== 'undefined' && active && live) void loadEdgeWatch();
  useEffect(() => {
    const element = host.current;
    if (!active || !element || sources.length === 0) return;
    let disposed = false;
    let retryTimer = 0;
    let engine: Created | null = null;
    let guard: StallGuard | null = null;
    const quality = watchPlaybackQuality(live);
    const options: EngineOptions = { live, autoplay, poster, label: labels.video };
    const attach = (created: Created, native: boolean) => {
      if (disposed) {
        created.player.dispose();
        return;
      }
      engine = created;
      const current = created.player;
      player.current = current;
      let index = 0;
      let retryMs = RETRY_FIRST_MS;
      // The distance from the edge comes from the PDT of the frame on screen (live-edge-watch), not `seekable`.
      quality.follow(current, () => edge.current?.distanceS() ?? null);
      guard?.stop();
      guard = guardStalls(current, element, { autoplay, live, onWaiting: setBuffering, onStall: quality.stall, reload: () => current.src(sources[index]) });
      quality.openStall(guard.openStallMs);
      current.src(sources[0]);
      const video = created.video;
      video.addEventListener('loadedmetadata', () => aspectRef.current?.(aspectOf(video.videoWidth, video.videoHeight)));
      current.on('error', () => {
        // A network error (a cut): the same source again, later; neither the next source nor video.js.
        if (current.error()?.code === NETWORK_ERROR) {
          clearTimeout(retryTimer);
          retryTimer = window.setTimeout(() => {
            if (!disposed) current.src(sources[index]);
          }, retryMs);
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          return;
        }
        index += 1;
        if (index < sources.length) current.src(sources[index]);
        // The browser's parser refused every source: video.js (VHS) may still play them, given MSE.
        else if (native && hasMediaSource()) {
          control?.detach(current);
          current.dispose();
          engine = null;
          void loadEngine().then(({ createEngine }) => attach(createEngine(element, options), false), () => setFailed(true));
        } else setFailed(true);
      });
      current.on('playing', () => {
        retryMs = RETRY_FIRST_MS;
        setPlaying(true);
        control?.report.status('playing');
      });
      current.on('volumechange', () => {
        const mutedNow = current.muted() ?? true;
        setMuted(mutedNow);
        control?.report.muted(mutedNow);
      });
      current.on('timeupdate', () => {
        timeRef.current?.(current.currentTime());
        control?.report.time(current.currentTime(), Number.isFinite(current.duration()) ? current.duration() : null);
      });
      if (control) {
        current.on('pause', () => control.report.status('paused'));
        current.on('waiting', () => control.report.status('waiting'));
        current.on('ended', () => control.report.status('ended'));
        control.attach(current, native ? 'native' : 'videojs', live);
      }
      if (startAt && !live) {
        let started = false;
        current.on('loadedmetadata', () => {
          const duration = current.duration();
          if (started || !Number.isFinite(duration) || startAt >= duration) return;
          started = true;
          current.currentTime(startAt);
        });
      }
      if (live) {
        // Hold the live edge (its own chunk: only live rooms need it).
        edge.current?.stop();
        void loadEdgeWatch().then(({ watchLiveEdge }) => {
          if (disposed || player.current !== current) return;
          edge.current = watchLiveEdge(current, created.video, () => sources[index].src, setAtEdge);
        });
      }
    };
    // The browser's own player when it plays the first source (no library at all) and, for a live,
    // holds its edge; else video.js.
    if (playsNatively(sources[0], live)) attach(createNativeEngine(element, options), true);
    else void loadEngine().then(({ createEngine }) => attach(createEngine(element, options), false), () => setFailed(true));
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      edge.current?.stop();
      edge.current = null;
      setAtEdge(null);
      guard?.stop();
      quality.stop();
      player.current = null;
      if (engine) control?.detach(engine.player);
      engine?.player.dispose();
      setPlaying(false);
    };
    // sourceKey stands for sources; labels, poster, startAt and control only matter at creation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, sourceKey, live, autoplay]);

  useEffect(() => {
    if (!seek || !player.current) return;
    player.current.currentTime(seek.seconds);
    void player.current.play()?.catch(() => undefined);
  }, [seek]);

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    player.current?.muted(next);
    // Unmuting is a gesture: a paused (no-autoplay) player may start now.
    if (!next && player.current?.paused()) void player.current.play()?.catch(() => undefined);
  };

  return (
    <div className={styles.player}>
      {poster ? <Image src={poster} alt={posterAlt} width={720} height={405} size={720} priority className={`${styles.poster} ${playing ? styles.posterHidden : ''}`} /> : null}
      {active ? <div ref={host} className={styles.engine} /> : null}
      {active && sources.length > 0 ? (
        <button type="button" className={styles.unmute} onClick={toggleMute} aria-pressed={!muted} data-testid="unmute">
          <SpeakerIcon muted={muted} /> {muted ? labels.unmute : labels.mute}
        </button>
      ) : null}
      {live && active && atEdge !== null && labels.live ? (
        <button
          type="button"
          className={`${styles.liveEdge} ${atEdge ? styles.liveEdgeOn : ''}`}
          onClick={() => edge.current?.goLive()}
          aria-pressed={atEdge}
          aria-label={atEdge ? labels.atEdge : labels.goLive}
          title={atEdge ? labels.atEdge : labels.goLive}
          data-testid="live-edge"
        >
          {labels.live}
        </button>
      ) : null}
      {buffering && !failed ? (
        <p className={styles.playerBuffering} role="status" data-testid="player-buffering">
          {labels.buffering}
        </p>
      ) : null}
      {failed ? (
        <p className={styles.playerError} role="alert">
          {labels.failed}
        </p>
      ) : null}
    </div>
  );
});

/** A speaker, struck through while muted (an icon font or emoji may be missing on the device). */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
