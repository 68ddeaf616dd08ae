import type { Store } from '@/lib/schemas';
import { imagePath } from '../images';
import { demoSettings, sparseSettings, storeFlag, ticketSettings } from './store-settings';

/** The five seed stores: one per kind the storefront treats differently. */

export const STORE_IDS = { demo: 1, taiwan: 2, tickets: 3, enterprise: 4, overseas: 5 } as const;
export type StoreSlug = keyof typeof STORE_IDS;

const pictures = (slug: string, label: string) => ({
  image_url: imagePath('store', `${slug}-cover`, label),
  avatar_url: imagePath('store', `${slug}-avatar`, label.slice(0, 2), 'm'),
});

const base = {
  description: null,
  buyer_editing_cart: true,
  facebook_pixel_id: null,
  is_ticket_mode: false,
  enterprise: null,
  is_special: false,
  is_special2: false,
  enable_enterprise: false,
  parent: null,
} satisfies Partial<Store>;

export function seedStores(): Store[] {
  return [
    {
      ...base,
      id: STORE_IDS.demo,
      slug: 'demo',
      name: 'キラリ商店',
      region: 'JP',
      locale: 'ja',
      currency: 'JPY',
      timezone: 'Asia/Tokyo',
      description: '日本各地の職人とつくる、お茶とうつわと暮らしの道具のお店。毎週金曜20時からライブ配信。',
      ...pictures('demo', 'キラリ'),
      settings: demoSettings(),
      contact_email: 'support@kirari-shop.example',
    },
    {
      ...base,
      id: STORE_IDS.taiwan,
      slug: 'taiwan',
      name: '奇拉里台灣選物',
      region: 'JP',
      locale: 'zh_TW',
      currency: 'TWD',
      timezone: 'Asia/Taipei',
      description: '台灣在地好茶與伴手禮，直播限定優惠。',
      // Editing the cart is the seller's job in this store.
      buyer_editing_cart: false,
      ...pictures('taiwan', '奇拉里'),
      settings: sparseSettings([storeFlag('coupon', true)]),
      contact_email: 'tw@kirari-shop.example',
    },
    {
      ...base,
      id: STORE_IDS.tickets,
      slug: 'tickets',
      name: 'キラリ チケット',
      region: 'JP',
      locale: 'ja',
      currency: 'JPY',
      timezone: 'Asia/Tokyo',
      description: 'ライブとイベントの電子チケット。',
      is_ticket_mode: true,
      ...pictures('tickets', 'TICKET'),
      settings: ticketSettings(),
      contact_email: 'tickets@kirari-shop.example',
    },
    {
      ...base,
      id: STORE_IDS.enterprise,
      slug: 'enterprise',
      name: 'Kirari Enterprise Store',
      region: 'JP',
      locale: 'ja',
      currency: 'JPY',
      timezone: 'Asia/Tokyo',
      description: '企業サイトと連携したストア。カートは企業サイトで確定します。',
      facebook_pixel_id: '1234567890123456',
      enable_enterprise: true,
      enterprise: {
        id: 41,
        name: 'Kirari Enterprise',
        subscription: {
          domain: 'shop.enterprise.example',
          cart_endpoint: 'https://shop.enterprise.example/cart',
          merchant_console: 'https://console.enterprise.example',
        },
      },
      is_special: true,
      ...pictures('enterprise', 'KE'),
      settings: sparseSettings(),
      contact_email: 'enterprise@kirari-shop.example',
    },
    {
      ...base,
      id: STORE_IDS.overseas,
      slug: 'overseas',
      name: 'Kirari Overseas',
      // Outside the supported region: the storefront answers 404 for it.
      region: 'TW',
      locale: 'zh_TW',
      currency: 'TWD',
      timezone: 'Asia/Taipei',
      ...pictures('overseas', 'KO'),
      settings: sparseSettings(),
      contact_email: null,
    },
  ];
}
