import type { StoreSetting } from '@/lib/schemas';

/**
 * Store feature flags (commerce §6). Names are snake_case of the spec's wording. The demo store
 * carries a realistic mix: most switches on, a few off, some with integer or string values.
 */

const flag = (name: string, enable: boolean, integer: number | null = null, string: string | null = null): StoreSetting => ({
  name,
  enable,
  integer,
  string,
});

export function demoSettings(): StoreSetting[] {
  return [
    flag('blacklist', true),
    flag('coupon', true),
    flag('replay', true),
    flag('ticket', true),
    flag('subscription', true),
    flag('guest_chat', true),
    flag('dirty_word', true),
    flag('show_lobby', true),
    flag('hide_waiting_market', false),
    flag('comment_analysis', true),
    flag('poll', true),
    flag('auction', false),
    flag('bidding', false),
    flag('member_count_show', true),
    flag('member_count_type', true, null, 'unique'),
    flag('cart_show', true),
    flag('product_list', true),
    flag('join_room', true),
    flag('shop_icon', true),
    flag('sales_product', true),
    flag('share_message', true),
    flag('add_cart_notice', true),
    flag('heart_animation', true),
    flag('custom_animation', true),
    flag('festival_animation', true, null, 'sakura'),
    flag('official_message_bg_color', true, null, '#c2185b'),
    flag('tutorial_hint_type', true, null, 'shopping'),
    flag('purchase_button_word', true, null, '購入する'),
    flag('simple_redirect_purchase', false),
    flag('replay_comment', true),
    flag('no_autoplay', false),
  ];
}

/** A store that relies on defaults: only a few flags are present. */
export function sparseSettings(overrides: StoreSetting[] = []): StoreSetting[] {
  const base = [flag('replay', true), flag('guest_chat', false), flag('member_count_type', true, null, 'online')];
  const names = new Set(overrides.map((s) => s.name));
  return [...base.filter((s) => !names.has(s.name)), ...overrides];
}

export const ticketSettings = () => sparseSettings([flag('ticket', true), flag('coupon', false)]);
export { flag as storeFlag };
