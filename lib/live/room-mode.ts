import { displayStatusOf, type RoomPost } from './room/state';

/**
 * What kind of room a post opens (live-room §4): live while live; a live_stopped post whose
 * replay_expired_at is still ahead is a replay (display status live_replay); unpublished is
 * upcoming (the waiting stage); anything else has ended.
 */

export type RoomMode = 'live' | 'replay' | 'upcoming' | 'ended';

export function roomMode(post: Pick<RoomPost, 'live_status' | 'replay_expired_at'>, now: number): RoomMode {
  const status = displayStatusOf(post, now);
  if (status === 'live') return 'live';
  if (status === 'live_replay') return 'replay';
  if (status === 'unpublished') return 'upcoming';
  return 'ended';
}

/** The stage badge's message (live messages) for a room opened in `mode`, before the room runs. */
export function badgeKeyOf(mode: RoomMode): 'badgeLive' | 'badgeReplay' | 'badgeUpcoming' | 'badgeEnded' {
  return mode === 'live' ? 'badgeLive' : mode === 'replay' ? 'badgeReplay' : mode === 'upcoming' ? 'badgeUpcoming' : 'badgeEnded';
}

/** A timestamp field as an ISO string (metadata, JSON-LD), or null. */
export function isoOf(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The cover for a mode: the VOD picture for replays, the pending cover before, the stopped one after. */
export function coverOf(
  post: { vod_image_url?: string | null; cover_pending?: string | null; cover_stopped?: string | null },
  mode: RoomMode,
  snapshot?: string | null,
): string | null {
  switch (mode) {
    case 'live':
      return post.cover_pending || snapshot || post.vod_image_url || null;
    case 'replay':
      return post.vod_image_url || post.cover_stopped || snapshot || null;
    case 'upcoming':
      return post.cover_pending || post.vod_image_url || null;
    default:
      return post.cover_stopped || post.vod_image_url || null;
  }
}
