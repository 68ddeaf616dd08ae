/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, chunkReloadDecision, isChunkLoadError, LEAVE_GRACE_MS, LEAVING_HOLD_MS, reloadForChunkError, watchLeaving } from '@/lib/report/chunk-error';

describe('isChunkLoadError', () => {
  it('recognises the chunk failures of webpack, Turbopack and native dynamic import', () => {
    const named = new Error('Loading chunk 42 failed.');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 1'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(true);
    expect(isChunkLoadError('Loading CSS chunk app-page failed'))
      .toBe(true);
  });
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ message: 'Loading chunk 1 failed' })).toBe(false);
  });
});

describe('chunkReloadDecision', () => {
  it('reloads the first time and remembers the path', () => {
    const decision = chunkReloadDecision(null, '/demo/market', 1000);
    expect(decision.reload).toBe(true);
    expect(JSON.parse(decision.marker ?? '{}')).toEqual({ path: '/demo/market', at: 1000 });
  });
  it('does not reload the same path again within the window, so a persistent failure cannot loop', () => {
    const { marker } = chunkReloadDecision(null, '/demo/market', 1000);
    expect(chunkReloadDecision(marker, '/demo/market', 1000 + CHUNK_RELOAD_WINDOW_MS - 1).reload).toBe(false);
    expect(chunkReloadDecision(marker, '/demo/market', 1000 + CHUNK_RELOAD_WINDOW_MS).reload).toBe(true);
    expect(chunkReloadDecision(marker, '/demo/shopping', 1001).reload).toBe(true);
  });
  it('treats a broken marker as none', () => {
    expect(chunkReloadDecision('{not json', '/x', 5).reload).toBe(true);
  });
});

describe('reloadForChunkError', () => {
  it('never reloads at a path that would leave the origin (a page reached as //evil.example/…)', () => {
    window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    // Same origin for pushState; the parser resolves it to the pathname //evil.example/x.
    window.history.pushState(null, '', '/.//evil.example/x');
    expect(window.location.pathname).toBe('//evil.example/x');
    const error = new Error('Loading chunk 42 failed.');
    error.name = 'ChunkLoadError';
    expect(reloadForChunkError(error)).toBe(false);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    window.history.pushState(null, '', '/');
  });

  describe('after a chunk failure', () => {
    const chunkError = () => Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js'), { name: 'ChunkLoadError' });
    beforeEach(() => {
      jest.useFakeTimers();
      window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    });
    afterEach(() => {
      jest.useRealTimers();
      window.history.pushState(null, '', '/');
    });

    it('reloads at the page after a moment when the buyer stays on it', () => {
      window.history.pushState(null, '', '/demo/market?keyword=tea');
      const navigate = jest.fn();
      expect(reloadForChunkError(chunkError(), { navigate })).toBe(true);
      jest.advanceTimersByTime(LEAVE_GRACE_MS - 1);
      expect(navigate).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(navigate).toHaveBeenCalledWith('/demo/market?keyword=tea');
    });

    it('lets a navigation under way win: a page left within the grace is not reloaded (WebKit fails the loads of a page being left)', () => {
      window.history.pushState(null, '', '/demo/market');
      const navigate = jest.fn();
      expect(reloadForChunkError(chunkError(), { navigate })).toBe(true);
      window.dispatchEvent(new Event('pagehide'));
      jest.advanceTimersByTime(LEAVE_GRACE_MS * 2);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('waits for a navigation that has begun (beforeunload) to commit, however long past the grace it takes', () => {
      watchLeaving();
      window.history.pushState(null, '', '/demo/live/9003');
      const navigate = jest.fn();
      // WebKit: the buyer's navigation begins, then the page's own loads fail.
      window.dispatchEvent(new Event('beforeunload'));
      expect(reloadForChunkError(chunkError(), { navigate })).toBe(true);
      jest.advanceTimersByTime(LEAVE_GRACE_MS * 4);
      expect(navigate).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('pagehide'));
      jest.advanceTimersByTime(LEAVING_HOLD_MS);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('reloads after all when a navigation that began never leaves (a download, a 204)', () => {
      watchLeaving();
      window.history.pushState(null, '', '/demo/market');
      const navigate = jest.fn();
      window.dispatchEvent(new Event('beforeunload'));
      expect(reloadForChunkError(chunkError(), { navigate })).toBe(true);
      jest.advanceTimersByTime(LEAVING_HOLD_MS - 1);
      expect(navigate).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(navigate).toHaveBeenCalledWith('/demo/market');
    });

    it('forgets a leave once the page is shown again (back from the back/forward cache)', () => {
      watchLeaving();
      window.history.pushState(null, '', '/demo/market');
      const navigate = jest.fn();
      window.dispatchEvent(new Event('beforeunload'));
      window.dispatchEvent(new Event('pageshow'));
      expect(reloadForChunkError(chunkError(), { navigate })).toBe(true);
      jest.advanceTimersByTime(LEAVE_GRACE_MS);
      expect(navigate).toHaveBeenCalledWith('/demo/market');
    });
  });
});
