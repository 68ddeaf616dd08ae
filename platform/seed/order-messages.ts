import type { OrderMessage } from '@/lib/schemas';
import { HOUR, type Clock } from './clock';
import { STORE_IDS } from './stores';
import { DEMO_MEMBER_ID } from './users';

/** Buyer–seller threads of the demo member's orders: one answered question on order 50003. */

/** The seller's user id per store: stores have no user records in the seed, so one is derived. */
export const sellerUserId = (storeId: number): number => 1_000_000 + storeId;

export const DEMO_BUYER_USER = { id: DEMO_MEMBER_ID, name: '山田 花子', avatar_url: null };

export function seedOrderMessages(at: Clock): OrderMessage[] {
  const seller = { id: sellerUserId(STORE_IDS.demo), name: 'キラリ商店', avatar_url: null };
  return [
    { id: 801, user: DEMO_BUYER_USER, order_id: 50003, user_id: DEMO_MEMBER_ID, role: 'buyer', message: 'いつ頃発送されますか？', created_at: at(-20 * HOUR) },
    {
      id: 802,
      user: seller,
      order_id: 50003,
      user_id: seller.id,
      role: 'seller',
      message: 'ご注文ありがとうございます。明日発送の予定です。',
      created_at: at(-19 * HOUR),
    },
  ];
}
