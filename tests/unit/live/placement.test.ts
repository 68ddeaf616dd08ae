import { describe, expect, it } from '@jest/globals';
import { aspectOf, conflicts, coverage, layoutModeOf, mayCover, overlayStack, overlaps, SLOT_PLACES, videoFitOf } from '@/lib/live/layout/placement';

const phone = { width: 390, height: 844 };
const sideways = { width: 844, height: 390 };

describe('layoutModeOf', () => {
  it('makes the video the room below 900 px, two columns from there', () => {
    expect(layoutModeOf({ width: 360, height: 640 })).toBe('immersive');
    expect(layoutModeOf(sideways)).toBe('immersive');
    expect(layoutModeOf({ width: 768, height: 1024 })).toBe('immersive');
    expect(layoutModeOf({ width: 899, height: 700 })).toBe('immersive');
    expect(layoutModeOf({ width: 900, height: 700 })).toBe('columns');
    expect(layoutModeOf({ width: 1280, height: 800 })).toBe('columns');
    // A big phone held sideways is still a phone.
    expect(layoutModeOf({ width: 932, height: 430 })).toBe('immersive');
    expect(layoutModeOf({ width: 1280, height: 500 })).toBe('immersive');
  });
});

describe('videoFitOf', () => {
  it('covers a portrait phone with a 9:16 stream and contains a 16:9 one', () => {
    expect(videoFitOf(9 / 16, phone, 'immersive')).toBe('cover');
    expect(videoFitOf(16 / 9, phone, 'immersive')).toBe('contain');
    expect(videoFitOf(9 / 16, { width: 360, height: 640 }, 'immersive')).toBe('cover');
    expect(videoFitOf(9 / 16, { width: 768, height: 1024 }, 'immersive')).toBe('cover');
  });
  it('covers a phone held sideways with a 16:9 stream, contains a 9:16 one there', () => {
    expect(videoFitOf(16 / 9, sideways, 'immersive')).toBe('cover');
    expect(videoFitOf(9 / 16, sideways, 'immersive')).toBe('contain');
  });
  it('contains before metadata, on bad sizes and in the columns layout', () => {
    expect(videoFitOf(null, phone, 'immersive')).toBe('contain');
    expect(videoFitOf(Number.NaN, phone, 'immersive')).toBe('contain');
    expect(videoFitOf(9 / 16, { width: 0, height: 844 }, 'immersive')).toBe('contain');
    expect(videoFitOf(16 / 9, { width: 1280, height: 720 }, 'columns')).toBe('contain');
  });
  it('reads the aspect from the intrinsic size only once it is known', () => {
    expect(aspectOf(360, 640)).toBeCloseTo(0.5625);
    expect(aspectOf(0, 0)).toBeNull();
  });
});

describe('slots', () => {
  it('stacks overlays in one order whatever arrives first', () => {
    expect(overlayStack(['draw', 'poll', 'ribbon'])).toEqual(['ribbon', 'poll', 'draw']);
    expect(overlayStack([])).toEqual([]);
  });
  it('lets sheets and the prompt cover only the lower band, never overlays, top bar or input', () => {
    expect(mayCover('sheet', 'comments')).toBe(true);
    expect(mayCover('sheet', 'promoted')).toBe(true);
    for (const kept of ['overlays', 'input', 'topBar'] as const) {
      expect(mayCover('sheet', kept)).toBe(false);
      expect(mayCover('prompt', kept)).toBe(false);
    }
    expect(mayCover('comments', 'rail')).toBe(false);
    expect(mayCover('promoted', 'input')).toBe(false);
    // The voucher prompt leaves the rail and the promoted card's buy button in reach.
    expect(mayCover('prompt', 'comments')).toBe(true);
    expect(mayCover('prompt', 'rail')).toBe(false);
    expect(mayCover('prompt', 'promoted')).toBe(false);
  });
  it('keeps resting slots of one band on different sides', () => {
    expect(SLOT_PLACES.comments.band).toBe(SLOT_PLACES.rail.band);
    expect(SLOT_PLACES.comments.side).not.toBe(SLOT_PLACES.rail.side);
    expect(SLOT_PLACES.overlays.band).not.toBe(SLOT_PLACES.sheet.band);
  });
});

describe('boxes', () => {
  it('finds overlaps but not touching edges', () => {
    expect(overlaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 5, width: 10, height: 10 })).toBe(true);
    expect(overlaps({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 10, height: 10 })).toBe(false);
  });
  it('measures coverage clipped to the viewport', () => {
    expect(coverage({ x: -10, y: 0, width: 410, height: 844 }, phone)).toBe(1);
    expect(coverage({ x: 0, y: 0, width: 390, height: 219 }, phone)).toBeCloseTo(219 / 844);
  });
  it('reports overlapping slots unless one may cover the other', () => {
    const comments = { slot: 'comments' as const, box: { x: 0, y: 500, width: 300, height: 200 } };
    const rail = { slot: 'rail' as const, box: { x: 290, y: 450, width: 60, height: 250 } };
    const sheet = { slot: 'sheet' as const, box: { x: 0, y: 400, width: 390, height: 380 } };
    expect(conflicts([comments, rail])).toEqual([['comments', 'rail']]);
    expect(conflicts([comments, sheet])).toEqual([]);
    expect(conflicts([{ slot: 'overlays', box: { x: 0, y: 390, width: 300, height: 40 } }, sheet])).toEqual([['overlays', 'sheet']]);
  });
});
