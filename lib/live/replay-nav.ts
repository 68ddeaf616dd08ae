import type { Archive, ChapterLabel, Clip } from '@/lib/schemas';

/**
 * Shoppable replays (issue 14): which chapter or clip plays at a time, which products a clip
 * promotes, and where a deep link (`?t=`, `?clip=`) starts. Pure, so the rules are unit-tested.
 */

type ClipArchive = Extract<Archive, { type: 'clips' }>;

/** The archive fields a replay reads (a StreamPost or RoomPost). */
export interface ReplayArchivePost {
  archive: Archive | null;
  replayable_clip_ids?: readonly (string | number)[] | null;
}

/** The clips a replay may play: only `replayable_clip_ids` (an empty or absent list means all). */
export function replayableClips(archive: Archive | null, replayableIds?: readonly (string | number)[] | null): Clip[] {
  if (!archive || archive.type !== 'clips') return [];
  const allowed = replayableIds && replayableIds.length > 0 ? new Set(replayableIds.map(String)) : null;
  return (archive as ClipArchive).clips.filter((clip) => !allowed || allowed.has(String(clip.id)));
}

/** Chapter labels by start time. */
export function sortedChapters(labels: readonly ChapterLabel[]): ChapterLabel[] {
  return [...labels].sort((a, b) => a.started_time - b.started_time);
}

/** Index (in `sorted`) of the chapter playing at `seconds`, or -1 before the first. */
export function chapterIndexAt(sorted: readonly ChapterLabel[], seconds: number): number {
  return sorted.findLastIndex((label) => label.started_time <= seconds);
}

/** Whether a clip covers `seconds` (its start included, its end not: the next clip starts there). */
export function clipCovers(clip: Pick<Clip, 'started_time' | 'ended_time'>, seconds: number): boolean {
  return seconds >= clip.started_time && seconds < clip.ended_time;
}

/** The clip playing at `seconds`, or null between clips. */
export function clipAt(clips: readonly Clip[], seconds: number): Clip | null {
  return clips.find((clip) => clipCovers(clip, seconds)) ?? null;
}

/** Ids of the products the clip at `seconds` promotes (empty between clips). */
export function productsAt(clips: readonly Clip[], seconds: number): ReadonlySet<number> {
  return new Set(clipAt(clips, seconds)?.promoting_product_ids ?? []);
}

/** Each promoted product's clip: the first (earliest) clip that promotes it. */
export function clipByProduct(clips: readonly Clip[]): ReadonlyMap<number, Clip> {
  const byProduct = new Map<number, Clip>();
  for (const clip of [...clips].sort((a, b) => a.started_time - b.started_time)) {
    for (const productId of clip.promoting_product_ids) if (!byProduct.has(productId)) byProduct.set(productId, clip);
  }
  return byProduct;
}

/** Where the archive ends (s), when the archive says: a chapter archive's end, else the last clip's. */
export function archiveEnd(archive: Archive | null, clips: readonly Clip[]): number | null {
  if (archive?.type === 'chapters' && archive.ended_time > 0) return archive.ended_time;
  return clips.length > 0 ? Math.max(...clips.map((clip) => clip.ended_time)) : null;
}

const SECONDS = /^\d{1,6}(\.\d{1,3})?$/;

/**
 * Where a deep link starts the replay: `?clip=ID` (a clip the replay may play) at its start, else
 * `?t=SECONDS`. Anything else (negative, not a number, an unknown clip, past the archive's end) is
 * null: the replay starts at the beginning. The player also ignores a start past the media's end.
 */
export function replayStartOf(query: URLSearchParams, post: ReplayArchivePost): number | null {
  const clips = replayableClips(post.archive, post.replayable_clip_ids);
  const clipId = query.get('clip');
  if (clipId !== null) {
    const clip = clips.find((candidate) => String(candidate.id) === clipId);
    if (clip) return clip.started_time;
  }
  const raw = query.get('t');
  if (raw === null || !SECONDS.test(raw)) return null;
  const seconds = Number(raw);
  const end = archiveEnd(post.archive, clips);
  if (seconds <= 0 || (end !== null && seconds >= end)) return null;
  return seconds;
}

/** A replay shows its archived comments only when the post keeps them and shows them (both default on). */
export function archivedCommentsAllowed(post: { can_archive_comment?: boolean; show_archive_comment?: boolean }): boolean {
  return post.can_archive_comment !== false && post.show_archive_comment !== false;
}
