import { describe, expect, it } from '@jest/globals';
import { collectReplayList, LATE_START_GRACE_MS, lobbyKindOf, lobbySections, MAX_STRIP_ROWS, sitemapRows, stripRows, toReplayListItem, type ReplayListRead } from '@/lib/live/replay-list';
import type { ReplayListItem, VodPost } from '@/lib/schemas';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const HOUR = 3_600_000;
const iso = (offset: number) => new Date(NOW + offset).toISOString();

const vod = (over: Partial<VodPost> = {}): VodPost => ({
  id: 1,
  title: 'Tea live',
  on_air: false,
  is_private: false,
  upcoming_at: null,
  started_at: null,
  replay: false,
  image_url: null,
  publications: [],
  ...over,
});
const item = (over: Partial<VodPost> = {}): ReplayListItem => toReplayListItem(vod(over));

describe('toReplayListItem', () => {
  it('keeps the post’s own image, else takes the first publication’s picture', () => {
    const publications = [
      { id: 1, live: false, picture: 'https://img/first.png' },
      { id: 2, live: false, picture: 'https://img/second.png' },
    ];
    expect(item({ image_url: 'https://img/own.png', publications }).image_url).toBe('https://img/own.png');
    expect(item({ image_url: null, publications }).image_url).toBe('https://img/first.png');
    expect(item({ image_url: '  ', publications }).image_url).toBe('https://img/first.png');
    expect(item({ publications: [{ live: false, picture: null }, ...publications] }).image_url).toBeNull();
    expect(item().image_url).toBeNull();
  });

  it('is living when any publication is live', () => {
    expect(item({ publications: [{ live: false }, { live: true }] }).isLiving).toBe(true);
    expect(item({ publications: [{ live: false }] }).isLiving).toBe(false);
    expect(item({ on_air: true }).isLiving).toBe(false);
  });

  it('copies the row fields and tolerates an answer without publications (used as received)', () => {
    const post = { ...vod({ id: 7, title: 'x', is_private: true, replay: true, upcoming_at: iso(HOUR), started_at: iso(-HOUR) }), publications: undefined } as unknown as VodPost;
    expect(toReplayListItem(post)).toEqual({ id: 7, title: 'x', on_air: false, is_private: true, upcoming_at: iso(HOUR), started_at: iso(-HOUR), replay: true, image_url: null, isLiving: false });
  });
});

describe('lobbyKindOf', () => {
  it('is live on air or with a live publication, before anything else', () => {
    expect(lobbyKindOf(item({ on_air: true, replay: true }), NOW)).toBe('live');
    expect(lobbyKindOf(item({ publications: [{ live: true }] }), NOW)).toBe('live');
  });
  it('is a replay while one can be watched', () => {
    expect(lobbyKindOf(item({ replay: true, started_at: iso(-48 * HOUR) }), NOW)).toBe('replay');
  });
  it('is upcoming with a start ahead, or just passed without a start yet', () => {
    expect(lobbyKindOf(item({ upcoming_at: iso(24 * HOUR) }), NOW)).toBe('upcoming');
    expect(lobbyKindOf(item({ upcoming_at: iso(-LATE_START_GRACE_MS + 1000) }), NOW)).toBe('upcoming');
  });
  it('has ended otherwise: replay gone, started already, long past or no time at all', () => {
    expect(lobbyKindOf(item({ started_at: iso(-HOUR), upcoming_at: iso(HOUR) }), NOW)).toBe('ended');
    expect(lobbyKindOf(item({ upcoming_at: iso(-LATE_START_GRACE_MS - 1000) }), NOW)).toBe('ended');
    expect(lobbyKindOf(item({ upcoming_at: 'not a date' }), NOW)).toBe('ended');
    expect(lobbyKindOf(item(), NOW)).toBe('ended');
  });
});

describe('lobbySections', () => {
  it('groups a page: live, upcoming soonest first, replays and ended in list order', () => {
    const items = [
      item({ id: 1, upcoming_at: iso(48 * HOUR) }),
      item({ id: 2, on_air: true }),
      item({ id: 3, replay: true }),
      item({ id: 4, upcoming_at: iso(2 * HOUR) }),
      item({ id: 5 }),
      item({ id: 6, replay: true }),
    ];
    const sections = lobbySections(items, NOW);
    expect(sections.live.map((r) => r.id)).toEqual([2]);
    expect(sections.upcoming.map((r) => r.id)).toEqual([4, 1]);
    expect(sections.replays.map((r) => [r.id, r.kind])).toEqual([
      [3, 'replay'],
      [5, 'ended'],
      [6, 'replay'],
    ]);
  });
  it('gives empty sections for an empty page', () => {
    expect(lobbySections([], NOW)).toEqual({ live: [], upcoming: [], replays: [] });
  });
});

describe('stripRows', () => {
  it('lists lives on air, then upcoming ones, no replays, at most MAX_STRIP_ROWS', () => {
    const posts = [vod({ id: 1, replay: true }), vod({ id: 2, upcoming_at: iso(HOUR) }), vod({ id: 3, publications: [{ live: true }] })];
    expect(stripRows(posts, NOW).map((r) => [r.id, r.kind])).toEqual([
      [3, 'live'],
      [2, 'upcoming'],
    ]);
    const many = Array.from({ length: MAX_STRIP_ROWS + 3 }, (_, i) => vod({ id: i + 1, on_air: true }));
    expect(stripRows(many, NOW)).toHaveLength(MAX_STRIP_ROWS);
  });
});

describe('collectReplayList', () => {
  const meta = (page: number, last: number) => ({ current_page: page, last_page: last, from: null, to: null, path: '', per_page: 10, total: 0 });
  const pageOf = (page: number, last: number, posts: VodPost[]): ReplayListRead => ({ result: { ok: true, data: { data: posts, meta: meta(page, last) } }, readAt: NOW });

  it('reads every page up to the last, rows judged by the time each was read', async () => {
    const pages = [pageOf(1, 2, [vod({ id: 1, on_air: true })]), pageOf(2, 2, [vod({ id: 2, replay: true })])];
    const asked: number[] = [];
    const rows = await collectReplayList(async (page) => (asked.push(page), pages[page - 1]));
    expect(asked).toEqual([1, 2]);
    expect(rows?.map((r) => [r.id, r.kind])).toEqual([
      [1, 'live'],
      [2, 'replay'],
    ]);
  });

  it('stops at the cap, and gives null when a page fails (after reporting which)', async () => {
    const asked: number[] = [];
    expect(await collectReplayList(async (page) => (asked.push(page), pageOf(page, 99, [vod({ id: page })])), undefined, 3)).toHaveLength(3);
    expect(asked).toEqual([1, 2, 3]);
    const failures: number[] = [];
    const failing = async (page: number): Promise<ReplayListRead> => (page === 2 ? { result: { ok: false, error: { kind: 'status', status: 500, message: 'x' } }, readAt: NOW } : pageOf(page, 3, []));
    expect(await collectReplayList(failing, (page) => failures.push(page))).toBeNull();
    expect(failures).toEqual([2]);
  });
});

describe('sitemapRows', () => {
  it('keeps public posts on air, coming up or watchable; not private or ended ones', () => {
    const rows = lobbySections([item({ id: 1, on_air: true }), item({ id: 2, upcoming_at: iso(HOUR) }), item({ id: 3, replay: true }), item({ id: 4, replay: true, is_private: true }), item({ id: 5 })], NOW);
    expect(sitemapRows([...rows.live, ...rows.upcoming, ...rows.replays]).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
