import type { ApiError, Result } from '@/lib/api/result';
import type { ReplayListItem, VodAnswer, VodPost } from '@/lib/schemas';
import { dataList, entriesWithIds, listOf, pagesOf, recordOf, textOrNull } from '@/lib/format/field';

/**
 * The replay list (commerce §7 vod, live-room §3 "Replay list item") as the lobby shows it: each
 * post mapped to a row, then grouped into live now, upcoming and past posts.
 */

/** A vod post as a row: the image falls back to the first publication's picture; isLiving when any publication is live. */
export function toReplayListItem(post: VodPost): ReplayListItem {
  const { id, title, on_air, is_private, replay } = post;
  const publications = listOf(post.publications);
  const image_url = textOrNull(post.image_url) ?? textOrNull(recordOf(publications[0])?.picture);
  const isLiving = publications.some((publication) => recordOf(publication)?.live === true);
  return { id, title, on_air, is_private, replay, upcoming_at: post.upcoming_at ?? null, started_at: post.started_at ?? null, image_url, isLiving };
}

export type LobbyKind = 'live' | 'upcoming' | 'replay' | 'ended';

/** A post that has not started an hour after its announced start is no longer listed as upcoming. */
export const LATE_START_GRACE_MS = 60 * 60 * 1000;

const timeOf = (value: ReplayListItem['upcoming_at']): number => (value ? Date.parse(String(value)) : NaN);

/**
 * What a row is at `now` (the time the list was read: a cached render may not read the clock):
 * live while on air; a watchable replay; upcoming when it has a start time ahead (or just passed)
 * and never started; anything else has ended and its replay cannot be watched.
 */
export function lobbyKindOf(item: ReplayListItem, now: number): LobbyKind {
  if (item.isLiving || item.on_air) return 'live';
  if (item.replay) return 'replay';
  const start = timeOf(item.upcoming_at);
  if (!item.started_at && Number.isFinite(start) && start > now - LATE_START_GRACE_MS) return 'upcoming';
  return 'ended';
}

export interface LobbyRow extends ReplayListItem {
  kind: LobbyKind;
}

export interface LobbySections {
  live: LobbyRow[];
  /** Soonest first. */
  upcoming: LobbyRow[];
  /** Replays and ended posts, in the list's order (newest first). */
  replays: LobbyRow[];
}

const lobbyRowOf = (item: ReplayListItem, now: number): LobbyRow => ({ ...item, kind: lobbyKindOf(item, now) });

export function lobbySections(items: readonly ReplayListItem[], now: number): LobbySections {
  const rows = items.map((item) => lobbyRowOf(item, now));
  return {
    live: rows.filter((row) => row.kind === 'live'),
    upcoming: rows.filter((row) => row.kind === 'upcoming').sort((a, b) => timeOf(a.upcoming_at) - timeOf(b.upcoming_at)),
    replays: rows.filter((row) => row.kind === 'replay' || row.kind === 'ended'),
  };
}

/** The market's strip (show_lobby): the lives on air, then the upcoming ones, from the list's first page. */
export const MAX_STRIP_ROWS = 8;

/**
 * The posts of a replay list answer a row can link to; null when the answer has no list or none of
 * its posts has an id (used unchanged after a mismatch, commerce §5).
 */
export function readablePosts(answer: { data?: VodPost[] | null } | null): VodPost[] | null {
  return entriesWithIds(dataList(answer));
}

export function stripRows(posts: readonly VodPost[], now: number): LobbyRow[] {
  const { live, upcoming } = lobbySections(posts.map(toReplayListItem), now);
  return [...live, ...upcoming].slice(0, MAX_STRIP_ROWS);
}

/** A lobby page as loaded (app/…/live-lobby/lobby-data): a page of rows, a page past the last, or a failed call. */
export type LobbyLoad =
  | { kind: 'ok'; items: ReplayListItem[]; page: number; lastPage: number; perPage: number; readAt: number }
  | { kind: 'beyond'; page: number; lastPage: number }
  | { kind: 'failed'; page: number };

/** The sitemap reads this many pages of the list at most (newest first: 200 posts at 10 a page). */
export const MAX_SITEMAP_REPLAY_PAGES = 20;

export interface ReplayListRead {
  result: Result<Pick<VodAnswer, 'data' | 'meta'>>;
  /** When the page was read: the rows' clock (lobbyKindOf). */
  readAt: number;
}

/** Every row of the list, page after page up to `maxPages`; null when a page fails, after `onFailure` hears which. */
export async function collectReplayList(
  loadPage: (page: number) => Promise<ReplayListRead>,
  onFailure: (page: number, error: ApiError) => void = () => undefined,
  maxPages = MAX_SITEMAP_REPLAY_PAGES,
): Promise<LobbyRow[] | null> {
  const rows: LobbyRow[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const { result, readAt } = await loadPage(page);
    if (!result.ok) {
      onFailure(page, result.error);
      return null;
    }
    // No readable list in a 200 answer (the client reported the mismatch): the list is unknown.
    const posts = readablePosts(result.data);
    if (!posts) return null;
    rows.push(...posts.map((post) => lobbyRowOf(toReplayListItem(post), readAt)));
    if (page >= pagesOf(result.data).lastPage) break;
  }
  return rows;
}

/** The rooms a crawler may index: public posts on air, coming up or watchable as replays. */
export function sitemapRows(rows: readonly LobbyRow[]): LobbyRow[] {
  return rows.filter((row) => !row.is_private && row.kind !== 'ended');
}
