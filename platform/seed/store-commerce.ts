import type { CommercialLaw, PaymentSetting, ShippingSetting } from '@/lib/schemas';
import { demoPickUpAddress } from './addresses';
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FEE } from './order-builder';
import { STORE_IDS } from './stores';

/** Per-store checkout setup: shipping and payment settings, the card gateway, the commercial-law page. */

export interface StoreCommerce {
  storeId: number;
  shipping: ShippingSetting[];
  payment: PaymentSetting[];
  /** GMO card gateway shop id; null when the store takes no cards. */
  gmoShopId: string | null;
  commercialLaw: CommercialLaw | null;
  /** Member and guest ids on the store's blacklist (commerce §6). */
  blacklist: { userIds: number[]; guestIds: number[] };
}

function shippingSettings(storeId: number): ShippingSetting[] {
  const id = (n: number) => storeId * 100 + n;
  return [
    {
      id: id(1),
      type: 'custom',
      info: { memo: 'ヤマト運輸でお届けします。5,000円以上のご注文で送料無料。' },
      enabled: true,
      fee_type: 'flat',
      fee: SHIPPING_FEE,
      free_shipping_threshold: FREE_SHIPPING_THRESHOLD,
      is_cash_on_delivery: false,
      address: null,
      fees: [
        { level_one_code: '01', fee: 1500 },
        { level_one_code: '47', fee: 1500 },
      ],
    },
    {
      id: id(2),
      type: 'self_pick_up',
      info: { memo: '表参道店のカウンターでお受け取りください（11:00〜19:00）。' },
      enabled: true,
      fee_type: 'flat',
      fee: 0,
      free_shipping_threshold: null,
      is_cash_on_delivery: false,
      address: demoPickUpAddress(),
      fees: [],
    },
    {
      id: id(3),
      type: 'custom_cod',
      info: { memo: '代金引換（手数料330円）。' },
      enabled: true,
      fee_type: 'flat',
      fee: SHIPPING_FEE,
      free_shipping_threshold: FREE_SHIPPING_THRESHOLD,
      is_cash_on_delivery: true,
      address: null,
      fees: [],
    },
    {
      id: id(4),
      type: 'virtual',
      info: { memo: 'チケット・定期便など配送のない商品。' },
      enabled: true,
      fee_type: null,
      fee: 0,
      free_shipping_threshold: null,
      is_cash_on_delivery: false,
      address: null,
      fees: [],
    },
  ];
}

function paymentSettings(storeId: number, types: PaymentSetting['type'][]): PaymentSetting[] {
  return types.map((type, i) => ({ id: storeId * 100 + 50 + i, type, enabled: true }));
}

const demoLaw: CommercialLaw = {
  company_name: '株式会社キラリ商店',
  contact_name: '山本 光',
  contact_name_kana: 'ヤマモト ヒカル',
  email: 'support@kirari-shop.example',
  phone: '03-1234-5678',
  url: 'https://kirari-shop.example',
  defective_info: '商品到着後7日以内にご連絡ください。送料当社負担で交換いたします。',
  delivery_info: 'ご注文確定後、3営業日以内に発送します。',
  extra_fees: '送料（全国一律800円、5,000円以上で無料）、代金引換手数料330円。',
  identify: '東京都公安委員会 古物商許可 第301234567890号',
  opening_time: '平日 10:00〜18:00',
  payment_info: 'クレジットカード、コンビニ決済、代金引換。',
  return_info: 'お客様都合による返品は商品到着後7日以内、未開封に限り承ります（送料お客様負担）。',
  selling_price: '各商品ページに記載の価格（税込）。',
};

export function seedStoreCommerce(): StoreCommerce[] {
  const all = ['gmo_credit', 'gmo_cvs', 'custom_cod', 'free'] as const;
  return [
    {
      storeId: STORE_IDS.demo,
      shipping: shippingSettings(STORE_IDS.demo),
      payment: paymentSettings(STORE_IDS.demo, [...all]),
      gmoShopId: 'tshop00054321',
      commercialLaw: demoLaw,
      blacklist: { userIds: [1002], guestIds: [] },
    },
    {
      storeId: STORE_IDS.taiwan,
      shipping: shippingSettings(STORE_IDS.taiwan).filter((s) => s.type !== 'custom_cod'),
      payment: paymentSettings(STORE_IDS.taiwan, ['gmo_credit', 'free']),
      gmoShopId: 'tshop00054322',
      commercialLaw: { ...demoLaw, company_name: '奇拉里股份有限公司', email: 'tw@kirari-shop.example' },
      blacklist: { userIds: [], guestIds: [] },
    },
    {
      storeId: STORE_IDS.tickets,
      shipping: shippingSettings(STORE_IDS.tickets).filter((s) => s.type === 'virtual'),
      payment: paymentSettings(STORE_IDS.tickets, ['gmo_credit', 'gmo_cvs', 'free']),
      gmoShopId: 'tshop00054323',
      commercialLaw: { ...demoLaw, company_name: '株式会社キラリチケット' },
      blacklist: { userIds: [], guestIds: [] },
    },
    {
      storeId: STORE_IDS.enterprise,
      shipping: shippingSettings(STORE_IDS.enterprise).slice(0, 1),
      payment: paymentSettings(STORE_IDS.enterprise, ['gmo_credit']),
      gmoShopId: 'tshop00054324',
      // Not filled in: the page shows its empty state.
      commercialLaw: null,
      blacklist: { userIds: [], guestIds: [] },
    },
    {
      storeId: STORE_IDS.overseas,
      shipping: [],
      payment: [],
      gmoShopId: null,
      commercialLaw: null,
      blacklist: { userIds: [], guestIds: [] },
    },
  ];
}
