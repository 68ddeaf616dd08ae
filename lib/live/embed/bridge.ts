import { createActionThrottle } from '@/lib/live/throttle';
import { parseHostMessage } from './inbound';
import { isAllowedOrigin, parentOriginOf, type ParentHints } from './origins';
import { envelope, phaseOf, type Draft, type EmbedView } from './outbound';
import type { HostCommand, RoomMessage, RoomPayload, RoomStateSnapshot } from './protocol';

/**
 * The room's side of the embedding protocol, without React (components/live/embed wires it): posts
 * to the parent only at the parent's exact origin and only when that origin is allowed, answers
 * every command, runs the heartbeat and counts what it ignores.
 */

export const HEARTBEAT_MS = 5_000;
export const VIDEO_TIME_INTERVAL_MS = 1_000;
/** Messages kept while the parent's origin is still unknown (it says hello): the oldest go first. */
const PENDING_LIMIT = 200;

export type PlayStatus = RoomPayload<'play-status'>['status'];

/** What the bridge may ask of the player (components/live/embed/player-control). */
export interface PlayerCommands {
  mute(): void;
  unmute(): void;
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  snapshot(): { muted: boolean; playStatus: PlayStatus | null; currentTime: number | null; duration: number | null };
}

export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface InboundEvent {
  origin: string;
  source: unknown;
  data: unknown;
}

export interface BridgeOptions {
  /** window.parent (null when not framed: nothing is ever posted). */
  parent: MessageTarget | null;
  /** This page's own origin: its messages (the sign-in popup, frameworks) are not the host's, nor counted. */
  ownOrigin: string;
  allowed: readonly string[];
  hints: ParentHints;
  nextId(): string;
  player(): PlayerCommands | null;
  view(): EmbedView;
  /** Whether product, cart and checkout links go to the host (`navigate`) instead of a new tab. */
  onDelegate(delegate: boolean): void;
  timers?: { setInterval(run: () => void, ms: number): unknown; clearInterval(handle: unknown): void };
  now?: () => number;
}

export interface EmbedBridge {
  /** The room runs: ready, then what the view holds (identity, phase, promotion). */
  start(realtimeId: string): void;
  post(draft: Draft): void;
  /** A video time update: posted at most once a second. */
  videoTime(payload: RoomPayload<'video-time'>): void;
  receive(event: InboundEvent): void;
  rejectedMessages(): number;
  /** The parent's origin once it is known and allowed. */
  parentOrigin(): string | null;
  dispose(): void;
}

export function createEmbedBridge(options: BridgeOptions): EmbedBridge {
  const { parent, allowed } = options;
  const timers = options.timers ?? { setInterval: (run, ms) => setInterval(run, ms), clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>) };
  const hinted = parentOriginOf(options.hints);
  // Known from the browser before any message, or null until an allowed parent says hello.
  let origin: string | null = parent && isAllowedOrigin(hinted, allowed) ? hinted : null;
  let pending: RoomMessage[] = [];
  let rejected = 0;
  let delegate = false;
  let heartbeat: unknown = null;
  let seq = 0;
  let disposed = false;
  const timeThrottle = createActionThrottle(VIDEO_TIME_INTERVAL_MS, options.now);

  const send = (message: RoomMessage) => {
    if (!parent || disposed) return;
    if (origin) parent.postMessage(message, origin);
    // Only while the parent could still turn out allowed (no browser hint said otherwise).
    else if (hinted === null) pending = [...pending.slice(-(PENDING_LIMIT - 1)), message];
  };
  const post = (draft: Draft) => send(envelope(options.nextId(), draft));

  const snapshot = (): RoomStateSnapshot => {
    const view = options.view();
    const player = options.player()?.snapshot();
    return {
      postId: view.postId,
      mode: view.mode,
      phase: phaseOf(view),
      muted: player?.muted ?? true,
      playStatus: player?.playStatus ?? null,
      currentTime: player?.currentTime ?? null,
      duration: player?.duration ?? null,
      promotingProductId: view.promotingProductId,
      viewer: view.viewer,
      delegateNavigation: delegate,
      rejectedMessages: rejected,
    };
  };

  const ack = (command: HostCommand, result?: unknown) => post({ type: 'ack', payload: { commandId: command.id, command: command.type, ...(result === undefined ? {} : { result }) } });
  const fail = (command: HostCommand, code: RoomPayload<'error'>['code'], message: string) => post({ type: 'error', payload: { commandId: command.id, command: command.type, code, message } });
  const setDelegate = (value: boolean) => {
    delegate = value;
    options.onDelegate(value);
  };

  const run = (command: HostCommand) => {
    switch (command.type) {
      case 'hello':
        if (command.payload.delegateNavigation !== undefined) setDelegate(command.payload.delegateNavigation);
        return ack(command, snapshot());
      case 'get-state':
        return ack(command, snapshot());
      case 'heartbeat':
        return ack(command, { seq: command.payload.seq });
      case 'configure':
        setDelegate(command.payload.delegateNavigation);
        return ack(command, snapshot());
      default:
        return runOnPlayer(command);
    }
  };

  const runOnPlayer = (command: Extract<HostCommand, { type: 'mute' | 'unmute' | 'play' | 'pause' | 'seek' }>) => {
    const player = options.player();
    if (command.type === 'seek' && options.view().mode !== 'replay') return fail(command, 'not-supported', 'only a replay can seek');
    if (!player) return fail(command, 'not-ready', 'the video is not playing yet');
    switch (command.type) {
      case 'mute':
        player.mute();
        return ack(command, snapshot());
      case 'unmute':
        player.unmute();
        return ack(command, snapshot());
      case 'pause':
        player.pause();
        return ack(command, snapshot());
      case 'seek':
        player.seek(command.payload.seconds);
        return ack(command, snapshot());
      case 'play':
        return void player.play().then(
          () => ack(command, snapshot()),
          (error: unknown) => fail(command, 'failed', error instanceof Error ? error.message : 'the browser refused to play'),
        );
    }
  };

  return {
    start(realtimeId) {
      post({ type: 'lifecycle', payload: { phase: 'ready', postId: options.view().postId, mode: options.view().mode } });
      post({ type: 'realtime-id', payload: { id: realtimeId } });
      if (heartbeat === null && parent) {
        heartbeat = timers.setInterval(() => post({ type: 'heartbeat', payload: { seq: ++seq, intervalMs: HEARTBEAT_MS } }), HEARTBEAT_MS);
      }
    },
    post,
    videoTime(payload) {
      if (timeThrottle.tryAcquire()) post({ type: 'video-time', payload });
    },
    receive(event) {
      if (disposed || !parent) return;
      const fromParent = event.source === parent;
      if (event.origin === options.ownOrigin && !fromParent) return;
      if (!fromParent || !isAllowedOrigin(event.origin, allowed) || (origin !== null && event.origin !== origin)) {
        rejected += 1;
        return;
      }
      const verdict = parseHostMessage(event.data);
      if (verdict.kind === 'foreign') return;
      if (origin === null) {
        // The first word of an allowed parent: it is where everything goes from now on.
        origin = event.origin;
        const queued = pending;
        pending = [];
        for (const message of queued) parent.postMessage(message, origin);
      }
      if (verdict.kind === 'invalid') {
        post({ type: 'error', payload: { commandId: verdict.id, command: verdict.type, code: verdict.code, message: verdict.message } });
        return;
      }
      run(verdict.command);
    },
    rejectedMessages: () => rejected,
    parentOrigin: () => origin,
    dispose() {
      disposed = true;
      if (heartbeat !== null) timers.clearInterval(heartbeat);
      pending = [];
    },
  };
}
