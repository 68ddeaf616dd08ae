import type { AddressRecord, SavedAddress } from '@/lib/schemas';
import { STORE_IDS } from './stores';
import { DEMO_MEMBER_ID } from './users';

/** Address records and the demo member's address book (one of each saved-address type). */

type AddressFields = Omit<AddressRecord, 'id' | 'addressable_id' | 'addressable_type' | 'region' | 'full_address'>;

export function addressRecord(id: number, owner: { type: string; id: number }, fields: AddressFields): AddressRecord {
  const fullAddress = `〒${fields.postcode} ${[fields.level_one, fields.level_two, fields.level_three, fields.level_four].filter(Boolean).join('')}`;
  return {
    id,
    addressable_id: owner.id,
    addressable_type: owner.type,
    region: 'JP',
    full_address: fullAddress,
    ...fields,
  };
}

/** The demo store's counter, where self_pick_up orders are collected. */
export const demoPickUpAddress = (): AddressRecord =>
  addressRecord(801, { type: 'store', id: STORE_IDS.demo }, {
    postcode: '150-0001',
    level_one: '東京都',
    level_one_code: '13',
    level_two: '渋谷区',
    level_three: '神宮前',
    level_four: '5-10-1 キラリビル1F',
    info: { name: 'キラリ商店 表参道店', address: '東京都渋谷区神宮前5-10-1', store_id: STORE_IDS.demo },
  });

export function seedSavedAddresses(): SavedAddress[] {
  const owner = (id: number) => ({ type: 'user_address', id });
  return [
    {
      id: 701,
      user_id: DEMO_MEMBER_ID,
      name: '山田 花子',
      phone_number: '09012345678',
      type: 'home_delivery',
      address: addressRecord(901, owner(701), {
        postcode: '154-0004',
        level_one: '東京都',
        level_one_code: '13',
        level_two: '世田谷区',
        level_three: '太子堂',
        level_four: '2-3-4 キラリハイツ203',
        info: null,
      }),
    },
    {
      id: 702,
      user_id: DEMO_MEMBER_ID,
      name: '山田 一郎（実家）',
      phone_number: '0661234567',
      type: 'custom',
      address: addressRecord(902, owner(702), {
        postcode: '530-0001',
        level_one: '大阪府',
        level_one_code: '27',
        level_two: '大阪市北区',
        level_three: '梅田',
        level_four: '1-1-1',
        info: null,
      }),
    },
    {
      id: 703,
      user_id: DEMO_MEMBER_ID,
      name: '山田 花子',
      phone_number: '09012345678',
      type: 'self_pick_up',
      address: demoPickUpAddress(),
    },
  ];
}
