/**
 * Whether a pause was asked for, by the viewer or a host: a pointer or key on the player, or a
 * call of the element's pause() (the room's controls, the embedding host's command through
 * video.js or the native engine). An engine that pauses by itself (WebKitGTK flushing its pipeline
 * after a rate change) does neither. A host's pause sent right after an automatic rate change was
 * taken for such a flush and undone (embed.spec).
 */
export interface PauseIntent {
  /** A pause asked for within ASKED_MS. */
  askedRecently(): boolean;
  stop(): void;
}

/** A pause this soon after a gesture or a pause() call is the one asked for. */
export const ASKED_MS = 1_000;

export function trackPauseIntent(video: HTMLVideoElement, controls: HTMLElement, now: () => number = () => performance.now()): PauseIntent {
  let askedAt = -Infinity;
  const onGesture = () => {
    askedAt = now();
  };
  controls.addEventListener('pointerdown', onGesture, true);
  controls.addEventListener('keydown', onGesture, true);
  // An own property over the prototype's method, removed on stop: every script path to a pause goes through it.
  const elementPause = video.pause;
  video.pause = function askedPause(this: HTMLVideoElement) {
    askedAt = now();
    return elementPause.call(this);
  };
  return {
    askedRecently: () => now() - askedAt < ASKED_MS,
    stop() {
      controls.removeEventListener('pointerdown', onGesture, true);
      controls.removeEventListener('keydown', onGesture, true);
      Reflect.deleteProperty(video, 'pause');
    },
  };
}
