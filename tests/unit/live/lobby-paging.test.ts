import { describe, expect, it } from '@jest/globals';
import { isBeyondLastPage, lastPageOf, lobbyHref, lobbyListPath, lobbyPageFromQuery, lobbyPageOfSegment, lobbyPaging, MAX_CACHED_LOBBY_PAGE } from '@/lib/live/lobby-paging';

describe('lobby pages in URLs', () => {
  it('reads ?page= as a positive integer, else 1', () => {
    expect(['2', ['3', '4'], undefined, '', '0', '-1', '1.5', 'abc'].map((value) => lobbyPageFromQuery(value))).toEqual([2, 3, 1, 1, 1, 1, 1, 1]);
  });

  it('routes cached pages to /live-lobby/list/{page}, pages past them to the query page', () => {
    expect(lobbyListPath(new URLSearchParams())).toBe('/live-lobby/list/1');
    expect(lobbyListPath(new URLSearchParams('page=2'))).toBe('/live-lobby/list/2');
    expect(lobbyListPath(new URLSearchParams('page=bogus'))).toBe('/live-lobby/list/1');
    expect(lobbyListPath(new URLSearchParams(`page=${MAX_CACHED_LOBBY_PAGE}`))).toBe(`/live-lobby/list/${MAX_CACHED_LOBBY_PAGE}`);
    expect(lobbyListPath(new URLSearchParams(`page=${MAX_CACHED_LOBBY_PAGE + 1}`))).toBeNull();
  });

  it('accepts only the segments middleware sends', () => {
    expect(['1', '2', String(MAX_CACHED_LOBBY_PAGE)].map(lobbyPageOfSegment)).toEqual([1, 2, MAX_CACHED_LOBBY_PAGE]);
    expect(['0', '01', '-1', 'x', '', String(MAX_CACHED_LOBBY_PAGE + 1), '1e1'].map(lobbyPageOfSegment)).toEqual(Array(7).fill(null));
  });

  it('links page 1 without a query, others with ?page=, the store encoded', () => {
    expect(lobbyHref('demo')).toBe('/demo/live-lobby');
    expect(lobbyHref('demo', 1)).toBe('/demo/live-lobby');
    expect(lobbyHref('demo', 3)).toBe('/demo/live-lobby?page=3');
    expect(lobbyHref('a/b', 2)).toBe('/a%2Fb/live-lobby?page=2');
  });
});

describe('paging', () => {
  it('reads the last page from the meta, at least 1', () => {
    expect([{ last_page: 3 }, { last_page: 0 }, {}, null, undefined, { last_page: 2.5 }].map(lastPageOf)).toEqual([3, 1, 1, 1, 1, 1]);
  });

  it('answers page 1 always, others up to the last page', () => {
    expect(isBeyondLastPage(1, 0)).toBe(false);
    expect(isBeyondLastPage(1, 1)).toBe(false);
    expect(isBeyondLastPage(2, 2)).toBe(false);
    expect(isBeyondLastPage(3, 2)).toBe(true);
    expect(isBeyondLastPage(2, 1)).toBe(true);
  });

  it('links the previous and next pages, none for a single page', () => {
    expect(lobbyPaging('demo', 1, 1)).toBeNull();
    expect(lobbyPaging('demo', 1, 3)).toEqual({ page: 1, lastPage: 3, prevHref: null, nextHref: '/demo/live-lobby?page=2' });
    expect(lobbyPaging('demo', 2, 3)).toEqual({ page: 2, lastPage: 3, prevHref: '/demo/live-lobby', nextHref: '/demo/live-lobby?page=3' });
    expect(lobbyPaging('demo', 3, 3)).toEqual({ page: 3, lastPage: 3, prevHref: '/demo/live-lobby?page=2', nextHref: null });
  });
});
