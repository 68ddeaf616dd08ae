/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { LiveRoomProps } from '@/components/live/LiveRoom';
import type { RoomActions } from '@/components/live/room-actions';
import { ROOM_TEXT_KEYS, type RoomText } from '@/components/live/room-text';
import type { PanelText } from '@/components/live/panel-text';
import { cartCountAtom, loginDialogAtom, nicknameDialogAtom, sessionGuestAtom, sessionRequestAtom, sessionUserAtom, toastsAtom } from '@/components/shell/atoms';
import type { ConnectRealtimeOptions } from '@/lib/live/realtime/types';
import type { StoreSetting } from '@/lib/schemas';
import ja from '@/messages/ja.json';
import { comment, product, streamPost } from './fixtures';
import { linkModule, navigationModule } from '../shell/nav-mock';

/**
 * The room wired end to end in jsdom: the realtime SDK and video.js are replaced by fakes at their
 * module boundaries (lib/live/realtime/connect, player-engine), so every event goes through the
 * real parser, reducer and effects. Store flags are each tested on and off.
 */

let realtime: ConnectRealtimeOptions | null = null;
const close = jest.fn();
jest.mock('@/lib/live/realtime/connect', () => ({
  connectRealtime: jest.fn(async (options: ConnectRealtimeOptions) => {
    realtime = options;
    options.onStatus?.('connected');
    return { close };
  }),
}));

const engine = { created: [] as { autoplay: boolean; live: boolean }[], disposed: 0, src: [] as string[], time: 0, handlers: new Map<string, () => void>() };
jest.mock('@/components/live/player-engine', () => ({
  createEngine: (host: HTMLElement, options: { autoplay: boolean; live: boolean }) => {
    engine.created.push(options);
    const video = document.createElement('video');
    host.append(video);
    const player = {
      src: (source: { src: string }) => engine.src.push(source.src),
      on: (event: string, handler: () => void) => engine.handlers.set(event, handler),
      play: () => Promise.resolve(),
      pause: () => undefined,
      paused: () => false,
      muted: () => true,
      currentTime: () => engine.time,
      duration: () => Infinity,
      error: () => null,
      dispose: () => {
        engine.disposed += 1;
        video.remove();
      },
    };
    return { player, video };
  },
}));

// The room's intent links (components/ui/IntentLink) ask the app router to prefetch; no router is mounted here.
jest.mock('next/navigation', () => navigationModule());

jest.mock('next/link', () => linkModule());

const reported: { error: unknown; where: string; extra?: Record<string, unknown> }[] = [];
const crumbs: string[] = [];
jest.mock('@/lib/report', () => ({
  report: jest.fn(async (error: unknown, context: { where: string; extra?: Record<string, unknown> }) => {
    reported.push({ error, ...context });
  }),
  breadcrumb: jest.fn((_category: string, message: string) => {
    crumbs.push(message);
  }),
}));

const handleUnauthorized = jest.fn(() => Promise.resolve());
jest.mock('@/components/identity/session-runtime', () => ({ handleUnauthorized: () => handleUnauthorized() }));
// The kick clears the HttpOnly token cookies on the server.
const mockLogoutAction = jest.fn(async () => undefined);
jest.mock('@/components/identity/actions', () => ({ logoutAction: () => mockLogoutAction() }));

let LiveRoom: typeof import('@/components/live/LiveRoom').LiveRoom;
beforeAll(async () => {
  // jsdom has no matchMedia: these tests render the room as on a desktop (its two-column layout; the
  // phone layout is the placement rule's unit tests and tests/e2e/room-phone.spec.ts).
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false })) as typeof window.matchMedia;
  ({ LiveRoom } = await import('@/components/live/LiveRoom'));
});

const store = getDefaultStore();
const liveJa = ja.live as Record<string, string>;
const text = {
  ...(Object.fromEntries(ROOM_TEXT_KEYS.map((key) => [key, liveJa[key]])) as Record<(typeof ROOM_TEXT_KEYS)[number], string>),
  soldOut: '売り切れ',
  beforeSell: '販売前',
  endSell: '販売終了',
  general: 'エラー',
} satisfies RoomText;
const rules = ja.liveRules as unknown as LiveRoomProps['rules'];
const panelText = ja.livePanels satisfies PanelText;

function actions(overrides: Partial<RoomActions> = {}): RoomActions {
  return {
    sendComment: jest.fn(() => Promise.resolve({ kind: 'sent' as const })),
    sendReaction: jest.fn(() => Promise.resolve(true)),
    addToCart: jest.fn(() => Promise.resolve({ kind: 'added' as const, full: true, added: 1, requested: 1, cartCount: 3 })),
    cartCount: jest.fn(() => Promise.resolve(5)),
    refresh: jest.fn(() => Promise.resolve(null)),
    announceJoined: jest.fn(() => Promise.resolve(true)),
    votePoll: jest.fn(() => Promise.resolve({ kind: 'error' as const, message: null })),
    ...overrides,
  };
}

const flag = (name: string, enable: boolean, string: string | null = null): StoreSetting => ({ name, enable, integer: null, string });

function props(overrides: Partial<LiveRoomProps> = {}): LiveRoomProps {
  return {
    store: { id: 1, slug: 'demo', name: 'キラリ商店', currency: 'JPY', avatarUrl: null },
    settings: [],
    post: streamPost(),
    initialMode: 'live',
    streamInfo: {
      post_id: 9001,
      stream_hls_url: 'http://127.0.0.1:4010/media/live/post-9001/index.m3u8',
      stream_url: null,
      realtime_service_provider: { type: 'pubnub', channel_list: ['comment|9001', 'notification|9001', 'cart|9001', 'comment-failed|9001'], subscribe_key: 'sub' },
    },
    replayInfo: null,
    comments: [comment('こんばんは')],
    blacklist: [],
    inBlacklist: false,
    viewer: { pnId: 'v-test', freshId: false, user: null, guest: null, sessionKey: null },
    embedOrigins: [],
    startsAt: null,
    text,
    panelText,
    rules,
    actions: actions(),
    header: <h1>金曜ライブ</h1>,
    infoHeader: <h2>金曜ライブ</h2>,
    cartLink: <a href="https://shop.test/cart">カート</a>,
    productPath: '/demo/market/product/',
    replayText: ja.liveReplay,
    ...overrides,
  };
}

const MEMBER = { id: 1001, name: '山田 花子', nickname: 'はなこ' };
/** The server's fingerprint of the member's token (the room never sees the token). */
const MEMBER_KEY = 'a'.repeat(64);

/** The server renders the member and the fingerprint of their session (sessionKey below); no token in the page. */
function signedIn() {
  mockLogoutAction.mockClear();
}

async function renderRoom(overrides: Partial<LiveRoomProps> = {}) {
  const view = render(<LiveRoom {...props(overrides)} />);
  // The SDK connects after a 0 ms timer and a dynamic import.
  await waitFor(() => expect(screen.getByTestId('live-room')).toHaveAttribute('data-realtime', 'connected'));
  return view;
}

async function emit(channelPrefix: string, name: string, data: unknown) {
  await act(async () => {
    realtime?.onMessage(`${channelPrefix}|9001`, name, data);
  });
}

const toasts = () => store.get(toastsAtom).map((toast) => toast.message);

beforeEach(() => {
  realtime = null;
  engine.created = [];
  engine.disposed = 0;
  engine.src = [];
  engine.time = 0;
  engine.handlers.clear();
  store.set(toastsAtom, []);
  store.set(sessionUserAtom, null);
  store.set(sessionGuestAtom, null);
  store.set(loginDialogAtom, { open: false });
  store.set(nicknameDialogAtom, false);
  store.set(cartCountAtom, null);
  window.localStorage.clear();
});
afterEach(() => cleanup());

describe('LiveRoom: realtime, effects and the player', () => {
  it('connects to the provider the stream info names and plays the HLS stream muted', async () => {
    await renderRoom();
    expect(realtime?.provider).toBe('pubnub');
    expect(realtime?.userId).toBe('v-test');
    await waitFor(() => expect(engine.src).toEqual(['http://127.0.0.1:4010/media/live/post-9001/index.m3u8']));
    expect(screen.getByRole('button', { name: '音声をオンにする' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('plays natively where the browser has HLS that holds a live edge (no video.js), and falls back to video.js when the browser refuses the stream', async () => {
    const canPlay = jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    // WebKit's own HLS dates its frames (Safari 17.1+, with ManagedMediaSource); Chromium's would take video.js for a live.
    const webkit = HTMLMediaElement.prototype as HTMLMediaElement & { getStartDate?: () => Date };
    webkit.getStartDate = () => new Date(Number.NaN);
    const load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    // A browser with MSE, as every one with native HLS but Safari before 17.1 (jsdom has none):
    // video.js can take over (without MSE it is not loaded: native-engine-safari.test.tsx).
    const scope = window as unknown as { MediaSource?: unknown };
    scope.MediaSource = function MediaSource() {};
    try {
      await renderRoom();
      const video = await waitFor(() => {
        const found = document.querySelector('video');
        expect(found).not.toBeNull();
        return found!;
      });
      // The browser's own <video>, muted and inline, playing the stream by itself.
      expect(video.getAttribute('src')).toBe('http://127.0.0.1:4010/media/live/post-9001/index.m3u8');
      expect(video.muted).toBe(true);
      expect(video.hasAttribute('playsinline')).toBe(true);
      expect(video.autoplay).toBe(true);
      expect(engine.created).toEqual([]);
      // The browser refuses the stream: video.js takes over.
      act(() => {
        video.dispatchEvent(new Event('error'));
      });
      await waitFor(() => expect(engine.created).toHaveLength(1));
      expect(engine.src).toEqual(['http://127.0.0.1:4010/media/live/post-9001/index.m3u8']);
      expect(document.querySelectorAll('video')).toHaveLength(1);
    } finally {
      delete scope.MediaSource;
      delete webkit.getStartDate;
      canPlay.mockRestore();
      load.mockRestore();
      play.mockRestore();
    }
  });

  it('adds live comments, hides and shows them, and ends the stage on live.stopped (leaving the stream)', async () => {
    await renderRoom();
    await waitFor(() => expect(engine.created).toHaveLength(1));
    const live = comment('ライブから', { comment_id: 'c-live' });
    await emit('comment', 'comment', live);
    const log = screen.getByRole('log', { name: 'コメント' });
    expect(log).toHaveTextContent('ライブから');
    await emit('notification', 'comment.hide', { comment_id: 'c-live' });
    expect(log).not.toHaveTextContent('ライブから');
    await emit('notification', 'comment.show', { comment_id: 'c-live' });
    expect(log).toHaveTextContent('ライブから');
    await emit('notification', 'live.stopped', { post_id: 9001 });
    expect(screen.getByTestId('stage')).toHaveAttribute('data-stage', 'end');
    expect(engine.disposed).toBe(1);
  });

  it('shows a draw in progress and its result', async () => {
    await renderRoom();
    await emit('notification', 'draw.processing', { draw_id: 1, title: 'プレゼント抽選' });
    expect(screen.getByTestId('draw')).toHaveTextContent('プレゼント抽選: 抽選中です…');
    await emit('notification', 'draw.published', { draw_id: 1, winners: [{ id: 1, name: 'ゆき' }] });
    expect(screen.getByTestId('draw')).toHaveTextContent('抽選結果：ゆき');
  });

  it('refetches the cart for the current user’s cart message only, and toasts not_on_sale for them only', async () => {
    signedIn();
    const room = actions();
    await renderRoom({ actions: room, viewer: { pnId: 'v-test', freshId: false, user: MEMBER, guest: null, sessionKey: MEMBER_KEY } });
    const skus = [{ sku_name: '6本入り', product_name: '抹茶', quantity: 1, image_url: null }];
    await emit('cart', 'cart.added', { user_id: 2001, user_name: 'ゆき', comment_id: 'c', event_id: 'e', skus });
    expect(room.cartCount).not.toHaveBeenCalled();
    await emit('cart', 'cart.added', { user_id: 1001, user_name: 'はなこ', comment_id: 'c2', event_id: 'e2', skus });
    expect(room.cartCount).toHaveBeenCalledWith('demo');
    await waitFor(() => expect(store.get(cartCountAtom)).toBe(5));

    await emit('comment-failed', 'comment.failed', { reason: 'not_on_sale', user_id: 2001, comment_id: 'x', event_id: 'y' });
    expect(toasts()).not.toContain(rules.notOnSale);
    await emit('comment-failed', 'comment.failed', { reason: 'not_on_sale', user_id: 1001, comment_id: 'x', event_id: 'z' });
    expect(store.get(toastsAtom).find((t) => t.message === rules.notOnSale)?.durationMs).toBe(2000);
  });

  it('kicks on live.watched with this viewer’s id and another session’s fingerprint: token cleared, stream and realtime left', async () => {
    signedIn();
    await renderRoom({ viewer: { pnId: 'v-test', freshId: false, user: MEMBER, guest: null, sessionKey: MEMBER_KEY } });
    await waitFor(() => expect(engine.created).toHaveLength(1));
    await emit('notification', 'live.watched', { user_id: 1001, fingerprint: MEMBER_KEY, user_type: 'user' });
    expect(screen.getByTestId('live-room')).not.toHaveAttribute('data-stage', 'kicked');
    const sessionRequest = store.get(sessionRequestAtom);
    await emit('notification', 'live.watched', { user_id: 1001, fingerprint: 'f'.repeat(64), user_type: 'user' });
    expect(screen.getByTestId('live-room')).toHaveAttribute('data-stage', 'kicked');
    expect(mockLogoutAction).toHaveBeenCalledTimes(1);
    // The truth (issue 28): the live goes on elsewhere, not ended; the header reads the session again
    // once the cookies are gone (PersonalHeader listens to sessionRequestAtom) and shows it signed out.
    expect(screen.getByTestId('room-badge')).toHaveTextContent(liveJa.badgeElsewhere);
    expect(screen.getByTestId('room-badge')).not.toHaveTextContent(liveJa.badgeEnded);
    expect(store.get(sessionUserAtom)).toBeNull();
    await waitFor(() => expect(store.get(sessionRequestAtom)).not.toBe(sessionRequest));
    expect(engine.disposed).toBe(1);
    expect(close).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'コメントを書く' })).toBeDisabled();
  });

  it('refetches post, products and comments in one call after a reconnect', async () => {
    const fresh = streamPost({ hidden_comments: ['c-old'], products: [product(101, { keyword: 'Z9', pivot: { order: 1 } })] });
    const room = actions({ refresh: jest.fn(() => Promise.resolve({ post: fresh, comments: [comment('取りこぼし', { comment_id: 'c-missed' })] })) });
    await renderRoom({ actions: room, comments: [comment('古い', { comment_id: 'c-old' })] });
    await act(async () => {
      realtime?.onStatus?.('disconnected');
      realtime?.onStatus?.('reconnected');
    });
    await waitFor(() => expect(screen.getByRole('log')).toHaveTextContent('取りこぼし'));
    expect(room.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('log')).not.toHaveTextContent('古い');
    expect(screen.getByTestId('room-product-101')).toHaveTextContent('「Z9」とコメントして注文');
  });

  it('respects reduced motion: one still reaction symbol instead of a moving burst', async () => {
    const original = window.matchMedia;
    const media = (reduce: boolean) => ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    try {
      window.matchMedia = media(false);
      await renderRoom();
      await emit('notification', 'like-animation', { icon_type: 'heart', count: 5 });
      expect(screen.getByTestId('reaction-layer').querySelectorAll('[data-icon="heart"]')).toHaveLength(5);
      cleanup();
      window.matchMedia = media(true);
      await renderRoom();
      await emit('notification', 'like-animation', { icon_type: 'heart', count: 5 });
      const floats = screen.getByTestId('reaction-layer').querySelectorAll('[data-icon="heart"]');
      expect(floats).toHaveLength(1);
      expect(floats[0]).toHaveAttribute('data-still', 'true');
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('LiveRoom: comments and cart', () => {
  it('clears the input at once, posts as the member, and throttles by the post’s comment_throttle', async () => {
    signedIn();
    const room = actions();
    await renderRoom({ actions: room, post: streamPost({ comment_throttle: 3 }), viewer: { pnId: 'v-test', freshId: false, user: MEMBER, guest: null, sessionKey: MEMBER_KEY } });
    const input = screen.getByRole('textbox', { name: 'コメントを書く' });
    fireEvent.change(input, { target: { value: 'A1+1' } });
    fireEvent.submit(input.closest('form')!);
    expect(input).toHaveValue('');
    expect(room.sendComment).toHaveBeenCalledWith({ postId: 9001, message: 'A1+1', pnId: 'v-test', name: 'はなこ' });
    fireEvent.change(input, { target: { value: 'もう一つ' } });
    fireEvent.submit(input.closest('form')!);
    // Within 3 s: kept in the field, a wait notice instead.
    expect(room.sendComment).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('もう一つ');
    expect(screen.getByText('次のコメントまで3秒お待ちください。')).toBeInTheDocument();
  });

  it('raises a local notice for a blocked sender instead of posting', async () => {
    signedIn();
    const room = actions();
    await renderRoom({ actions: room, viewer: { pnId: 'v-test', freshId: false, user: MEMBER, guest: null, sessionKey: MEMBER_KEY } });
    await emit('notification', 'blacklist.comment.block', { id: 1001, type: 'user', name: 'はなこ' });
    const input = screen.getByRole('textbox', { name: 'コメントを書く' });
    fireEvent.change(input, { target: { value: 'こんにちは' } });
    fireEvent.submit(input.closest('form')!);
    expect(input).toHaveValue('');
    expect(room.sendComment).not.toHaveBeenCalled();
    expect(screen.getByText(`${rules.blockedComment} 未投稿：はなこ：こんにちは`)).toBeInTheDocument();
  });

  it('keeps a store-blacklisted buyer from commenting and buying, with a clear message', async () => {
    signedIn();
    await renderRoom({ inBlacklist: true, viewer: { pnId: 'v-test', freshId: false, user: MEMBER, guest: null, sessionKey: MEMBER_KEY } });
    expect(screen.getByRole('textbox', { name: 'コメントを書く' })).toBeDisabled();
    expect(screen.getByText(rules.inBlacklistComment)).toBeInTheDocument();
    expect(within(screen.getByTestId('room-product-101')).getByRole('button', { name: '購入' })).toBeDisabled();
  });

  it('shows the limit message on REACHED_BUYER_PURCHASABLE_LIMIT, and refetches the cart with a notice on NOT_FOUND_ITEM_IN_CART', async () => {
    signedIn();
    const room = actions({ addToCart: jest.fn<RoomActions['addToCart']>().mockResolvedValueOnce({ kind: 'limit' }).mockResolvedValueOnce({ kind: 'notInCart', cartCount: 2 }) });
    await renderRoom({ actions: room, viewer: { pnId: 'v-test', freshId: false, user: MEMBER, guest: null, sessionKey: MEMBER_KEY } });
    const buy = within(screen.getByTestId('room-product-101')).getByRole('button', { name: '購入' });
    fireEvent.click(buy);
    await waitFor(() => expect(toasts()).toContain(rules.purchaseLimit));
    await waitFor(() => expect(buy).toBeEnabled());
    fireEvent.click(buy);
    await waitFor(() => expect(toasts()).toContain(rules.itemNotFoundInCart));
    expect(room.cartCount).toHaveBeenCalledWith('demo');
  });

  it('reports a full and a partial add', async () => {
    signedIn();
    const room = actions({
      addToCart: jest.fn<RoomActions['addToCart']>().mockResolvedValueOnce({ kind: 'added', full: false, added: 1, requested: 3, cartCount: 4 }),
    });
    await renderRoom({ actions: room, viewer: { pnId: 'v-test', freshId: false, user: MEMBER, guest: null, sessionKey: MEMBER_KEY } });
    fireEvent.click(within(screen.getByTestId('room-product-102')).getByRole('button', { name: '購入' }));
    await waitFor(() => expect(toasts()).toContain('在庫または購入制限のため、3点のうち1点のみ追加しました。'));
    expect(store.get(cartCountAtom)).toBe(4);
    expect(room.addToCart).toHaveBeenCalledWith({ store: 'demo', postId: 9001, skus: [{ id: 1021, quantity: 1 }] });
  });
});

describe('LiveRoom: store flags on and off', () => {
  const member = { viewer: { pnId: 'v-test', freshId: false, user: MEMBER, guest: null, sessionKey: MEMBER_KEY } };

  it('liveweb_kirari_logo: shown by default; the post can turn it off', async () => {
    await renderRoom();
    expect(screen.getByTestId('kirari-logo')).toBeInTheDocument();
    cleanup();
    await renderRoom({ post: streamPost({ liveweb_kirari_logo: false }) });
    expect(screen.queryByTestId('kirari-logo')).toBeNull();
    cleanup();
    await renderRoom({ settings: [flag('liveweb_kirari_logo', false)] });
    expect(screen.queryByTestId('kirari-logo')).toBeNull();
  });

  it.each([
    ['cart_show', () => screen.queryByRole('link', { name: 'カート' })],
    ['product_list', () => screen.queryByRole('heading', { name: '商品' })],
    ['shop_icon', () => screen.queryByRole('link', { name: 'キラリ商店' })],
  ])('%s: on shows it, off hides it', async (name, find) => {
    await renderRoom({ settings: [flag(name, true)] });
    expect(find()).not.toBeNull();
    cleanup();
    await renderRoom({ settings: [flag(name, false)] });
    expect(find()).toBeNull();
  });

  it('heart, custom and festival animations: each button follows its flag; festival names the seasonal icon', async () => {
    await renderRoom({ settings: [flag('heart_animation', true), flag('custom_animation', true), flag('festival_animation', true, 'xmas')] });
    expect(screen.getAllByRole('button', { name: /送る$/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['ハートを送る', '応援を送る', 'クリスマスツリーを送る']);
    cleanup();
    await renderRoom({ settings: [flag('heart_animation', false), flag('custom_animation', false), flag('festival_animation', false, 'xmas')] });
    expect(screen.queryByRole('group', { name: 'リアクション' })).toBeNull();
  });

  it('sales_product: the product being introduced is marked only with the flag on', async () => {
    await renderRoom({ settings: [flag('sales_product', true)] });
    await emit('notification', 'products.selling', { product_id: 101 });
    expect(screen.getByTestId('room-product-101')).toHaveTextContent('紹介中');
    cleanup();
    await renderRoom({ settings: [flag('sales_product', false)] });
    await emit('notification', 'products.selling', { product_id: 101 });
    expect(screen.getByTestId('room-product-101')).not.toHaveTextContent('紹介中');
  });

  it('member_count_show and member_count_type: online or unique count, or none', async () => {
    await renderRoom({ settings: [flag('member_count_show', true)] });
    await emit('notification', 'viewers.number', { count: 12, unique: 40 });
    expect(screen.getByTestId('viewer-count')).toHaveTextContent('12人が視聴中');
    cleanup();
    await renderRoom({ settings: [flag('member_count_show', true), flag('member_count_type', true, 'unique')] });
    await emit('notification', 'viewers.number', { count: 12, unique: 40 });
    expect(screen.getByTestId('viewer-count')).toHaveTextContent('40人が視聴');
    cleanup();
    await renderRoom({ settings: [flag('member_count_show', false)] });
    await emit('notification', 'viewers.number', { count: 12, unique: 40 });
    expect(screen.queryByTestId('viewer-count')).toBeNull();
  });

  it('official_message_bg_color: official messages take the store colour only when set', async () => {
    const official = comment('公式です', { source: 'cms_sdk' });
    await renderRoom({ comments: [official], settings: [flag('official_message_bg_color', true, '#00796b')] });
    expect((screen.getByText('公式です').closest('p') as HTMLElement).style.getPropertyValue('--official')).toBe('#00796b');
    cleanup();
    await renderRoom({ comments: [official], settings: [flag('official_message_bg_color', false, '#00796b')] });
    expect((screen.getByText('公式です').closest('p') as HTMLElement).style.getPropertyValue('--official')).toBe('');
  });

  it('tutorial_hint_type: the shopping hint by default, the chat hint for comment, none for none', async () => {
    await renderRoom();
    expect(screen.getByTestId('hint')).toHaveTextContent(text.hintShopping);
    cleanup();
    await renderRoom({ settings: [flag('tutorial_hint_type', true, 'comment')] });
    expect(screen.getByTestId('hint')).toHaveTextContent(text.hintComment);
    cleanup();
    await renderRoom({ settings: [flag('tutorial_hint_type', true, 'none')] });
    expect(screen.queryByTestId('hint')).toBeNull();
  });

  it('purchase_button_word: the store’s word, else the translated default', async () => {
    await renderRoom({ settings: [flag('purchase_button_word', true, '今すぐ買う')] });
    expect(within(screen.getByTestId('room-product-101')).getByRole('button', { name: '今すぐ買う' })).toBeInTheDocument();
    cleanup();
    await renderRoom({ settings: [flag('purchase_button_word', false, '今すぐ買う')] });
    expect(within(screen.getByTestId('room-product-101')).getByRole('button', { name: '購入' })).toBeInTheDocument();
  });

  it('simple_redirect_purchase: on links to the product page, off adds here', async () => {
    await renderRoom({ settings: [flag('simple_redirect_purchase', true)] });
    expect(within(screen.getByTestId('room-product-101')).getByRole('link', { name: '購入' })).toHaveAttribute('href', '/demo/market/product/101');
    cleanup();
    await renderRoom({ settings: [flag('simple_redirect_purchase', false)] });
    expect(within(screen.getByTestId('room-product-101')).getByRole('button', { name: '購入' })).toBeInTheDocument();
  });

  const replayProps = {
    initialMode: 'replay' as const,
    post: streamPost({ live: false, live_status: 'live_stopped' }),
    streamInfo: null,
    replayInfo: {
      replay_url: 'http://127.0.0.1:4010/media/vod/post-9001/index.m3u8',
      replay_url_mp4: 'http://127.0.0.1:4010/media/vod/post-9001.mp4',
      realtime_service_provider: { type: 'pubnub' as const, channel_list: ['comment|9001'], subscribe_key: 'sub' },
    },
  };

  it('replay and replay_comment: a replay plays only with the replay feature; its chat shows only with replay_comment', async () => {
    await renderRoom({ ...replayProps, settings: [flag('replay', true), flag('replay_comment', true)] });
    await waitFor(() => expect(engine.created).toEqual([expect.objectContaining({ live: false })]));
    expect(screen.getByRole('log', { name: 'コメント' })).toBeInTheDocument();
    cleanup();
    await renderRoom({ ...replayProps, settings: [flag('replay', true), flag('replay_comment', false)] });
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.getByText(text.commentsClosed)).toBeInTheDocument();
    cleanup();
    engine.created = [];
    render(<LiveRoom {...props({ ...replayProps, settings: [flag('replay', false)] })} />);
    expect(screen.getByTestId('stage')).toHaveAttribute('data-stage', 'end');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(engine.created).toEqual([]);
  });

  it('a replay’s archived chat follows the playing second: later comments wait, a seek back hides them again', async () => {
    // streamPost() started at 11:00: these land 60 s and 120 s into the replay.
    const at = (message: string, seconds: number) => comment(message, { created_time: new Date(Date.parse('2026-11-21T11:00:00Z') + seconds * 1000).toISOString() });
    const settings = [flag('replay', true), flag('replay_comment', true)];
    const playTo = (seconds: number) =>
      act(async () => {
        engine.time = seconds;
        engine.handlers.get('timeupdate')?.();
      });
    await renderRoom({ ...replayProps, settings, comments: [at('二番目', 120), at('一番目', 60)] });
    await waitFor(() => expect(engine.handlers.has('timeupdate')).toBe(true));
    const log = screen.getByRole('log', { name: 'コメント' });
    expect(log).toHaveTextContent(liveJa.commentsReplayAhead);
    expect(log).not.toHaveTextContent('一番目');
    await playTo(90);
    expect(log).toHaveTextContent('一番目');
    expect(log).not.toHaveTextContent('二番目');
    expect(log).not.toHaveTextContent(liveJa.commentsReplayAhead);
    await playTo(120);
    expect([...log.querySelectorAll('[data-comment-id]')].map((row) => row.textContent)).toEqual(['ゆき一番目', 'ゆき二番目']);
    await playTo(10);
    expect(log).not.toHaveTextContent('番目');
    expect(log).toHaveTextContent(liveJa.commentsReplayAhead);
    cleanup();
    // Opened at ?t=100: the chat is there before the player reports its time.
    await renderRoom({ ...replayProps, settings, startAt: 100, comments: [at('二番目', 120), at('一番目', 60)] });
    expect(screen.getByRole('log', { name: 'コメント' })).toHaveTextContent('一番目');
    expect(screen.getByRole('log', { name: 'コメント' })).not.toHaveTextContent('二番目');
    cleanup();
    // A replay without archived comments has no comment box to say hello with: its empty chat says so.
    await renderRoom({ ...replayProps, settings, comments: [] });
    expect(screen.getByRole('log', { name: 'コメント' })).toHaveTextContent(liveJa.commentsReplayEmpty);
    expect(screen.getByRole('log', { name: 'コメント' })).not.toHaveTextContent(liveJa.commentsEmpty);
  });

  it('no_autoplay: the player starts by itself only while the flag is off', async () => {
    await renderRoom({ settings: [flag('no_autoplay', false)] });
    await waitFor(() => expect(engine.created).toEqual([expect.objectContaining({ autoplay: true })]));
    cleanup();
    engine.created = [];
    await renderRoom({ settings: [flag('no_autoplay', true)] });
    await waitFor(() => expect(engine.created).toEqual([expect.objectContaining({ autoplay: false })]));
  });

  it('join_room: announces a member’s join and shows welcome banners only with the flag on', async () => {
    signedIn();
    const on = actions();
    await renderRoom({ ...member, actions: on, settings: [flag('join_room', true)] });
    await waitFor(() => expect(on.announceJoined).toHaveBeenCalledWith({ postId: 9001, pnId: 'v-test' }));
    await emit('notification', 'buyer.joined', { user_id: 5, user_type: 'user', user_name: 'ケン' });
    expect(screen.getByTestId('banner')).toHaveTextContent('ケンさんが入室しました');
    cleanup();
    const off = actions();
    await renderRoom({ ...member, actions: off, settings: [flag('join_room', false)] });
    await emit('notification', 'buyer.joined', { user_id: 5, user_type: 'user', user_name: 'ケン' });
    expect(screen.getByTestId('banner')).toBeEmptyDOMElement();
    expect(off.announceJoined).not.toHaveBeenCalled();
  });

  it('ghosts are never announced', async () => {
    const room = actions();
    await renderRoom({ actions: room, settings: [flag('join_room', true)] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(room.announceJoined).not.toHaveBeenCalled();
  });

  it.each([
    ['share_message', 'buyer.shared', 'notification', { user_id: 5, user_type: 'user', user_name: 'ケン' }, 'ケンさんがライブをシェアしました'],
    ['add_cart_notice', 'cart.added', 'cart', { user_id: 5, user_name: 'ケン', comment_id: 'c', event_id: 'e', skus: [{ sku_name: '白', product_name: 'マグ', quantity: 1, image_url: null }] }, 'ケンさんがマグ（白）× 1をカートに追加しました'],
  ])('%s: its banner shows only with the flag on', async (name, event, channel, data, expected) => {
    await renderRoom({ settings: [flag(name, true)] });
    await emit(channel, event, data);
    expect(screen.getByTestId('banner')).toHaveTextContent(expected);
    cleanup();
    await renderRoom({ settings: [flag(name, false)] });
    await emit(channel, event, data);
    expect(screen.getByTestId('banner')).toBeEmptyDOMElement();
  });

  it('dirty_word: a banned word is kept from posting only with the flag on', async () => {
    signedIn();
    const on = actions();
    await renderRoom({ ...member, actions: on, settings: [flag('dirty_word', true)] });
    const send = (value: string) => {
      const input = screen.getByRole('textbox', { name: 'コメントを書く' });
      fireEvent.change(input, { target: { value } });
      fireEvent.submit(input.closest('form')!);
    };
    send('see http://spam.example');
    expect(on.sendComment).not.toHaveBeenCalled();
    expect(screen.getByText(`${rules.bannedWord} 未投稿：はなこ：see http://spam.example`)).toBeInTheDocument();
    cleanup();
    const off = actions();
    await renderRoom({ ...member, actions: off, settings: [flag('dirty_word', false)] });
    send('see http://spam.example');
    expect(off.sendComment).toHaveBeenCalledTimes(1);
  });

  it('guest_chat: a ghost gets the nickname dialog with it on, the login dialog with it off (the text stays)', async () => {
    const room = actions();
    await renderRoom({ actions: room, settings: [flag('guest_chat', true)] });
    const input = screen.getByRole('textbox', { name: 'コメントを書く' });
    fireEvent.change(input, { target: { value: 'やあ' } });
    fireEvent.submit(input.closest('form')!);
    expect(store.get(nicknameDialogAtom)).toBe(true);
    expect(input).toHaveValue('やあ');
    cleanup();
    store.set(nicknameDialogAtom, false);
    await renderRoom({ actions: room, settings: [flag('guest_chat', false)] });
    const again = screen.getByRole('textbox', { name: 'コメントを書く' });
    fireEvent.change(again, { target: { value: 'やあ' } });
    fireEvent.submit(again.closest('form')!);
    expect(store.get(loginDialogAtom)).toEqual({ open: true, reason: 'action' });
    expect(store.get(nicknameDialogAtom)).toBe(false);
    expect(room.sendComment).not.toHaveBeenCalled();
  });

  it('blacklist: the comment blacklist counts only with the feature on', async () => {
    signedIn();
    const blacklist = [{ id: 1001, name: 'はなこ', type: 'user' as const, blacklist_type: 'comment' as const, slug: null, created_at: null }];
    const on = actions();
    await renderRoom({ ...member, actions: on, blacklist, settings: [flag('blacklist', true)] });
    const send = () => {
      const input = screen.getByRole('textbox', { name: 'コメントを書く' });
      fireEvent.change(input, { target: { value: 'hello' } });
      fireEvent.submit(input.closest('form')!);
    };
    send();
    expect(on.sendComment).not.toHaveBeenCalled();
    cleanup();
    const off = actions();
    await renderRoom({ ...member, actions: off, blacklist, settings: [flag('blacklist', false)] });
    send();
    expect(off.sendComment).toHaveBeenCalledTimes(1);
  });

  it('hide_waiting_market: the waiting room hides the products only with the flag on', async () => {
    const waiting = { initialMode: 'upcoming' as const, post: streamPost({ live: false, live_status: 'unpublished', upcoming_at: '2026-11-22T11:00:00Z' }) };
    await renderRoom({ ...waiting, settings: [flag('hide_waiting_market', true)] });
    expect(screen.getByTestId('stage')).toHaveAttribute('data-stage', 'waiting');
    expect(screen.queryByRole('heading', { name: '商品' })).toBeNull();
    cleanup();
    await renderRoom({ ...waiting, settings: [flag('hide_waiting_market', false)] });
    expect(screen.getByRole('heading', { name: '商品' })).toBeInTheDocument();
  });
});

describe('LiveRoom: the session path, hu_source, summaries, pins and polls (issue 12)', () => {
  const member = { viewer: { pnId: 'v-test', freshId: false, user: MEMBER, guest: null, sessionKey: MEMBER_KEY } };
  const poll = { id: 301, post_id: 9001, title: '次に紹介してほしいお茶は？', status: 'processing', options: [
    { index: 0, value: '宇治抹茶', count: 0, percentage: 0 },
    { index: 1, value: 'ほうじ茶', count: 0, percentage: 0 },
  ] };
  beforeEach(() => {
    reported.length = 0;
    crumbs.length = 0;
  });

  it('reports a malformed or unknown message (breadcrumb and report) and keeps going', async () => {
    await renderRoom();
    await emit('notification', 'made.up', { x: 1 });
    await emit('notification', 'poll.show', { id: 'not-a-number' });
    expect(crumbs).toEqual(['invalid message: unknown event made.up', 'invalid message: invalid poll (poll.show)']);
    expect(reported.map((r) => r.where)).toEqual(['live.realtime.invalid', 'live.realtime.invalid']);
    await emit('comment', 'comment', comment('まだ動く'));
    expect(screen.getByRole('log', { name: 'コメント' })).toHaveTextContent('まだ動く');
  });

  it('sends comments, reactions and the join announcement with the hu_source, and the group-stream name first', async () => {
    document.cookie = 'kirari_guest_token=guest-token; path=/';
    const room = actions();
    await renderRoom({ actions: room, source: 'sdk', settings: [flag('guest_chat', true)], viewer: { pnId: 'v-test', freshId: false, user: null, guest: { id: 80001, name: 'ゆき', groupStreamName: 'ゆき@組' }, sessionKey: 'guest-key' } });
    await waitFor(() => expect(room.announceJoined).toHaveBeenCalledWith({ postId: 9001, pnId: 'v-test', source: 'sdk' }));
    const input = screen.getByRole('textbox', { name: 'コメントを書く' });
    fireEvent.change(input, { target: { value: 'こんにちは' } });
    fireEvent.submit(input.closest('form')!);
    expect(room.sendComment).toHaveBeenCalledWith({ postId: 9001, message: 'こんにちは', pnId: 'v-test', name: 'ゆき@組', groupStreamName: 'ゆき@組', source: 'sdk' });
    fireEvent.click(screen.getByTestId('react-heart'));
    // Leaving the room sends the taps still waiting (no 5 s wait).
    cleanup();
    await waitFor(() => expect(room.sendReaction).toHaveBeenCalledWith(expect.objectContaining({ icon: 'heart', count: 1, source: 'sdk', user: { type: 'guest', id: 80001 } })));
  });

  it('shows the heart total on the heart button and the comment count by the chat, formatted', async () => {
    await renderRoom();
    expect(screen.queryByTestId('comment-count')).toBeNull();
    await emit('notification', 'summary.like', { count: 12345 });
    await emit('notification', 'summary.comment', { count: 1200 });
    expect(screen.getByTestId('heart-total')).toHaveTextContent('12,345');
    expect(screen.getByRole('button', { name: 'ハートを送る (ハート 合計12,345)' })).toBeInTheDocument();
    expect(screen.getByTestId('comment-count')).toHaveTextContent('1,200件');
  });

  it('puts the active pins above the chat and follows pin.message.changed', async () => {
    await renderRoom({ post: streamPost({ pinned_messages: [
      { id: 1, post_id: 9001, comment_id: 'c-1', message: '送料無料です', unpinned_at: null },
      { id: 2, post_id: 9001, comment_id: 'c-2', message: '古いお知らせ', unpinned_at: '2026-11-21T10:00:00Z' },
    ] }) });
    const pins = await screen.findByRole('region', { name: 'ピン留めされたメッセージ' });
    expect(pins).toHaveTextContent('送料無料です');
    expect(pins).not.toHaveTextContent('古いお知らせ');
    await emit('notification', 'pin.message.changed', { pinned_messages: [
      { id: 1, post_id: 9001, comment_id: 'c-1', message: '送料無料です', unpinned_at: '2026-11-21T12:00:00Z' },
      { id: 3, post_id: 9001, comment_id: 'c-3', message: '20時からセール', unpinned_at: null },
    ] });
    expect(screen.getByTestId('pinned-messages')).toHaveTextContent('20時からセール');
    expect(screen.getByTestId('pinned-messages')).not.toHaveTextContent('送料無料です');
    await emit('notification', 'pin.message.changed', { pinned_messages: [] });
    expect(screen.queryByTestId('pinned-messages')).toBeNull();
  });

  it('a poll under the poll flag: shown, voted once (login check first), results, frozen at the end, removed when hidden', async () => {
    signedIn();
    const voted = { ...poll, options: [{ ...poll.options[0], count: 1, percentage: 100 }, poll.options[1]] };
    const room = actions({ votePoll: jest.fn(() => Promise.resolve({ kind: 'voted' as const, poll: voted as never })) });
    await renderRoom({ ...member, actions: room, settings: [flag('poll', true)] });
    await emit('notification', 'poll.show', poll);
    const panel = await screen.findByTestId('poll');
    expect(panel).toHaveTextContent('次に紹介してほしいお茶は？');
    expect(within(panel).queryByTestId('poll-result')).toBeNull();
    fireEvent.click(within(screen.getByTestId('poll-option-0')).getByRole('button'));
    await waitFor(() => expect(room.votePoll).toHaveBeenCalledWith({ postId: 9001, pollId: 301, optionIndex: 0 }));
    await waitFor(() => expect(within(screen.getByTestId('poll-option-0')).getByTestId('poll-result')).toHaveTextContent('1票 · 100%'));
    expect(within(screen.getByTestId('poll-option-0')).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByTestId('poll-option-1')).getByRole('button')).toBeDisabled();
    expect(screen.getByTestId('poll-status')).toHaveTextContent('合計 1票 投票しました');
    await emit('notification', 'poll.result', { ...poll, options: [{ ...poll.options[0], count: 3, percentage: 75 }, { ...poll.options[1], count: 1, percentage: 25 }] });
    expect(within(screen.getByTestId('poll-option-1')).getByTestId('poll-result')).toHaveTextContent('1票 · 25%');
    await emit('notification', 'poll.ended', { ...poll, status: 'done', options: [{ ...poll.options[0], count: 3, percentage: 75 }, { ...poll.options[1], count: 1, percentage: 25 }] });
    expect(screen.getByTestId('poll')).toHaveAttribute('data-status', 'done');
    expect(screen.getByTestId('poll-status')).toHaveTextContent('投票は締め切られました');
    await emit('notification', 'poll.hidden', { id: 301 });
    expect(screen.queryByTestId('poll')).toBeNull();
    expect(room.votePoll).toHaveBeenCalledTimes(1);
  });

  it('a ghost gets the login check instead of a vote; without the poll flag nothing shows', async () => {
    const room = actions();
    await renderRoom({ actions: room, settings: [flag('poll', true)] });
    await emit('notification', 'poll.show', poll);
    fireEvent.click(within(await screen.findByTestId('poll-option-1')).getByRole('button'));
    expect(store.get(loginDialogAtom)).toEqual({ open: true, reason: 'action' });
    expect(room.votePoll).not.toHaveBeenCalled();
    cleanup();
    await renderRoom({ settings: [flag('poll', false)] });
    await emit('notification', 'poll.show', poll);
    expect(screen.queryByTestId('poll')).toBeNull();
  });

  it('the chat is a polite log; new comments are announced (not the history, not hidden ones)', async () => {
    await renderRoom();
    const log = screen.getByRole('log', { name: 'コメント' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByRole('list', { name: 'コメント' })).toHaveAttribute('aria-live', 'off');
    const announcer = screen.getByTestId('chat-announcer');
    expect(announcer).toBeEmptyDOMElement();
    await emit('comment', 'comment', comment('はじめまして', { comment_id: 'c-new', name: 'りん' }));
    expect(announcer).toHaveTextContent('りん: はじめまして');
    await emit('notification', 'comment.hide', { comment_id: 'c-new' });
    expect(announcer).toBeEmptyDOMElement();
  });
});
