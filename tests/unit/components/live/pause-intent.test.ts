/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { ASKED_MS, trackPauseIntent } from '@/components/live/pause-intent';

function setup() {
  let clock = 10_000;
  const controls = document.createElement('div');
  const video = document.createElement('video');
  controls.append(video);
  let engineCalls = 0;
  // jsdom does not implement media playback: the element's own pause stands for the engine's.
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, writable: true, value: () => (engineCalls += 1) });
  const intent = trackPauseIntent(video, controls, () => clock);
  return { video, controls, intent, advance: (ms: number) => (clock += ms), engineCalls: () => engineCalls };
}

describe('trackPauseIntent', () => {
  it('a pause nobody asked for (an engine flushing) is not asked', () => {
    const { intent } = setup();
    expect(intent.asked()).toBe(false);
  });

  it("a script's pause() (a host's command, the room's controls) is asked until the element plays again, and still reaches the element", () => {
    const { video, intent, advance, engineCalls } = setup();
    video.pause();
    expect(engineCalls()).toBe(1);
    expect(intent.asked()).toBe(true);
    // However late its 'pause' event comes (a starved main thread), the pause stays the asker's.
    advance(ASKED_MS * 10);
    expect(intent.asked()).toBe(true);
    video.dispatchEvent(new Event('play'));
    expect(intent.asked()).toBe(false);
  });

  it('a pointer or key on the player is asked for ASKED_MS (it may have been for something else)', () => {
    const { video, controls, intent, advance } = setup();
    video.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(intent.asked()).toBe(true);
    advance(ASKED_MS);
    expect(intent.asked()).toBe(false);
    controls.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(intent.asked()).toBe(true);
  });

  it('stop gives the element its own pause back and hears nothing more', () => {
    const { video, intent, engineCalls } = setup();
    intent.stop();
    expect(Object.prototype.hasOwnProperty.call(video, 'pause')).toBe(false);
    video.pause();
    expect(engineCalls()).toBe(1);
    video.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(intent.asked()).toBe(false);
  });

  it('two trackers on one element: each stop leaves the other working, and pause() always reaches the element', () => {
    const { video, intent, engineCalls } = setup();
    const second = trackPauseIntent(video, video, () => 0);
    intent.stop();
    video.pause();
    expect(second.asked()).toBe(true);
    expect(engineCalls()).toBe(1);
    second.stop();
    video.pause();
    expect(engineCalls()).toBe(2);
    Reflect.deleteProperty(video, 'pause');

    const first = trackPauseIntent(video, video, () => 0);
    const later = trackPauseIntent(video, video, () => 0);
    later.stop();
    video.dispatchEvent(new Event('play'));
    video.pause();
    expect(first.asked()).toBe(true);
    first.stop();
    expect(Object.prototype.hasOwnProperty.call(video, 'pause')).toBe(false);
  });
});
