/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Player } from '@/components/live/Player';
import { canPlayNatively, createNativeEngine, hasMediaSource } from '@/components/live/native-engine';
import { HLS_TYPE, MP4_TYPE } from '@/lib/live/player-sources';

/**
 * Safari's own path (issue 28): iOS Safari plays HLS natively and no engine on this machine does
 * (WebKitGTK has no native HLS), so native-engine.ts and the choice between it and video.js are
 * verified here against a fake <video> that answers as Safari's does: canPlayType('application/
 * vnd.apple.mpegurl') is 'maybe', a live stream has duration Infinity, a seekable window that does
 * not start at 0 and getStartDate(), there is no MediaSource (iOS before 17.1), and picture in
 * picture goes through webkitSetPresentationMode. docs/safari-native-playback.md lists what only
 * this test verifies.
 */

interface SafariState {
  seekable: [number, number][];
  duration: number;
  currentTime: number;
  paused: boolean;
  presentationMode: 'inline' | 'picture-in-picture' | 'fullscreen';
  startDate: Date;
  presentationCalls: string[];
  plays: number;
}

const states = new WeakMap<HTMLMediaElement, SafariState>();
const stateOf = (video: HTMLMediaElement): SafariState => {
  let state = states.get(video);
  if (!state) {
    state = { seekable: [], duration: NaN, currentTime: 0, paused: true, presentationMode: 'inline', startDate: new Date(NaN), presentationCalls: [], plays: 0 };
    states.set(video, state);
  }
  return state;
};

const MIME_ANSWERS: Record<string, CanPlayTypeResult> = { 'application/vnd.apple.mpegurl': 'maybe', 'video/mp4': 'maybe' };

/** Safari's media element, over jsdom's (whose play/load are not implemented). */
function installSafari(options: { mediaSource: 'none' | 'managed' }) {
  const proto = HTMLMediaElement.prototype;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  const define = (target: object, name: string, descriptor: PropertyDescriptor) => {
    saved.set(name, Object.getOwnPropertyDescriptor(target, name));
    Object.defineProperty(target, name, { configurable: true, ...descriptor });
  };
  define(proto, 'canPlayType', { value: (type: string) => MIME_ANSWERS[type] ?? '' });
  define(proto, 'play', {
    value(this: HTMLMediaElement) {
      const state = stateOf(this);
      state.plays += 1;
      state.paused = false;
      return Promise.resolve();
    },
  });
  define(proto, 'pause', { value(this: HTMLMediaElement) { stateOf(this).paused = true; } });
  define(proto, 'load', { value: () => undefined });
  define(proto, 'paused', { get(this: HTMLMediaElement) { return stateOf(this).paused; } });
  define(proto, 'duration', { get(this: HTMLMediaElement) { return stateOf(this).duration; } });
  define(proto, 'currentTime', {
    get(this: HTMLMediaElement) { return stateOf(this).currentTime; },
    set(this: HTMLMediaElement, value: number) { stateOf(this).currentTime = value; },
  });
  define(proto, 'seekable', {
    get(this: HTMLMediaElement) {
      const ranges = stateOf(this).seekable;
      return { length: ranges.length, start: (i: number) => ranges[i][0], end: (i: number) => ranges[i][1] } as TimeRanges;
    },
  });
  define(proto, 'getStartDate', { value(this: HTMLMediaElement) { return stateOf(this).startDate; } });
  define(proto, 'webkitPresentationMode', { get(this: HTMLMediaElement) { return stateOf(this).presentationMode; } });
  define(proto, 'webkitSetPresentationMode', {
    value(this: HTMLMediaElement, mode: SafariState['presentationMode']) {
      const state = stateOf(this);
      state.presentationCalls.push(mode);
      state.presentationMode = mode;
    },
  });
  const scope = window as unknown as Record<string, unknown>;
  const savedWindow = { MediaSource: scope.MediaSource, ManagedMediaSource: scope.ManagedMediaSource };
  delete scope.MediaSource;
  delete scope.ManagedMediaSource;
  if (options.mediaSource === 'managed') scope.ManagedMediaSource = function ManagedMediaSource() {};
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
    delete scope.ManagedMediaSource;
    if (savedWindow.MediaSource !== undefined) scope.MediaSource = savedWindow.MediaSource;
    if (savedWindow.ManagedMediaSource !== undefined) scope.ManagedMediaSource = savedWindow.ManagedMediaSource;
  };
}

const engineLoads = { created: 0 };
jest.mock('@/components/live/player-engine', () => ({
  createEngine: (host: HTMLElement) => {
    engineLoads.created += 1;
    const video = document.createElement('video');
    host.append(video);
    const player = { src: () => undefined, on: () => undefined, play: () => Promise.resolve(), pause: () => undefined, paused: () => true, muted: () => true, currentTime: () => 0, duration: () => NaN, error: () => null, dispose: () => video.remove() };
    return { player, video };
  },
}));

const HLS = { src: 'http://127.0.0.1:4010/media/live/9001/index.m3u8', type: HLS_TYPE } as const;
const OPTIONS = { live: true, autoplay: true, poster: null, label: 'ライブ映像' };
const flush = () => act(async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
});

let restore: () => void = () => {};
afterEach(() => {
  restore();
  document.body.replaceChildren();
});

describe('Safari: which engine plays', () => {
  beforeEach(() => {
    restore = installSafari({ mediaSource: 'none' });
  });

  it('plays HLS natively on "maybe" for the Apple MIME type, and MP4 too; nothing else', () => {
    expect(canPlayNatively(HLS)).toBe(true);
    expect(canPlayNatively({ src: 'http://127.0.0.1:4010/replay.mp4', type: MP4_TYPE })).toBe(true);
    expect(canPlayNatively({ src: 'x', type: 'video/x-unknown' as typeof MP4_TYPE })).toBe(false);
    expect(hasMediaSource()).toBe(false);
  });

  it('without MSE a room the native player refuses shows the failure, and video.js is never loaded', async () => {
    engineLoads.created = 0;
    render(<Player sources={[HLS]} live poster={null} posterAlt="" autoplay active labels={{ video: 'ライブ映像', unmute: 'ミュート解除', mute: 'ミュート', failed: '再生できません', buffering: '映像を読み込んでいます…' }} />);
    await flush();
    const video = document.querySelector('video.native-video') as HTMLVideoElement;
    expect(video).not.toBeNull();
    act(() => {
      video.dispatchEvent(new Event('error'));
    });
    await flush();
    // video.js's HLS needs MSE: loading it would only fail later, after ~200 KiB.
    expect(engineLoads.created).toBe(0);
    expect(screen.getByRole('alert')).toHaveTextContent('再生できません');
  });
});

describe('Safari 17.1+ (ManagedMediaSource)', () => {
  beforeEach(() => {
    restore = installSafari({ mediaSource: 'managed' });
  });

  it('still plays natively first; a refused source falls back to video.js', async () => {
    engineLoads.created = 0;
    expect(hasMediaSource()).toBe(true);
    render(<Player sources={[HLS]} live poster={null} posterAlt="" autoplay active labels={{ video: 'ライブ映像', unmute: 'ミュート解除', mute: 'ミュート', failed: '再生できません', buffering: '映像を読み込んでいます…' }} />);
    await flush();
    const video = document.querySelector('video.native-video') as HTMLVideoElement;
    act(() => {
      video.dispatchEvent(new Event('error'));
    });
    await flush();
    expect(engineLoads.created).toBe(1);
  });
});

describe('Safari: the native engine', () => {
  beforeEach(() => {
    restore = installSafari({ mediaSource: 'none' });
  });

  it('starts inline and muted (iOS would go full screen or refuse autoplay otherwise) and plays once the source is set', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const { player, video } = createNativeEngine(host, OPTIONS);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.muted && video.defaultMuted).toBe(true);
    player.src(HLS);
    await flush();
    expect(stateOf(video).plays).toBe(1);
    expect(video.getAttribute('src')).toBe(HLS.src);
  });

  it('knows a live stream by its infinite duration and finds the edge in the seekable window, with getStartDate set', () => {
    const host = document.createElement('div');
    const { player, video } = createNativeEngine(host, OPTIONS);
    const tracker = player.liveTracker!;
    // Before the playlist is read: not live yet, and no edge but the current time.
    expect(tracker.isLive()).toBe(false);
    Object.assign(stateOf(video), { duration: Infinity, seekable: [[120, 150]], currentTime: 125, startDate: new Date('2026-11-27T11:00:00Z') });
    expect(tracker.isLive()).toBe(true);
    expect(tracker.liveCurrentTime()).toBe(150);
    tracker.seekToLiveEdge();
    expect(video.currentTime).toBe(147);
    // The engine reads the window, not the wall clock: getStartDate() is Safari's, unused.
    expect((video as unknown as { getStartDate(): Date }).getStartDate().toISOString()).toBe('2026-11-27T11:00:00.000Z');
  });

  it('a jump to the edge of a short live window never lands before the window', () => {
    const { player, video } = createNativeEngine(document.createElement('div'), OPTIONS);
    Object.assign(stateOf(video), { duration: Infinity, seekable: [[149, 150]], currentTime: 100 });
    player.liveTracker!.seekToLiveEdge();
    expect(video.currentTime).toBe(149);
  });

  it('leaving the room takes the video out of picture in picture (webkitSetPresentationMode)', () => {
    const { player, video } = createNativeEngine(document.createElement('div'), OPTIONS);
    (video as unknown as { webkitSetPresentationMode(mode: string): void }).webkitSetPresentationMode('picture-in-picture');
    player.dispose();
    expect(stateOf(video).presentationCalls).toEqual(['picture-in-picture', 'inline']);

    const inline = createNativeEngine(document.createElement('div'), OPTIONS);
    inline.player.dispose();
    expect(stateOf(inline.video).presentationCalls).toEqual([]);
  });
});
