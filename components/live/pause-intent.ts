/**
 * Whether a pause was asked for, by the viewer or a host: a pointer or key on the player, or a
 * call of the element's pause() (the room's controls, the embedding host's command through
 * video.js or the native engine). An engine that pauses by itself (WebKitGTK flushing its pipeline
 * after a rate change) does neither. A host's pause sent right after an automatic rate change was
 * taken for such a flush and undone (embed.spec).
 */
export interface PauseIntent {
  /**
   * A pause() called since the element last played, or a gesture within ASKED_MS. Not a window
   * after the call: on a starved main thread the 'pause' event can come later than any window (CI).
   */
  asked(): boolean;
  stop(): void;
}

/** A pause this soon after a gesture on the player is the one asked for. */
export const ASKED_MS = 1_000;

export function trackPauseIntent(video: HTMLVideoElement, controls: HTMLElement, now: () => number = () => performance.now()): PauseIntent {
  let gestureAt = -Infinity;
  let pauseCalled = false;
  const onGesture = () => {
    gestureAt = now();
  };
  const onPlay = () => {
    pauseCalled = false;
  };
  controls.addEventListener('pointerdown', onGesture, true);
  controls.addEventListener('keydown', onGesture, true);
  video.addEventListener('play', onPlay);
  // An own property over the prototype's method, taken back on stop: every script path to a pause goes through it.
  const ownBefore = Object.prototype.hasOwnProperty.call(video, 'pause');
  const elementPause = video.pause;
  const askedPause = function askedPause(this: HTMLVideoElement) {
    pauseCalled = true;
    return elementPause.call(this);
  };
  video.pause = askedPause;
  return {
    asked: () => pauseCalled || now() - gestureAt < ASKED_MS,
    stop() {
      controls.removeEventListener('pointerdown', onGesture, true);
      controls.removeEventListener('keydown', onGesture, true);
      video.removeEventListener('play', onPlay);
      // Another tracker put on since keeps its hook (and calls ours, now inert); else what was there comes back.
      if (video.pause !== askedPause) return;
      if (ownBefore) video.pause = elementPause;
      else Reflect.deleteProperty(video, 'pause');
    },
  };
}
