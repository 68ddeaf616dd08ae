import { DAY } from './clock';
import type { ProductSpec, Vendor } from './product-builder';

/**
 * The demo store's catalogue. Each product exists for a case the storefront must handle; the
 * comment says which. SKU ids are productId*10 + n (101 → 1011, 1012 …).
 */

export const DEMO_VENDORS: Vendor[] = [
  { id: 11, name: 'キラリ商店' },
  { id: 12, name: 'さくら工房' },
];

export const DEMO_PRODUCTS: ProductSpec[] = [
  {
    id: 101,
    name: '宇治抹茶ラテ セット',
    // Pictures of every orientation (issue 26): the gallery meets a portrait one second.
    shapes: ['square', 'portrait'],
    label: '抹茶',
    description: '京都・宇治の石臼挽き抹茶を使ったラテの素です。お湯やミルクで溶かすだけ。',
    keyword: 'A',
    skus: [
      { name: '6本入り', price: 1200, original_price: 1500, stock: 40, keyword: 'A1' },
      { name: '12本入り', price: 2200, original_price: 3000, stock: 25, keyword: 'A2' },
      { name: '24本入り', price: 4000, original_price: 6000, stock: 10, free_shipping: true, keyword: 'A3' },
    ],
  },
  // The low-stock SKU (1022, 2 left) is the partial-add case.
  {
    id: 102,
    name: 'オーガニック緑茶 ティーバッグ',
    // A portrait cover (a tall tea box), then a landscape one.
    shapes: ['portrait', 'landscape'],
    label: '緑茶',
    description: '静岡県産の有機栽培茶葉を使用したティーバッグ。',
    keyword: 'B',
    skus: [
      { name: '20包', price: 980, stock: 60, keyword: 'B1' },
      { name: '50包', price: 2180, original_price: 2450, stock: 2, keyword: 'B2' },
    ],
  },
  // One sold-out SKU (1033) in a product that is still on sale.
  {
    id: 103,
    name: '手作り 陶器マグカップ',
    // A landscape cover in the market and the cart.
    shapes: ['landscape', 'portrait'],
    label: 'マグ',
    description: '益子焼の職人が一点ずつ手作りしたマグカップ。',
    vendor: DEMO_VENDORS[1],
    keyword: 'C',
    skus: [
      { name: '白', price: 3300, stock: 8, keyword: 'C1' },
      { name: '藍', price: 3300, stock: 5, keyword: 'C2' },
      { name: '桜', price: 3600, stock: 0, keyword: 'C3' },
    ],
  },
  // Sold out entirely.
  {
    id: 104,
    name: '限定コラボ スニーカー',
    label: '限定',
    description: 'ライブ限定のコラボスニーカー。再入荷の予定はありません。',
    skus: [
      { name: '24.0cm', price: 12800, stock: 0 },
      { name: '25.0cm', price: 12800, stock: 0 },
      { name: '26.0cm', price: 12800, stock: 0 },
    ],
  },
  // Before sale: on sale from tomorrow.
  {
    id: 105,
    name: '春の新作 リネンワンピース',
    // A dress: portrait, as fashion pictures are.
    shapes: ['portrait'],
    label: '新作',
    description: '軽やかなリネン素材のワンピース。明日発売です。',
    saleStart: DAY,
    skus: [
      { name: 'S / ベージュ', price: 8900, stock: 15 },
      { name: 'M / ベージュ', price: 8900, stock: 15 },
      { name: 'M / ネイビー', price: 8900, stock: 12 },
    ],
  },
  // Adult warning: alcohol.
  {
    id: 106,
    name: '純米大吟醸 きらり',
    // A bottle: portrait, in the demo cart.
    shapes: ['portrait'],
    label: '酒',
    description: '山田錦を40%まで磨いた純米大吟醸。20歳未満の方は購入できません。',
    adult: true,
    keyword: 'D',
    skus: [
      { name: '720ml', price: 3800, stock: 30, keyword: 'D1' },
      // One left while the demo cart holds two: market status shortage.
      { name: '1.8L', price: 7200, original_price: 8000, stock: 1, keyword: 'D2' },
    ],
  },
  // Free shipping on every SKU.
  {
    id: 107,
    name: '北海道産 いくら醤油漬け',
    // A landscape picture in the demo cart.
    shapes: ['landscape'],
    label: 'いくら',
    description: '北海道産の秋鮭いくらを特製醤油で漬けました。送料無料。',
    keyword: 'E',
    skus: [
      { name: '250g', price: 4980, stock: 20, free_shipping: true, keyword: 'E1' },
      { name: '500g', price: 8980, original_price: 9980, stock: 10, free_shipping: true, keyword: 'E2' },
    ],
  },
  // Subscription: SKUs carry subscription_frequency (months).
  {
    id: 108,
    name: '自家焙煎コーヒー 定期便',
    label: '定期',
    description: '焙煎したての豆を定期的にお届けします。いつでも解約できます。',
    skus: [
      { name: '毎月お届け 200g', price: 2800, stock: 100, frequency: 1 },
      { name: '2か月ごと 400g', price: 5200, stock: 100, frequency: 2 },
    ],
  },
  // Ticket product in the normal store.
  {
    id: 109,
    name: 'オンライン試飲会 参加チケット',
    label: 'TICKET',
    description: '日本酒のオンライン試飲会に参加できるチケットです。',
    ticket: true,
    skus: [
      { name: '一般', price: 2000, stock: 50, limit: 2 },
      { name: 'VIP（試飲セット付き）', price: 6000, stock: 10, limit: 1 },
    ],
  },
  // Purchasable limit 2 per buyer: the REACHED_BUYER_PURCHASABLE_LIMIT case.
  {
    id: 110,
    name: '和柄 帆布トートバッグ',
    label: 'TOTE',
    description: '職人が染めた和柄の帆布トート。おひとり様2点まで。',
    vendor: DEMO_VENDORS[1],
    keyword: 'F',
    skus: [
      { name: '麻の葉', price: 2900, stock: 20, limit: 2, keyword: 'F1' },
      { name: '青海波', price: 2900, stock: 20, limit: 2, keyword: 'F2' },
    ],
  },
  {
    id: 111,
    name: '桜の香り ハンドクリーム',
    label: '桜',
    description: 'しっとり保湿のハンドクリーム。ほのかな桜の香り。',
    vendor: DEMO_VENDORS[1],
    keyword: 'G',
    skus: [
      { name: '30g', price: 880, stock: 80, keyword: 'G1' },
      { name: '30g × 3本セット', price: 2400, original_price: 2640, stock: 30, keyword: 'G2' },
    ],
  },
  // Sale ended.
  {
    id: 112,
    name: '京都 季節の和菓子 詰め合わせ',
    label: '和菓子',
    description: '季節限定の和菓子詰め合わせ。販売は終了しました。',
    saleStart: -30 * DAY,
    saleEnd: -DAY,
    skus: [
      { name: '8個入り', price: 2600, stock: 10 },
      { name: '16個入り', price: 4800, stock: 5 },
    ],
  },
  // Sold only in the live post: hidden by with_market.
  {
    id: 113,
    name: 'ライブ限定 福袋',
    label: '福袋',
    description: 'ライブ配信中だけ購入できる福袋です。',
    onMarket: false,
    keyword: 'H',
    skus: [{ name: '福袋', price: 5000, original_price: 10000, stock: 30, limit: 1, keyword: 'H1' }],
  },
  // Deleted: never listed, 404 on its own.
  {
    id: 114,
    name: '旧モデル 急須',
    description: '販売を終了した商品です。',
    deleted: true,
    skus: [{ name: '標準', price: 3000, stock: 0 }],
  },
];
