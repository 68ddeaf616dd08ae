/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { nativeHoldsLiveEdge, playsNatively } from '@/components/live/native-engine';
import { HLS_TYPE, MP4_TYPE, type PlayerSource } from '@/lib/live/player-sources';

/**
 * Which player a room takes (ADR 0013, third round): the browser's own where it plays the source,
 * but a live only where that player can hold the edge (WebKit's, which dates its frames); Chromium's
 * own HLS plays 6–10 s behind, so a live goes to video.js/VHS there while a replay stays native.
 */
const HLS: PlayerSource = { src: 'http://127.0.0.1:4010/ll.m3u8', type: HLS_TYPE };
const MP4: PlayerSource = { src: 'http://127.0.0.1:4010/replay.mp4', type: MP4_TYPE };
const proto = HTMLMediaElement.prototype as HTMLMediaElement & { getStartDate?: () => Date };
const scope = window as Window & { MediaSource?: unknown };
const undo: Array<() => void> = [];

/** An engine that answers `maybe` for every type, with or without WebKit's getStartDate and MSE. */
function install({ webkit, mediaSource }: { webkit: boolean; mediaSource: boolean }) {
  const canPlayType = proto.canPlayType;
  proto.canPlayType = () => 'maybe';
  if (webkit) proto.getStartDate = () => new Date(Number.NaN);
  const savedMediaSource = scope.MediaSource;
  scope.MediaSource = mediaSource ? function MediaSource() {} : undefined;
  undo.push(() => {
    proto.canPlayType = canPlayType;
    delete proto.getStartDate;
    scope.MediaSource = savedMediaSource;
  });
}

afterEach(() => {
  while (undo.length) undo.pop()?.();
});

describe('playsNatively', () => {
  it('Chromium (its own HLS, no getStartDate, MSE): a live through video.js, a replay natively', () => {
    install({ webkit: false, mediaSource: true });
    expect(nativeHoldsLiveEdge()).toBe(false);
    expect(playsNatively(HLS, true)).toBe(false);
    expect(playsNatively(HLS, false)).toBe(true);
    expect(playsNatively(MP4, false)).toBe(true);
  });

  it('WebKit (Safari, iOS, WebKitGTK): live and replay natively', () => {
    install({ webkit: true, mediaSource: true });
    expect(nativeHoldsLiveEdge()).toBe(true);
    expect(playsNatively(HLS, true)).toBe(true);
    expect(playsNatively(HLS, false)).toBe(true);
  });

  it('an engine without MSE keeps its own player for a live: video.js could not play it at all', () => {
    install({ webkit: false, mediaSource: false });
    expect(playsNatively(HLS, true)).toBe(true);
  });
});
