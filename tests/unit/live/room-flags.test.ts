import { describe, expect, it } from '@jest/globals';
import type { StoreSetting } from '@/lib/schemas/store';
import {
  buildRoomFlags,
  effectiveBlocked,
  guestsMayChat,
  reactionButtons,
  replayAllowed,
  shownRoomMode,
  roomConfigOf,
  showCommentsOnReplay,
  showProductList,
  shownViewerCount,
  type RoomFlags,
} from '@/lib/live/room-flags';

const flag = (name: string, enable: boolean, string: string | null = null): StoreSetting => ({ name, enable, string, integer: null });

type BooleanFlag = { [K in keyof RoomFlags]: RoomFlags[K] extends boolean ? K : never }[keyof RoomFlags];

/** Room flag, store setting name, default when absent. */
const SWITCHES: [BooleanFlag, string, boolean][] = [
  ['replay', 'replay', false],
  ['ticket', 'ticket', false],
  ['poll', 'poll', false],
  ['coupon', 'coupon', false],
  ['blacklist', 'blacklist', true],
  ['showLobby', 'show_lobby', false],
  ['hideWaitingMarket', 'hide_waiting_market', false],
  ['guestChat', 'guest_chat', false],
  ['dirtyWord', 'dirty_word', false],
  ['cartShow', 'cart_show', true],
  ['productList', 'product_list', true],
  ['shopIcon', 'shop_icon', true],
  ['salesProduct', 'sales_product', true],
  ['heartAnimation', 'heart_animation', true],
  ['customAnimation', 'custom_animation', true],
  ['festivalAnimation', 'festival_animation', true],
  ['replayComment', 'replay_comment', true],
  ['memberCountShow', 'member_count_show', true],
  ['joinRoom', 'join_room', true],
  ['shareMessage', 'share_message', true],
  ['addCartNotice', 'add_cart_notice', true],
  ['simpleRedirectPurchase', 'simple_redirect_purchase', false],
  ['noAutoplay', 'no_autoplay', false],
  ['kirariLogo', 'liveweb_kirari_logo', true],
];

describe('buildRoomFlags: switches on, off and absent', () => {
  it.each(SWITCHES)('%s (%s)', (key, name, fallback) => {
    expect(buildRoomFlags([flag(name, true)])[key]).toBe(true);
    expect(buildRoomFlags([flag(name, false)])[key]).toBe(false);
    expect(buildRoomFlags([])[key]).toBe(fallback);
  });
});

describe('buildRoomFlags: values', () => {
  it('member count type: online by default and when off, else unique unless it says online', () => {
    expect(buildRoomFlags([]).memberCountType).toBe('online');
    expect(buildRoomFlags([flag('member_count_type', false, 'unique')]).memberCountType).toBe('online');
    expect(buildRoomFlags([flag('member_count_type', true, 'unique')]).memberCountType).toBe('unique');
    expect(buildRoomFlags([flag('member_count_type', true, 'online')]).memberCountType).toBe('online');
  });

  it('official message background colour: a hex colour while on, else null', () => {
    expect(buildRoomFlags([flag('official_message_bg_color', true, '#c2185b')]).officialMessageBgColor).toBe('#c2185b');
    expect(buildRoomFlags([flag('official_message_bg_color', false, '#c2185b')]).officialMessageBgColor).toBeNull();
    expect(buildRoomFlags([flag('official_message_bg_color', true, 'red;background:url(x)')]).officialMessageBgColor).toBeNull();
  });

  it.each([
    ['tutorialHintType', 'tutorial_hint_type', 'shopping', 'auction'],
    ['purchaseButtonWord', 'purchase_button_word', 'purchase', '購入する'],
    ['unpublishedPostWord', 'unpublished_post_word', 'market', 'shop'],
  ] as const)('%s defaults to %s and takes the store string while on', (key, name, fallback, value) => {
    expect(buildRoomFlags([])[key]).toBe(fallback);
    expect(buildRoomFlags([flag(name, true, value)])[key]).toBe(value);
    expect(buildRoomFlags([flag(name, false, value)])[key]).toBe(fallback);
  });

  it('kirari logo: the post’s own value wins over the store switch', () => {
    expect(buildRoomFlags([flag('liveweb_kirari_logo', true)], { liveweb_kirari_logo: false }).kirariLogo).toBe(false);
    expect(buildRoomFlags([flag('liveweb_kirari_logo', false)], { liveweb_kirari_logo: true }).kirariLogo).toBe(true);
    expect(buildRoomFlags([], { liveweb_kirari_logo: null }).kirariLogo).toBe(true);
  });

  it('festival icon: the seasonal icon the switch names, only while on', () => {
    expect(buildRoomFlags([flag('festival_animation', true, 'Sakura')]).festivalIcon).toBe('sakura');
    expect(buildRoomFlags([flag('festival_animation', true, 'fireworks')]).festivalIcon).toBeNull();
    expect(buildRoomFlags([flag('festival_animation', false, 'xmas')]).festivalIcon).toBeNull();
  });
});

describe('what the flags change in the room', () => {
  const on = (settings: StoreSetting[]) => buildRoomFlags(settings);

  it('banners: add_cart_notice, share_message and join_room feed the reducer; dirty_word filters', () => {
    expect(roomConfigOf(on([]))).toEqual({ dirtyWord: false, cartBanner: true, sharedBanner: true, welcomeBanner: true });
    expect(roomConfigOf(on([flag('add_cart_notice', false), flag('share_message', false), flag('join_room', false), flag('dirty_word', true)]))).toEqual({
      dirtyWord: true,
      cartBanner: false,
      sharedBanner: false,
      welcomeBanner: false,
    });
  });

  it('reaction buttons: heart, custom and the festival icon, none on replays', () => {
    const all = on([flag('festival_animation', true, 'xmas')]);
    expect(reactionButtons(all, 'live')).toEqual(['heart', 'custom', 'xmas']);
    expect(reactionButtons(all, 'replay')).toEqual([]);
    expect(reactionButtons(on([flag('heart_animation', false), flag('custom_animation', false), flag('festival_animation', false, 'xmas')]), 'live')).toEqual([]);
  });

  it('viewer count: hidden with member_count_show off; online or unique per the type', () => {
    const viewers = { online: 12, unique: 40 };
    expect(shownViewerCount(on([]), viewers)).toBe(12);
    expect(shownViewerCount(on([flag('member_count_type', true, 'unique')]), viewers)).toBe(40);
    expect(shownViewerCount(on([flag('member_count_show', false)]), viewers)).toBeNull();
  });

  it('product list: product_list off hides it; hide_waiting_market hides it while waiting only', () => {
    expect(showProductList(on([]), 'waiting')).toBe(true);
    expect(showProductList(on([flag('product_list', false)]), 'streaming')).toBe(false);
    expect(showProductList(on([flag('hide_waiting_market', true)]), 'waiting')).toBe(false);
    expect(showProductList(on([flag('hide_waiting_market', true)]), 'streaming')).toBe(true);
  });

  it('replay, replay comments, guests chatting and the blacklist', () => {
    expect(replayAllowed(on([flag('replay', true)]))).toBe(true);
    expect(replayAllowed(on([]))).toBe(false);
    expect(shownRoomMode('replay', on([flag('replay', true)]))).toBe('replay');
    expect(shownRoomMode('replay', on([]))).toBe('ended');
    expect(shownRoomMode('live', on([]))).toBe('live');
    expect(showCommentsOnReplay(on([flag('replay_comment', false)]))).toBe(false);
    expect(guestsMayChat(on([flag('guest_chat', true)]))).toBe(true);
    expect(guestsMayChat(on([]))).toBe(false);
    expect(effectiveBlocked(on([]), ['user:1'])).toEqual(['user:1']);
    expect(effectiveBlocked(on([flag('blacklist', false)]), ['user:1'])).toEqual([]);
  });
});
