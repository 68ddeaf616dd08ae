import { describe, expect, it } from '@jest/globals';
import {
  asAddressDraft,
  draftFromSavedAddress,
  EMPTY_ADDRESS_DRAFT,
  normalizePhone,
  normalizePostcode,
  toAddressPayload,
  validateAddressDraft,
  type AddressDraft,
} from '@/lib/address/address-draft';
import { addressErrorMessages, addressFieldOf } from '@/lib/address/address-errors';
import { addressLine } from '@/lib/address/address-view';
import { PREFECTURES, prefectureByCode, prefectureByName } from '@/lib/address/prefectures';
import { SavedAddressPayload } from '@/lib/schemas';

const valid: AddressDraft = {
  name: ' 山田 花子 ',
  phone_number: '090-1234-5678',
  postcode: '1500001',
  level_one: '東京都',
  level_one_code: '13',
  level_two: '渋谷区',
  level_three: '神宮前5-10-1',
  level_four: '',
  type: 'home_delivery',
};

describe('prefectures', () => {
  it('lists the 47 prefectures with JIS codes 01–47 in order', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES[0]).toEqual({ code: '01', name: '北海道', romaji: 'Hokkaido' });
    expect(prefectureByCode('13')?.name).toBe('東京都');
    expect(prefectureByCode('27')?.name).toBe('大阪府');
    expect(prefectureByCode('47')?.name).toBe('沖縄県');
    expect(new Set(PREFECTURES.map((p) => p.code)).size).toBe(47);
  });

  it('finds a prefecture by its name, with or without 都/府/県', () => {
    expect(prefectureByName('京都府')?.code).toBe('26');
    expect(prefectureByName('京都')?.code).toBe('26');
    expect(prefectureByName('東京')?.code).toBe('13');
    expect(prefectureByName('Tokyo')).toBeNull();
    expect(prefectureByName('')).toBeNull();
    expect(prefectureByCode('48')).toBeNull();
  });
});

describe('normalizePostcode and normalizePhone', () => {
  it('takes 7 digits with or without a hyphen, also full-width', () => {
    expect(normalizePostcode('1500001')).toBe('150-0001');
    expect(normalizePostcode('150-0001')).toBe('150-0001');
    expect(normalizePostcode('１５０－０００１')).toBe('150-0001');
    expect(normalizePostcode(' 150 0001 ')).toBe('150-0001');
    expect(normalizePostcode('15-00001')).toBeNull();
    expect(normalizePostcode('150001')).toBeNull();
    expect(normalizePostcode('15000011')).toBeNull();
    expect(normalizePostcode('abc-defg')).toBeNull();
  });

  it('keeps the digits of a 10 or 11 digit JP number starting with 0', () => {
    expect(normalizePhone('090-1234-5678')).toBe('09012345678');
    expect(normalizePhone('06 6123 4567')).toBe('0661234567');
    expect(normalizePhone('(03)1234-5678')).toBe('0312345678');
    expect(normalizePhone('０９０ー１２３４ー５６７８')).toBe('09012345678');
    expect(normalizePhone('9012345678')).toBeNull();
    expect(normalizePhone('090123456')).toBeNull();
    expect(normalizePhone('090123456789')).toBeNull();
    expect(normalizePhone('090-abcd-5678')).toBeNull();
  });
});

describe('validateAddressDraft', () => {
  it('accepts a complete draft', () => {
    expect(validateAddressDraft(valid)).toEqual({});
  });

  it('names every missing required field; the building is optional', () => {
    expect(validateAddressDraft(EMPTY_ADDRESS_DRAFT)).toEqual({
      name: 'required',
      phone_number: 'required',
      postcode: 'required',
      level_one: 'required',
      level_two: 'required',
      level_three: 'required',
    });
    expect(validateAddressDraft({ ...valid, name: '   ' })).toEqual({ name: 'required' });
  });

  it('checks postcode, phone, prefecture, type and lengths', () => {
    expect(validateAddressDraft({ ...valid, postcode: '150-001' })).toEqual({ postcode: 'postcodeInvalid' });
    expect(validateAddressDraft({ ...valid, phone_number: '12345' })).toEqual({ phone_number: 'phoneInvalid' });
    expect(validateAddressDraft({ ...valid, level_one: 'Tokyo', level_one_code: '' })).toEqual({ level_one: 'prefectureInvalid' });
    expect(validateAddressDraft({ ...valid, level_one: '大阪府', level_one_code: '13' })).toEqual({ level_one: 'prefectureInvalid' });
    expect(validateAddressDraft({ ...valid, level_one_code: '99', level_one: '' })).toEqual({ level_one: 'prefectureInvalid' });
    expect(validateAddressDraft({ ...valid, type: 'pigeon' as AddressDraft['type'] })).toEqual({ type: 'typeInvalid' });
    expect(validateAddressDraft({ ...valid, name: 'あ'.repeat(51) })).toEqual({ name: 'tooLong' });
    expect(validateAddressDraft({ ...valid, name: 'あ'.repeat(50) })).toEqual({});
    expect(validateAddressDraft({ ...valid, level_four: 'x'.repeat(101) })).toEqual({ level_four: 'tooLong' });
  });

  it('accepts a prefecture given by name only (an older record without a code)', () => {
    expect(validateAddressDraft({ ...valid, level_one_code: '' })).toEqual({});
  });
});

describe('toAddressPayload', () => {
  it('builds the POST /api/v1/addresses payload the contract accepts', () => {
    const payload = toAddressPayload({ ...valid, level_four: ' キラリビル 1F ' });
    expect(payload).toEqual({
      name: '山田 花子',
      phone_number: '09012345678',
      type: 'home_delivery',
      address: {
        region: 'JP',
        postcode: '150-0001',
        level_one: '東京都',
        level_one_code: '13',
        level_two: '渋谷区',
        level_three: '神宮前5-10-1',
        level_four: 'キラリビル 1F',
      },
    });
    expect(SavedAddressPayload.safeParse(payload).success).toBe(true);
  });

  it('leaves an empty building out and fills the code from the name', () => {
    const payload = toAddressPayload({ ...valid, level_one_code: '', level_one: '大阪' });
    expect(payload.address).not.toHaveProperty('level_four');
    expect(payload.address.level_one).toBe('大阪府');
    expect(payload.address.level_one_code).toBe('27');
  });

  it('refuses an invalid draft', () => {
    expect(() => toAddressPayload({ ...valid, postcode: '1' })).toThrow();
  });
});

describe('asAddressDraft', () => {
  it('reads a draft-shaped object and refuses anything else', () => {
    expect(asAddressDraft(valid)).toEqual(valid);
    expect(asAddressDraft({ name: 'A' })).toEqual({ ...EMPTY_ADDRESS_DRAFT, name: 'A' });
    expect(asAddressDraft({ ...valid, postcode: 1500001 })).toBeNull();
    expect(asAddressDraft(null)).toBeNull();
    expect(asAddressDraft('draft')).toBeNull();
  });
});

describe('saved addresses', () => {
  const saved = {
    name: '山田 花子',
    phone_number: '09012345678',
    type: 'custom' as const,
    address: {
      id: 1,
      region: 'JP' as const,
      postcode: '530-0001',
      level_one: '大阪府',
      level_one_code: null,
      level_two: '大阪市北区',
      level_three: '梅田',
      level_four: null,
      full_address: '',
    },
  };

  it('turns a saved address back into a draft', () => {
    expect(draftFromSavedAddress(saved)).toEqual({
      name: '山田 花子',
      phone_number: '09012345678',
      postcode: '530-0001',
      level_one: '大阪府',
      level_one_code: '27',
      level_two: '大阪市北区',
      level_three: '梅田',
      level_four: '',
      type: 'custom',
    });
  });

  it('shows the full address, else composes one', () => {
    expect(addressLine(saved)).toBe('〒530-0001 大阪府大阪市北区梅田');
    expect(addressLine({ address: { ...saved.address, full_address: '〒530-0001 大阪府…' } })).toBe('〒530-0001 大阪府…');
    expect(addressLine({ address: null })).toBe('');
  });
});

describe('address errors', () => {
  it('maps the platform 422 keys to the form fields', () => {
    expect(addressFieldOf('name')).toBe('name');
    expect(addressFieldOf('address.postcode')).toBe('postcode');
    expect(addressFieldOf('address.level_one_code')).toBe('level_one');
    expect(addressFieldOf('address.region')).toBe('postcode');
    expect(addressFieldOf('token')).toBeNull();
  });

  it('translates message keys and fills {max}', () => {
    const messages = {
      required: 'Required.',
      tooLong: 'At most {max}.',
      postcodeInvalid: 'Postcode.',
      phoneInvalid: 'Phone.',
      prefectureInvalid: 'Prefecture.',
      typeInvalid: 'Type.',
    };
    expect(addressErrorMessages({ name: 'tooLong', level_two: 'tooLong', postcode: 'required' }, messages)).toEqual({
      name: 'At most 50.',
      level_two: 'At most 100.',
      postcode: 'Required.',
    });
  });
});
