import type { PlayerCommands, PlayStatus } from '@/lib/live/embed/bridge';
import type { EnginePlayer } from '../player-engine';

/**
 * The seam between the room's player and its host (issue 15): the Player registers the engine it
 * made and reports what the video does; the embed bridge commands it and hears the reports. One per
 * room; without a host nothing listens and it costs nothing.
 */

export interface PlaybackListener {
  status?(status: PlayStatus): void;
  muted?(muted: boolean): void;
  time?(currentTime: number, duration: number | null): void;
  bound?(engine: 'native' | 'videojs', live: boolean): void;
}

export interface PlayerControl {
  attach(player: EnginePlayer, engine: 'native' | 'videojs', live: boolean): void;
  detach(player: EnginePlayer): void;
  report: Required<PlaybackListener>;
  listen(listener: PlaybackListener): () => void;
  commands(): PlayerCommands | null;
}

const finite = (value: number) => (Number.isFinite(value) ? value : null);

export function createPlayerControl(): PlayerControl {
  let current: EnginePlayer | null = null;
  let status: PlayStatus | null = null;
  // The engine bound before anyone listened (the Player's effects run before the room's).
  let bound: { engine: 'native' | 'videojs'; live: boolean } | null = null;
  const listeners = new Set<PlaybackListener>();
  const each = (call: (listener: PlaybackListener) => void) => listeners.forEach(call);
  const report: Required<PlaybackListener> = {
    status(next) {
      if (next === status) return;
      status = next;
      each((listener) => listener.status?.(next));
    },
    muted: (muted) => each((listener) => listener.muted?.(muted)),
    time: (time, duration) => each((listener) => listener.time?.(time, duration)),
    bound: (engine, live) => each((listener) => listener.bound?.(engine, live)),
  };
  const commands = (player: EnginePlayer): PlayerCommands => ({
    mute: () => void player.muted(true),
    unmute() {
      player.muted(false);
    },
    // Resolves once playing starts; a refusal (an unmuted autoplay policy) rejects. WebKit (MSE) was
    // seen playing on without ever settling play()'s promise: the 'playing' event answers too, and so
    // does time moving unpaused (in CI WebKitGTK played on after a host's play with neither).
    play: () =>
      new Promise<void>((resolve, reject) => {
        let settled = false;
        const settle = (done: () => void) => () => {
          if (settled) return;
          settled = true;
          done();
        };
        const answer = settle(resolve);
        player.on('playing', answer);
        player.on('timeupdate', () => {
          if (!player.paused()) answer();
        });
        Promise.resolve(player.play()).then(answer, (error: unknown) => settle(() => reject(error))());
      }),
    pause: () => player.pause(),
    seek: (seconds) => void player.currentTime(seconds),
    snapshot: () => ({
      muted: player.muted() ?? true,
      playStatus: status,
      currentTime: finite(player.currentTime()),
      duration: finite(player.duration()),
    }),
  });
  return {
    attach(player, engine, live) {
      current = player;
      status = null;
      bound = { engine, live };
      report.bound(engine, live);
    },
    detach(player) {
      if (current !== player) return;
      current = null;
      bound = null;
    },
    report,
    listen(listener) {
      listeners.add(listener);
      if (bound) listener.bound?.(bound.engine, bound.live);
      if (bound && status) listener.status?.(status);
      return () => listeners.delete(listener);
    },
    commands: () => (current ? commands(current) : null),
  };
}
