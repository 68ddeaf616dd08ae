import { describe, expect, it } from '@jest/globals';
import {
  archiveEnd,
  archivedCommentsAllowed,
  chapterIndexAt,
  clipAt,
  clipByProduct,
  productsAt,
  replayableClips,
  replayStartOf,
  sortedChapters,
} from '@/lib/live/replay-nav';
import type { Archive, Clip } from '@/lib/schemas';

const clip = (id: string, start: number, end: number, products: number[]): Clip => ({ id, title: id, snapshot_url: null, started_time: start, ended_time: end, promoting_product_ids: products });

const CLIPS: Archive = {
  type: 'clips',
  clips: [clip('clip-1', 120, 900, [106]), clip('clip-2', 900, 1800, [101]), clip('clip-3', 1800, 2000, [101, 112])],
};
const CHAPTERS: Archive = {
  type: 'chapters',
  started_time: 0,
  ended_time: 3600,
  labels: [
    { name: 'b', started_time: 300 },
    { name: 'a', started_time: 0 },
    { name: 'c', started_time: 1500 },
  ],
};
const clipsPost = { archive: CLIPS, replayable_clip_ids: ['clip-1', 'clip-2'] };
const q = (search: string) => new URLSearchParams(search);

describe('replayableClips', () => {
  it('keeps only the replayable clips; an empty or absent list keeps all', () => {
    expect(replayableClips(CLIPS, ['clip-2']).map((c) => c.id)).toEqual(['clip-2']);
    expect(replayableClips(CLIPS, []).map((c) => c.id)).toEqual(['clip-1', 'clip-2', 'clip-3']);
    expect(replayableClips(CLIPS, null)).toHaveLength(3);
  });
  it('matches ids given as numbers or strings', () => {
    const numeric: Archive = { type: 'clips', clips: [{ ...clip('x', 0, 10, []), id: 7 }] };
    expect(replayableClips(numeric, ['7'])).toHaveLength(1);
  });
  it('has no clips for chapters, raw or no archive', () => {
    expect(replayableClips(CHAPTERS, null)).toEqual([]);
    expect(replayableClips({ type: 'raw' }, null)).toEqual([]);
    expect(replayableClips(null, null)).toEqual([]);
  });
});

describe('what plays at a time', () => {
  const clips = replayableClips(CLIPS, clipsPost.replayable_clip_ids);
  it('finds the clip at the playhead: start included, end excluded, none between or after', () => {
    expect(clipAt(clips, 0)).toBeNull();
    expect(clipAt(clips, 120)?.id).toBe('clip-1');
    expect(clipAt(clips, 899.9)?.id).toBe('clip-1');
    expect(clipAt(clips, 900)?.id).toBe('clip-2');
    expect(clipAt(clips, 1800)).toBeNull();
  });
  it('gives the products of the clip at the playhead', () => {
    expect([...productsAt(clips, 300)]).toEqual([106]);
    expect([...productsAt(clips, 1000)]).toEqual([101]);
    expect(productsAt(clips, 10).size).toBe(0);
  });
  it('finds the chapter at the playhead in start order', () => {
    const sorted = sortedChapters(CHAPTERS.type === 'chapters' ? CHAPTERS.labels : []);
    expect(sorted.map((l) => l.name)).toEqual(['a', 'b', 'c']);
    expect(chapterIndexAt(sorted, 0)).toBe(0);
    expect(chapterIndexAt(sorted, 299)).toBe(0);
    expect(chapterIndexAt(sorted, 300)).toBe(1);
    expect(chapterIndexAt(sorted, 5000)).toBe(2);
    expect(chapterIndexAt(sortedChapters([{ name: 'late', started_time: 10 }]), 5)).toBe(-1);
  });
  it('maps each product to the earliest clip promoting it', () => {
    const byProduct = clipByProduct(replayableClips(CLIPS, null).reverse());
    expect(byProduct.get(106)?.id).toBe('clip-1');
    expect(byProduct.get(101)?.id).toBe('clip-2');
    expect(byProduct.get(112)?.id).toBe('clip-3');
    expect(byProduct.has(999)).toBe(false);
  });
  it('knows where the archive ends', () => {
    expect(archiveEnd(CHAPTERS, [])).toBe(3600);
    expect(archiveEnd(CLIPS, clips)).toBe(1800);
    expect(archiveEnd({ type: 'raw' }, [])).toBeNull();
  });
});

describe('replayStartOf (deep links)', () => {
  it('starts a ?clip= link at its clip', () => {
    expect(replayStartOf(q('clip=clip-2'), clipsPost)).toBe(900);
  });
  it('starts a ?t= link at that second', () => {
    expect(replayStartOf(q('t=300'), { archive: CHAPTERS })).toBe(300);
    expect(replayStartOf(q('t=12.5'), { archive: null })).toBe(12.5);
  });
  it('prefers a known clip, and falls back to ?t= for an unknown one', () => {
    expect(replayStartOf(q('clip=clip-1&t=1000'), clipsPost)).toBe(120);
    expect(replayStartOf(q('clip=clip-3&t=1000'), clipsPost)).toBe(1000);
  });
  it('ignores invalid values', () => {
    for (const search of ['t=-5', 't=abc', 't=', 't=1e3', 't=0', 't=Infinity', 't=300s', 'clip=nope', 'clip=clip-3', '', 't=99999999']) {
      expect({ search, start: replayStartOf(q(search), clipsPost) }).toEqual({ search, start: null });
    }
  });
  it('ignores a time past the archive end', () => {
    expect(replayStartOf(q('t=3600'), { archive: CHAPTERS })).toBeNull();
    expect(replayStartOf(q('t=3599'), { archive: CHAPTERS })).toBe(3599);
    expect(replayStartOf(q('t=1800'), clipsPost)).toBeNull();
  });
});

describe('archivedCommentsAllowed', () => {
  it('needs both flags (absent counts as on)', () => {
    expect(archivedCommentsAllowed({ can_archive_comment: true, show_archive_comment: true })).toBe(true);
    expect(archivedCommentsAllowed({})).toBe(true);
    expect(archivedCommentsAllowed({ can_archive_comment: false, show_archive_comment: true })).toBe(false);
    expect(archivedCommentsAllowed({ can_archive_comment: true, show_archive_comment: false })).toBe(false);
  });
});
