import type { Product, Sku } from '@/lib/schemas';

export const sku = (over: Partial<Sku> = {}): Sku => ({
  id: 1011,
  name: '6本入り',
  price: 1200,
  original_price: 1500,
  available_quantity: 40,
  salable_quantity: 40,
  salable_limit: null,
  info: null,
  free_shipping: false,
  subscription_frequency: null,
  ...over,
});

export const product = (over: Partial<Product> = {}): Product => ({
  id: 101,
  name: '宇治抹茶ラテ セット',
  description: '京都・宇治の石臼挽き抹茶を使ったラテの素です。',
  sale_started_at: null,
  sale_ended_at: null,
  min_price: 1200,
  max_price: 4000,
  salable_status: 'on_sell',
  available_quantity: 75,
  images: [
    { id: 10101, url: 'http://img.test/p101-1.svg' },
    { id: 10102, url: 'http://img.test/p101-2.svg' },
  ],
  cover_image_id: 10102,
  skus: [sku(), sku({ id: 1012, name: '12本入り', price: 2200, original_price: 3000, available_quantity: 25 }), sku({ id: 1013, name: '24本入り', price: 4000, available_quantity: 0 })],
  adult_warning: false,
  is_ticket: false,
  status: 'selling',
  ...over,
});
