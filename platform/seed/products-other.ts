import { DAY } from './clock';
import type { ProductSpec, Vendor } from './product-builder';

/** The smaller catalogues of the other stores (ids by store: 2xx taiwan, 3xx tickets, 4xx enterprise, 5xx overseas). */

export const OTHER_VENDORS: Record<string, Vendor> = {
  taiwan: { id: 21, name: '奇拉里商行' },
  tickets: { id: 31, name: 'キラリ チケット' },
  enterprise: { id: 41, name: 'Kirari Enterprise' },
  overseas: { id: 51, name: 'Kirari Overseas' },
};

export const TAIWAN_PRODUCTS: ProductSpec[] = [
  {
    id: 201,
    name: '阿里山高山烏龍茶',
    label: '烏龍',
    description: '阿里山高海拔茶園，手採一心二葉。',
    skus: [
      { name: '75g', price: 680, stock: 50 },
      { name: '150g', price: 1280, original_price: 1360, stock: 20 },
    ],
  },
  {
    id: 202,
    name: '手工鳳梨酥禮盒',
    label: '鳳梨',
    description: '使用土鳳梨內餡，酸甜不膩。',
    skus: [
      { name: '6入', price: 420, stock: 80, free_shipping: true },
      { name: '12入', price: 800, stock: 3 },
    ],
  },
  {
    id: 203,
    name: '台南古早味芒果乾',
    label: '芒果',
    description: '愛文芒果低溫烘製，無添加糖。',
    skus: [{ name: '200g', price: 350, stock: 0 }],
  },
];

export const TICKET_PRODUCTS: ProductSpec[] = [
  {
    id: 301,
    name: 'キラリ ライブ 2026 東京公演',
    label: '東京',
    description: '東京公演の電子チケットです。',
    ticket: true,
    saleStart: -7 * DAY,
    skus: [
      { name: 'S席', price: 9800, stock: 20, limit: 2 },
      { name: 'A席', price: 7800, stock: 1, limit: 4 },
    ],
  },
  {
    id: 302,
    name: 'キラリ ライブ 2026 大阪公演',
    label: '大阪',
    description: '大阪公演の電子チケットです。',
    ticket: true,
    skus: [{ name: '一般', price: 6800, stock: 0, limit: 2 }],
  },
  {
    id: 303,
    name: 'オンライン配信 視聴チケット',
    label: '配信',
    description: '限定配信の視聴チケットです。購入後、配信ページで視聴できます。',
    ticket: true,
    skus: [{ name: '視聴券', price: 2500, stock: 500, limit: 1 }],
  },
];

export const ENTERPRISE_PRODUCTS: ProductSpec[] = [
  {
    id: 401,
    name: 'エンタープライズ 限定ギフトセット',
    label: 'GIFT',
    description: '法人向けギフトセット。カートは企業サイトで確定します。',
    skus: [
      { name: 'スタンダード', price: 5500, stock: 100 },
      { name: 'プレミアム', price: 11000, stock: 40 },
    ],
  },
  {
    id: 402,
    name: 'オリジナル ロゴ入りタンブラー',
    label: 'TMB',
    description: 'ステンレス製の保温タンブラー。',
    skus: [{ name: '350ml', price: 3200, stock: 60 }],
  },
];

export const OVERSEAS_PRODUCTS: ProductSpec[] = [
  {
    id: 501,
    name: 'Overseas Sample Product',
    description: 'A product of a store outside the supported region.',
    skus: [{ name: 'One size', price: 1000, stock: 10 }],
  },
];
