/**
 * The room as a player (ARCHITECTURE rule 8, issue 26): which layout a viewport gets, how the video
 * fills it, and where each thing over the video goes. Pure: the CSS (room-layout.module.css) draws
 * these slots with the same breakpoints, and the e2e checks the boxes the browser made.
 */

export interface Viewport {
  width: number;
  height: number;
}

/** From this width the room is two columns: player (with its overlays) left, chat and products right. */
export const COLUMNS_MIN_WIDTH = 900;
/** ...unless the screen is this short or shorter: a phone held sideways (932×430) stays immersive. */
export const IMMERSIVE_MAX_HEIGHT = 500;

/**
 * immersive: the video is the room (phones and portrait tablets), overlays and sheets over it.
 * columns: tablet landscape and desktop.
 */
export type RoomLayoutMode = 'immersive' | 'columns';

export function layoutModeOf(viewport: Viewport): RoomLayoutMode {
  return viewport.width >= COLUMNS_MIN_WIDTH && viewport.height > IMMERSIVE_MAX_HEIGHT ? 'columns' : 'immersive';
}

/** The media query of the immersive mode, for matchMedia and the CSS (room.module.css repeats it). */
export const IMMERSIVE_QUERY = `(max-width: ${COLUMNS_MIN_WIDTH - 0.02}px), (max-height: ${IMMERSIVE_MAX_HEIGHT}px)`;

/** How much of the picture cover may crop before the room letterboxes it instead (a 9:16 stream on a 19.5:9 phone crops 18 %). */
export const MAX_COVER_CROP = 0.3;

export type VideoFit = 'cover' | 'contain';

/**
 * cover fills the box (cropping the edges); contain shows the whole picture at the top, over a
 * blurred backdrop of itself. A 9:16 stream covers a portrait phone, a 16:9 one covers a phone held
 * sideways; a 16:9 stream on a portrait phone is contained. Unknown aspect (metadata not loaded):
 * contain, which never crops the seller's picture.
 */
export function videoFitOf(streamAspect: number | null, box: Viewport, mode: RoomLayoutMode): VideoFit {
  if (mode === 'columns' || !streamAspect || !(streamAspect > 0) || box.width <= 0 || box.height <= 0) return 'contain';
  const boxAspect = box.width / box.height;
  const crop = 1 - Math.min(streamAspect, boxAspect) / Math.max(streamAspect, boxAspect);
  return crop <= MAX_COVER_CROP ? 'cover' : 'contain';
}

/** The stream's aspect ratio from the video's intrinsic size, or null before metadata. */
export function aspectOf(videoWidth: number, videoHeight: number): number | null {
  return videoWidth > 0 && videoHeight > 0 ? videoWidth / videoHeight : null;
}

/** Everything the room places over the video in immersive mode. */
export type RoomSlot = 'topBar' | 'overlays' | 'rail' | 'comments' | 'promoted' | 'input' | 'prompt' | 'sheet';

/** Overlays that stack in the overlays slot, top to bottom, when present. */
export type RoomOverlay = 'poll' | 'coupon' | 'draw' | 'ribbon';
const OVERLAY_ORDER: readonly RoomOverlay[] = ['ribbon', 'poll', 'coupon', 'draw'];

/** Where a slot sits: a band of the screen and its side. */
export interface SlotPlace {
  band: 'top' | 'upper' | 'lower' | 'bottom';
  side: 'full' | 'left' | 'right';
}

/**
 * The slot stack, top to bottom: top bar; overlays (left) beside the rail (right); comments (left)
 * beside the rail; the promoted card; the input. The sheets take the lower band, between the
 * overlays and the input; the prompt (voucher) its left part, above the promoted card.
 */
export const SLOT_PLACES: Readonly<Record<RoomSlot, SlotPlace>> = {
  topBar: { band: 'top', side: 'full' },
  overlays: { band: 'upper', side: 'left' },
  rail: { band: 'lower', side: 'right' },
  comments: { band: 'lower', side: 'left' },
  promoted: { band: 'bottom', side: 'full' },
  input: { band: 'bottom', side: 'full' },
  prompt: { band: 'lower', side: 'left' },
  sheet: { band: 'lower', side: 'full' },
};

/**
 * What may cover what: a sheet slides over the comments, the rail and the promoted card (the video
 * stays visible above them); the voucher prompt rests over the last comments only, so the rail and
 * the promoted card's buy button stay in reach; nothing ever covers the top bar, the overlays
 * (polls, coupons, draws, ribbon) or the input, and the resting slots never cover each other.
 */
const MAY_COVER: Readonly<Partial<Record<RoomSlot, readonly RoomSlot[]>>> = {
  sheet: ['comments', 'rail', 'promoted', 'prompt'],
  prompt: ['comments'],
};

export function mayCover(top: RoomSlot, below: RoomSlot): boolean {
  return MAY_COVER[top]?.includes(below) ?? false;
}

/** The overlays present now, in the order the overlays slot stacks them. */
export function overlayStack(present: Iterable<RoomOverlay>): RoomOverlay[] {
  const shown = new Set(present);
  return OVERLAY_ORDER.filter((overlay) => shown.has(overlay));
}

/** A box as the browser reports it (getBoundingClientRect). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Two boxes overlap when they share area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}

/** The share of the viewport a box covers (clipped to the viewport), 0..1. */
export function coverage(box: Box, viewport: Viewport): number {
  const width = Math.max(0, Math.min(box.x + box.width, viewport.width) - Math.max(box.x, 0));
  const height = Math.max(0, Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0));
  return (width * height) / (viewport.width * viewport.height);
}

/** The pairs of placed slots that overlap although neither may cover the other. */
export function conflicts(placed: ReadonlyArray<{ slot: RoomSlot; box: Box }>): Array<[RoomSlot, RoomSlot]> {
  const found: Array<[RoomSlot, RoomSlot]> = [];
  placed.forEach((a, i) => {
    for (const b of placed.slice(i + 1)) {
      if (overlaps(a.box, b.box) && !mayCover(a.slot, b.slot) && !mayCover(b.slot, a.slot)) found.push([a.slot, b.slot]);
    }
  });
  return found;
}
