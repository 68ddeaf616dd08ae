/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { LiveRoomProps, RoomEntryOutcome, RoomStatic } from '@/components/live/room-props';
import { cartCountAtom } from '@/components/shell/atoms';
import { streamPost } from './fixtures';

/** The room itself is tested in live-room.test.tsx; here, what it is given and when. Not hoisted under @jest/globals: RoomEntry is imported after the mock. */
const mockRendered: LiveRoomProps[] = [];
jest.mock('@/components/live/LiveRoom', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    LiveRoom: (props: LiveRoomProps) => {
      mockRendered.push(props);
      return createElement('div', { 'data-testid': 'room' }, `${props.viewer.pnId} ${props.initialMode} ${props.source}`);
    },
  };
});

/** The player's code is warmed, not loaded, here: video.js has no place in jsdom. */
const mockWarm = jest.fn();
jest.mock('@/components/live/Player', () => ({ warmLivePlayer: () => mockWarm() }));

let RoomEntry: typeof import('@/components/live/RoomEntry').RoomEntry;
beforeAll(async () => {
  ({ RoomEntry } = await import('@/components/live/RoomEntry'));
});

const room = { store: { id: 1, slug: 'demo', name: 'Demo', currency: 'JPY', avatarUrl: null } } as RoomStatic;
const start: RoomEntryOutcome = {
  kind: 'ok',
  post: streamPost(),
  initialMode: 'live',
  streamInfo: null,
  replayInfo: null,
  comments: [],
  blacklist: [],
  inBlacklist: false,
  viewer: { pnId: 'viewer-1', freshId: true, user: null, guest: null, sessionKey: null },
  cartCount: 3,
  embedOrigins: [],
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const mount = (enter: (input: { store: string; postId: number }) => Promise<RoomEntryOutcome>) =>
  render(<RoomEntry room={room} postId={9001} enter={enter} placeholder={<p>cover and title</p>} labels={{ failed: 'The live could not be loaded', retry: 'Retry' }} />);

afterEach(() => {
  cleanup();
  mockRendered.length = 0;
  mockWarm.mockClear();
  getDefaultStore().set(cartCountAtom, null);
  window.history.replaceState(null, '', '/');
});

describe('RoomEntry', () => {
  it('shows the cached page’s room until the viewer’s side is in, then runs the room with it', async () => {
    window.history.replaceState(null, '', '/demo/live/9001?hu_source=sdk');
    const answer = deferred<RoomEntryOutcome>();
    const enter = jest.fn((_input: { store: string; postId: number }) => answer.promise);
    mount(enter);
    expect(screen.getByText('cover and title')).toBeTruthy();
    expect(enter).toHaveBeenCalledWith({ store: 'demo', postId: 9001 });
    answer.resolve(start);
    expect((await screen.findByTestId('room')).textContent).toBe('viewer-1 live sdk');
    expect(screen.queryByText('cover and title')).toBeNull();
    expect(mockRendered.at(-1)?.store.slug).toBe('demo');
    expect(getDefaultStore().get(cartCountAtom)).toBe(3);
  });

  it('enters once however often the page renders again with a new enter function (issue 28: ?locale= looped)', async () => {
    const first = jest.fn((_input: { store: string; postId: number }) => Promise.resolve(start));
    const view = mount(first);
    await screen.findByTestId('room');
    // What a re-render of the route hands RoomEntry: the same room, a new function, a new placeholder.
    const second = jest.fn((_input: { store: string; postId: number }) => Promise.resolve(start));
    view.rerender(<RoomEntry room={{ ...room }} postId={9001} enter={second} placeholder={<p>cover again</p>} labels={{ failed: 'The live could not be loaded', retry: 'Retry' }} />);
    await screen.findByTestId('room');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    // Another post is another entry, through the current function.
    view.rerender(<RoomEntry room={room} postId={9002} enter={second} placeholder={<p>cover again</p>} labels={{ failed: 'The live could not be loaded', retry: 'Retry' }} />);
    await waitFor(() => expect(second).toHaveBeenCalledWith({ store: 'demo', postId: 9002 }));
  });

  it('watches from liveweb when the address names no known source', async () => {
    window.history.replaceState(null, '', '/demo/live/9001?hu_source=elsewhere');
    mount(() => Promise.resolve(start));
    expect((await screen.findByTestId('room')).textContent).toBe('viewer-1 live liveweb');
  });

  it('says the room could not be loaded, and enters again on retry', async () => {
    const enter = jest.fn<(input: { store: string; postId: number }) => Promise<RoomEntryOutcome>>().mockResolvedValueOnce({ kind: 'failed' }).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(start);
    mount(enter);
    expect((await screen.findByRole('alert')).textContent).toContain('The live could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(enter).toHaveBeenCalledTimes(2));
    expect((await screen.findByRole('alert')).textContent).toContain('The live could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('room')).textContent).toBe('viewer-1 live liveweb');
    expect(enter).toHaveBeenCalledTimes(3);
  });
});

describe('RoomEntry warms the live player', () => {
  it('asks for a live room\'s player code while its entry is still on the way', () => {
    const entry = deferred<RoomEntryOutcome>();
    render(<RoomEntry room={room} postId={9001} enter={() => entry.promise} placeholder={<p>cover and title</p>} labels={{ failed: 'failed', retry: 'Retry' }} live />);
    expect(mockWarm).toHaveBeenCalledTimes(1);
    expect(mockRendered).toHaveLength(0);
  });

  it('leaves a page made for no live alone (a replay plays in the browser\'s own player)', () => {
    mount(() => new Promise<RoomEntryOutcome>(() => undefined));
    expect(mockWarm).not.toHaveBeenCalled();
  });
});
