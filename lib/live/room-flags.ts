import type { SeasonalIcon } from '@/lib/schemas';
import { findSetting, readStoreSettings, showKirariLogo, type MemberCountType, type SettingsInput, type StoreSettings } from '@/lib/store-settings';
import type { RoomConfig } from './room/state';
import type { RoomMode } from './room-mode';

/**
 * Every store flag the specs give an effect in the live room (issue 7 §6 list), read once through
 * lib/store-settings (its defaults: display switches on, opt-in features off), as the room uses them.
 */

export interface RoomFlags {
  // Features (commerce §6: off unless the store turns them on; blacklist on).
  replay: boolean;
  ticket: boolean;
  poll: boolean;
  coupon: boolean;
  /** The store blacklist and comment blacklist are honoured. */
  blacklist: boolean;
  showLobby: boolean;
  hideWaitingMarket: boolean;
  /** Guests may chat; the nickname (guest) feature of the login check. */
  guestChat: boolean;
  /** Banned-word filtering of comments and banner names. */
  dirtyWord: boolean;
  // Display switches (on unless turned off).
  cartShow: boolean;
  productList: boolean;
  shopIcon: boolean;
  salesProduct: boolean;
  heartAnimation: boolean;
  customAnimation: boolean;
  festivalAnimation: boolean;
  /** The seasonal icon the festival switch names (its string), or null for none chosen. */
  festivalIcon: SeasonalIcon | null;
  replayComment: boolean;
  memberCountShow: boolean;
  memberCountType: MemberCountType;
  /** Announce joins and show welcome banners. */
  joinRoom: boolean;
  /** Shared banners. */
  shareMessage: boolean;
  /** Cart-added banners. */
  addCartNotice: boolean;
  // Behaviour switches (off unless turned on).
  simpleRedirectPurchase: boolean;
  noAutoplay: boolean;
  // Values.
  /** A CSS hex colour, or null for the theme's. */
  officialMessageBgColor: string | null;
  /** Default 'shopping'. */
  tutorialHintType: string;
  /** Default 'purchase' (a message key the UI translates when it is the default). */
  purchaseButtonWord: string;
  /** Default 'market'. */
  unpublishedPostWord: string;
  /** The post's liveweb_kirari_logo, else the store's switch; default true. */
  kirariLogo: boolean;
}

const SEASONAL: readonly SeasonalIcon[] = ['halloween', 'xmas', 'sakura'];

function festivalIconOf(settings: SettingsInput): SeasonalIcon | null {
  const value = findSetting(settings, 'festival_animation')?.string?.trim().toLowerCase();
  return SEASONAL.find((icon) => icon === value) ?? null;
}

export function buildRoomFlags(settings: SettingsInput, post?: { liveweb_kirari_logo?: boolean | null } | null): RoomFlags {
  const s: StoreSettings = readStoreSettings(settings);
  return {
    replay: s.replay,
    ticket: s.ticket,
    poll: s.poll,
    coupon: s.coupon,
    blacklist: s.blacklist,
    showLobby: s.show_lobby,
    hideWaitingMarket: s.hide_waiting_market,
    guestChat: s.guest_chat,
    dirtyWord: s.dirty_word,
    cartShow: s.cart_show,
    productList: s.product_list,
    shopIcon: s.shop_icon,
    salesProduct: s.sales_product,
    heartAnimation: s.heart_animation,
    customAnimation: s.custom_animation,
    festivalAnimation: s.festival_animation,
    festivalIcon: s.festival_animation ? festivalIconOf(settings) : null,
    replayComment: s.replay_comment,
    memberCountShow: s.member_count_show,
    memberCountType: s.member_count_type,
    joinRoom: s.join_room,
    shareMessage: s.share_message,
    addCartNotice: s.add_cart_notice,
    simpleRedirectPurchase: s.simple_redirect_purchase,
    noAutoplay: s.no_autoplay,
    officialMessageBgColor: s.official_message_bg_color,
    tutorialHintType: s.tutorial_hint_type,
    purchaseButtonWord: s.purchase_button_word,
    unpublishedPostWord: s.unpublished_post_word,
    kirariLogo: showKirariLogo(post?.liveweb_kirari_logo, s),
  };
}

/** The reducer's part of the flags. */
export function roomConfigOf(flags: RoomFlags): RoomConfig {
  return { dirtyWord: flags.dirtyWord, cartBanner: flags.addCartNotice, sharedBanner: flags.shareMessage, welcomeBanner: flags.joinRoom };
}

/** Which reaction buttons the room offers; none on a replay (animations are ignored there). */
export function reactionButtons(flags: RoomFlags, mode: 'live' | 'replay'): ('heart' | 'custom' | SeasonalIcon)[] {
  if (mode === 'replay') return [];
  const buttons: ('heart' | 'custom' | SeasonalIcon)[] = [];
  if (flags.heartAnimation) buttons.push('heart');
  if (flags.customAnimation) buttons.push('custom');
  if (flags.festivalAnimation && flags.festivalIcon) buttons.push(flags.festivalIcon);
  return buttons;
}

/** Replays show the chat only with replay_comment on. */
export const showCommentsOnReplay = (flags: RoomFlags) => flags.replayComment;

/** A replay of a store without the replay feature is not offered. */
export const replayAllowed = (flags: Pick<RoomFlags, 'replay'>) => flags.replay;

/** The mode a room or recording page shows: a replay without the store's replay feature counts as ended. */
export function shownRoomMode(mode: RoomMode, flags: Pick<RoomFlags, 'replay'>): RoomMode {
  return mode === 'replay' && !replayAllowed(flags) ? 'ended' : mode;
}

/** The viewer count shown, per member_count_show and member_count_type. */
export function shownViewerCount(flags: RoomFlags, viewers: { online: number | null; unique: number | null }): number | null {
  if (!flags.memberCountShow) return null;
  return flags.memberCountType === 'unique' ? viewers.unique : viewers.online;
}

/** The waiting room hides the product list with hide_waiting_market on. */
export function showProductList(flags: RoomFlags, stage: 'waiting' | 'streaming' | 'unpublished' | 'end'): boolean {
  if (!flags.productList) return false;
  return !(stage === 'waiting' && flags.hideWaitingMarket);
}

/** The comment blacklist counts only with the blacklist feature on. */
export function effectiveBlocked<T>(flags: RoomFlags, blocked: readonly T[]): readonly T[] {
  return flags.blacklist ? blocked : [];
}

/** Guests comment only with guest_chat on; members always. */
export const guestsMayChat = (flags: RoomFlags) => flags.guestChat;
