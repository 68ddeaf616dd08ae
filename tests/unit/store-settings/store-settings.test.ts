import { describe, expect, it } from '@jest/globals';
import type { StoreSetting } from '@/lib/schemas/store';
import {
  SWITCH_DEFAULTS,
  TEXT_DEFAULTS,
  findSetting,
  readStoreSettings,
  showKirariLogo,
  type SwitchName,
} from '@/lib/store-settings';

const setting = (name: string, enable: boolean, string: string | null = null, integer: number | null = null): StoreSetting => ({
  name,
  enable,
  string,
  integer,
});

const SWITCHES = Object.keys(SWITCH_DEFAULTS) as SwitchName[];

describe('switches', () => {
  it.each(SWITCHES)('%s: on, off and absent', (name) => {
    expect(readStoreSettings([setting(name, true)])[name]).toBe(true);
    expect(readStoreSettings([setting(name, false)])[name]).toBe(false);
    expect(readStoreSettings([])[name]).toBe(SWITCH_DEFAULTS[name]);
  });

  it('defaults display switches on and the spec-listed features off', () => {
    const defaults = readStoreSettings(undefined);
    for (const name of ['member_count_show', 'cart_show', 'product_list', 'join_room', 'shop_icon', 'sales_product', 'share_message', 'add_cart_notice', 'heart_animation', 'custom_animation', 'festival_animation', 'replay_comment', 'liveweb_kirari_logo'] as const) {
      expect(defaults[name]).toBe(true);
    }
    for (const name of ['coupon', 'replay', 'ticket', 'subscription', 'guest_chat', 'dirty_word', 'show_lobby', 'hide_waiting_market'] as const) {
      expect(defaults[name]).toBe(false);
    }
  });

  it('does not let one flag leak into another', () => {
    const settings = readStoreSettings([setting('guest_chat', true), setting('cart_show', false)]);
    expect(settings.guest_chat).toBe(true);
    expect(settings.cart_show).toBe(false);
    expect(settings.coupon).toBe(false);
    expect(settings.product_list).toBe(true);
  });

  it('takes the last of duplicate settings', () => {
    expect(readStoreSettings([setting('coupon', true), setting('coupon', false)]).coupon).toBe(false);
    expect(findSetting([setting('poll', false), setting('poll', true)], 'poll')?.enable).toBe(true);
  });
});

describe('member_count_type', () => {
  it('is online when absent or off', () => {
    expect(readStoreSettings([]).member_count_type).toBe('online');
    expect(readStoreSettings([setting('member_count_type', false, 'unique')]).member_count_type).toBe('online');
  });
  it('is unique when on, unless its string says online', () => {
    expect(readStoreSettings([setting('member_count_type', true)]).member_count_type).toBe('unique');
    expect(readStoreSettings([setting('member_count_type', true, 'unique')]).member_count_type).toBe('unique');
    expect(readStoreSettings([setting('member_count_type', true, 'online')]).member_count_type).toBe('online');
  });
});

describe('text settings', () => {
  it('has the spec defaults', () => {
    expect(TEXT_DEFAULTS).toEqual({ tutorial_hint_type: 'shopping', purchase_button_word: 'purchase', unpublished_post_word: 'market' });
  });
  it.each(Object.keys(TEXT_DEFAULTS) as Array<keyof typeof TEXT_DEFAULTS>)('%s: on, off and absent', (name) => {
    expect(readStoreSettings([setting(name, true, ' custom ')])[name]).toBe('custom');
    expect(readStoreSettings([setting(name, false, 'custom')])[name]).toBe(TEXT_DEFAULTS[name]);
    expect(readStoreSettings([])[name]).toBe(TEXT_DEFAULTS[name]);
    expect(readStoreSettings([setting(name, true, '   ')])[name]).toBe(TEXT_DEFAULTS[name]);
    expect(readStoreSettings([setting(name, true, 'x'.repeat(51))])[name]).toBe(TEXT_DEFAULTS[name]);
  });
});

describe('official_message_bg_color', () => {
  it('is a hex colour when on, null (theme colour) when off, absent or not a hex colour', () => {
    expect(readStoreSettings([setting('official_message_bg_color', true, '#FF6600')]).official_message_bg_color).toBe('#FF6600');
    expect(readStoreSettings([setting('official_message_bg_color', true, '#f60')]).official_message_bg_color).toBe('#f60');
    expect(readStoreSettings([setting('official_message_bg_color', false, '#ff6600')]).official_message_bg_color).toBeNull();
    expect(readStoreSettings([]).official_message_bg_color).toBeNull();
    expect(readStoreSettings([setting('official_message_bg_color', true, 'red;background:url(x)')]).official_message_bg_color).toBeNull();
  });
});

describe('showKirariLogo', () => {
  it('follows the post when it says, else the store switch', () => {
    const on = readStoreSettings([]);
    const off = readStoreSettings([setting('liveweb_kirari_logo', false)]);
    expect(showKirariLogo(undefined, on)).toBe(true);
    expect(showKirariLogo(null, off)).toBe(false);
    expect(showKirariLogo(false, on)).toBe(false);
    expect(showKirariLogo(true, off)).toBe(true);
  });
});
