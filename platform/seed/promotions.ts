import type { Coupon, Voucher } from '@/lib/schemas';
import { DAY, type Clock } from './clock';
import { STORE_IDS } from './stores';
import { DEMO_MEMBER_ID } from './users';

/** The demo store's share voucher and coupons (ongoing, coming, expired; public and private). */

export interface VoucherRecord {
  storeId: number;
  voucher: Voucher;
  /** Members holding it (acquired). */
  holderIds: number[];
}

export interface CouponRecord {
  storeId: number;
  coupon: Coupon;
}

export function seedVouchers(at: Clock): VoucherRecord[] {
  const windows = {
    acquire_started_at: at(-7 * DAY),
    acquire_ended_at: at(7 * DAY),
    apply_started_at: at(-7 * DAY),
    apply_ended_at: at(30 * DAY),
    interrupted_at: null,
    deleted_at: null,
  };
  return [
    {
      storeId: STORE_IDS.demo,
      holderIds: [],
      voucher: {
        id: 3001,
        name: 'ライブをシェアして300円OFF',
        event_type: 'share_live',
        amount: 300,
        visibility: 'public',
        acquire_quantity: 100,
        apply_amount_threshold: 3000,
        ...windows,
        acquire_status: 'ongoing',
        used_acquire_quantity: 12,
      },
    },
    {
      // Held by the demo member: listed by the held_by_me voucher call.
      storeId: STORE_IDS.demo,
      holderIds: [DEMO_MEMBER_ID],
      voucher: {
        id: 3002,
        name: '会員限定 500円OFF',
        event_type: 'member',
        amount: 500,
        visibility: 'private',
        acquire_quantity: null,
        apply_amount_threshold: 5000,
        ...windows,
        acquire_status: 'ongoing',
        used_acquire_quantity: 40,
      },
    },
    {
      // A second held voucher (checkout offers both as coupon_v2_id).
      storeId: STORE_IDS.demo,
      holderIds: [DEMO_MEMBER_ID],
      voucher: {
        id: 3003,
        name: 'ライブ視聴特典 800円OFF',
        event_type: 'live_viewer',
        amount: 800,
        visibility: 'private',
        acquire_quantity: 500,
        apply_amount_threshold: 3000,
        ...windows,
        acquire_status: 'ongoing',
        used_acquire_quantity: 120,
      },
    },
  ];
}

export function seedCoupons(at: Clock): CouponRecord[] {
  const coupon = (c: Pick<Coupon, 'id' | 'name' | 'apply_code' | 'amount' | 'visibility' | 'acquire_status'> & Partial<Coupon>, start: number, end: number): CouponRecord => ({
    storeId: STORE_IDS.demo,
    coupon: {
      apply_quantity: 200,
      apply_amount_threshold: 3000,
      acquire_started_at: at(start),
      acquire_ended_at: at(end),
      apply_started_at: at(start),
      apply_ended_at: at(end),
      interrupted_at: null,
      deleted_at: null,
      used_apply_quantity: 0,
      ...c,
    },
  });
  return [
    coupon({ id: 3101, name: 'はじめてクーポン', apply_code: 'WELCOME500', amount: 500, visibility: 'public', acquire_status: 'ongoing', used_apply_quantity: 37 }, -10 * DAY, 20 * DAY),
    coupon({ id: 3102, name: 'ライブ視聴者限定', apply_code: 'LIVE1000', amount: 1000, visibility: 'public', acquire_status: 'ongoing', apply_amount_threshold: 8000 }, -DAY, 2 * DAY),
    coupon({ id: 3103, name: 'VIPシークレット', apply_code: 'VIP2000', amount: 2000, visibility: 'private', acquire_status: 'ongoing', apply_quantity: 10 }, -5 * DAY, 25 * DAY),
    coupon({ id: 3104, name: '春の新作クーポン', apply_code: 'SPRING300', amount: 300, visibility: 'public', acquire_status: 'coming' }, 3 * DAY, 33 * DAY),
    coupon({ id: 3105, name: '夏のセール', apply_code: 'SUMMER800', amount: 800, visibility: 'public', acquire_status: 'expired', used_apply_quantity: 200 }, -60 * DAY, -30 * DAY),
    // Handed out by the view-duration live coupon 3202 (private: not in the public list).
    coupon({ id: 3106, name: '5分視聴ありがとうクーポン', apply_code: 'STAY500', amount: 500, visibility: 'private', acquire_status: 'ongoing' }, -DAY, 7 * DAY),
  ];
}

/**
 * Coupons the seller hands out during a live (coupon.distribute, live-room §7, §9): the event data
 * as published. `stay_seconds` and `acquire_frequency` mark the view-duration ones.
 */
export interface LiveCouponRecord {
  storeId: number;
  data: {
    id: number;
    name: string;
    amount: number;
    coupon_type: 'code' | 'link';
    apply_code: string | null;
    url: string | null;
    stay_seconds: number | null;
    acquire_frequency: number | null;
    acquire_status: 'interrupted' | 'coming' | 'ongoing' | 'expired';
  };
}

export function seedLiveCoupons(storefrontUrl: string): LiveCouponRecord[] {
  const live = (data: LiveCouponRecord['data']): LiveCouponRecord => ({ storeId: STORE_IDS.demo, data });
  return [
    // The public ongoing coupon 3102, handed out at once.
    live({ id: 3102, name: 'ライブ視聴者限定', amount: 1000, coupon_type: 'code', apply_code: 'LIVE1000', url: null, stay_seconds: null, acquire_frequency: null, acquire_status: 'ongoing' }),
    // View-duration, code: after 5 minutes in the room, once.
    live({ id: 3202, name: '5分視聴ありがとうクーポン', amount: 500, coupon_type: 'code', apply_code: 'STAY500', url: null, stay_seconds: 300, acquire_frequency: 1, acquire_status: 'ongoing' }),
    // View-duration, link: after 1 minute, twice; opens the store's market.
    live({ id: 3203, name: '1分視聴で特設ページへ', amount: 300, coupon_type: 'link', apply_code: null, url: `${storefrontUrl}/demo/market`, stay_seconds: 60, acquire_frequency: 2, acquire_status: 'ongoing' }),
  ];
}
