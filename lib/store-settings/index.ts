import type { StoreSetting } from '@/lib/schemas/store';
import { listOf, trimmedText } from '@/lib/format/field';

/**
 * Store feature flags of commerce §6 (and issue 7's list) with their defaults when a store does
 * not list them. Keys are the platform's setting names, so code and seed data share one word.
 * A switch reads `enable`; a text setting reads `string` only while `enable` is true.
 */

export const SWITCH_DEFAULTS = {
  // Live-room display switches: on unless the store turns them off.
  member_count_show: true,
  cart_show: true,
  product_list: true,
  join_room: true,
  shop_icon: true,
  sales_product: true,
  share_message: true,
  add_cart_notice: true,
  heart_animation: true,
  custom_animation: true,
  festival_animation: true,
  replay_comment: true,
  liveweb_kirari_logo: true,
  // Features a store opts into (the spec's false list, then ours).
  coupon: false,
  replay: false,
  ticket: false,
  subscription: false,
  guest_chat: false,
  dirty_word: false,
  show_lobby: false,
  hide_waiting_market: false,
  comment_analysis: false,
  poll: false,
  auction: false,
  bidding: false,
  // Behaviour switches whose "on" departs from the usual room: off by default.
  no_autoplay: false,
  simple_redirect_purchase: false,
  // A seller's block list is honoured unless the store turns it off.
  blacklist: true,
} as const satisfies Record<string, boolean>;

export type SwitchName = keyof typeof SWITCH_DEFAULTS;

export type MemberCountType = 'online' | 'unique';

export const TEXT_DEFAULTS = {
  tutorial_hint_type: 'shopping',
  purchase_button_word: 'purchase',
  unpublished_post_word: 'market',
} as const;

export type TextName = keyof typeof TEXT_DEFAULTS;

export type StoreSettings = { [K in SwitchName]: boolean } & { [K in TextName]: string } & {
  member_count_type: MemberCountType;
  /** A CSS hex colour, or null for the theme's colour. */
  official_message_bg_color: string | null;
};

export type SettingsInput = readonly StoreSetting[] | null | undefined;

const MAX_TEXT_LENGTH = 50;
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The named setting; with duplicates the last one wins (a later override). */
export function findSetting(settings: SettingsInput, name: string): StoreSetting | undefined {
  return listOf(settings).findLast((setting) => setting?.name === name);
}

export function isEnabled(settings: SettingsInput, name: SwitchName): boolean {
  const enable = findSetting(settings, name)?.enable;
  return typeof enable === 'boolean' ? enable : SWITCH_DEFAULTS[name];
}

/** The setting's string while enabled, trimmed; null when absent, off, blank or too long. */
function enabledText(settings: SettingsInput, name: string): string | null {
  const setting = findSetting(settings, name);
  const value = setting?.enable ? trimmedText(setting.string) : undefined;
  return value && value.length <= MAX_TEXT_LENGTH ? value : null;
}

/** Online unless the setting is on; then its string if it names a type, else unique. */
export function memberCountType(settings: SettingsInput): MemberCountType {
  const setting = findSetting(settings, 'member_count_type');
  if (!setting?.enable) return 'online';
  const value = trimmedText(setting.string);
  return value === 'online' ? 'online' : 'unique';
}

/** Only a hex colour passes: the value ends up in a style attribute. */
export function officialMessageBgColor(settings: SettingsInput): string | null {
  const value = enabledText(settings, 'official_message_bg_color');
  return value && HEX_COLOUR.test(value) ? value : null;
}

export function readStoreSettings(settings: SettingsInput): StoreSettings {
  const switches = Object.fromEntries(
    (Object.keys(SWITCH_DEFAULTS) as SwitchName[]).map((name) => [name, isEnabled(settings, name)]),
  ) as { [K in SwitchName]: boolean };
  const texts = Object.fromEntries(
    (Object.keys(TEXT_DEFAULTS) as TextName[]).map((name) => [name, enabledText(settings, name) ?? TEXT_DEFAULTS[name]]),
  ) as { [K in TextName]: string };
  return {
    ...switches,
    ...texts,
    member_count_type: memberCountType(settings),
    official_message_bg_color: officialMessageBgColor(settings),
  };
}

/** Live-room §3/§9: the post's own liveweb_kirari_logo wins; else the store's switch (default on). */
export function showKirariLogo(postValue: boolean | null | undefined, settings: StoreSettings): boolean {
  return typeof postValue === 'boolean' ? postValue : settings.liveweb_kirari_logo;
}
