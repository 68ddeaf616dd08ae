import { describe, expect, it } from '@jest/globals';
import { fail, isStale, listData, listView, startLoading, succeed, type ListState } from '@/lib/order/list-state';

describe('list states of commerce §4 and their views', () => {
  it('idle and a first load show the skeleton', () => {
    expect(listView({ status: 'idle' })).toBe('skeleton');
    expect(listView(startLoading<number>({ status: 'idle' }))).toBe('skeleton');
  });
  it('success shows the list, or the empty view when there is nothing', () => {
    expect(listView(succeed([1]))).toBe('list');
    expect(listView(succeed([]))).toBe('empty');
  });
  it('a failure with nothing shown is the error view; after data it keeps the list, marked stale', () => {
    const failed = fail<number>({ status: 'idle' }, 'boom');
    expect(listView(failed)).toBe('error');
    expect(failed).toEqual({ status: 'failed', error: 'boom', data: [] });
    expect(isStale(failed)).toBe(false);
    const stale = fail(succeed([1, 2]), null);
    expect(listView(stale)).toBe('list');
    expect(isStale(stale)).toBe(true);
    expect(listData(stale)).toEqual([1, 2]);
  });
  it('a refresh keeps the data on screen', () => {
    const state: ListState<number> = startLoading(succeed([3]));
    expect(state).toEqual({ status: 'loading', data: [3] });
    expect(listView(state)).toBe('list');
  });
});
