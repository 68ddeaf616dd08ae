/** The 47 prefectures of Japan with their JIS X 0401 codes, in code order (north to south). */

export interface Prefecture {
  /** JIS X 0401, two digits: '01' … '47'. Sent as `level_one_code`. */
  code: string;
  /** The name as written in an address; sent as `level_one`. */
  name: string;
  /** Romanised, for the English interface. */
  romaji: string;
}

const NAMES: readonly (readonly [string, string])[] = [
  ['北海道', 'Hokkaido'],
  ['青森県', 'Aomori'],
  ['岩手県', 'Iwate'],
  ['宮城県', 'Miyagi'],
  ['秋田県', 'Akita'],
  ['山形県', 'Yamagata'],
  ['福島県', 'Fukushima'],
  ['茨城県', 'Ibaraki'],
  ['栃木県', 'Tochigi'],
  ['群馬県', 'Gunma'],
  ['埼玉県', 'Saitama'],
  ['千葉県', 'Chiba'],
  ['東京都', 'Tokyo'],
  ['神奈川県', 'Kanagawa'],
  ['新潟県', 'Niigata'],
  ['富山県', 'Toyama'],
  ['石川県', 'Ishikawa'],
  ['福井県', 'Fukui'],
  ['山梨県', 'Yamanashi'],
  ['長野県', 'Nagano'],
  ['岐阜県', 'Gifu'],
  ['静岡県', 'Shizuoka'],
  ['愛知県', 'Aichi'],
  ['三重県', 'Mie'],
  ['滋賀県', 'Shiga'],
  ['京都府', 'Kyoto'],
  ['大阪府', 'Osaka'],
  ['兵庫県', 'Hyogo'],
  ['奈良県', 'Nara'],
  ['和歌山県', 'Wakayama'],
  ['鳥取県', 'Tottori'],
  ['島根県', 'Shimane'],
  ['岡山県', 'Okayama'],
  ['広島県', 'Hiroshima'],
  ['山口県', 'Yamaguchi'],
  ['徳島県', 'Tokushima'],
  ['香川県', 'Kagawa'],
  ['愛媛県', 'Ehime'],
  ['高知県', 'Kochi'],
  ['福岡県', 'Fukuoka'],
  ['佐賀県', 'Saga'],
  ['長崎県', 'Nagasaki'],
  ['熊本県', 'Kumamoto'],
  ['大分県', 'Oita'],
  ['宮崎県', 'Miyazaki'],
  ['鹿児島県', 'Kagoshima'],
  ['沖縄県', 'Okinawa'],
];

export const PREFECTURES: readonly Prefecture[] = NAMES.map(([name, romaji], index) => ({
  code: String(index + 1).padStart(2, '0'),
  name,
  romaji,
}));

export function prefectureByCode(code: string | null | undefined): Prefecture | null {
  return PREFECTURES.find((prefecture) => prefecture.code === code) ?? null;
}

/** By the written name; a missing 都/府/県 suffix is tolerated ("東京" finds 東京都). */
export function prefectureByName(name: string | null | undefined): Prefecture | null {
  // A saved address's name comes from the platform: anything but a string finds nothing.
  const value = typeof name === 'string' ? name.trim() : '';
  if (!value) return null;
  return PREFECTURES.find((prefecture) => prefecture.name === value || prefecture.name.replace(/[都府県]$/, '') === value) ?? null;
}
