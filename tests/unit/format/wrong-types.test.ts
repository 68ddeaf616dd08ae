import { describe, expect, it } from '@jest/globals';
import { addressLine } from '@/lib/address/address-view';
import { prefectureByName } from '@/lib/address/prefectures';
import { genericRedirectUrl } from '@/lib/enterprise/enterprise-store';
import { messageParts } from '@/lib/format/error-message';
import { listOf, recordOf, textOrNull, trimmedText } from '@/lib/format/field';
import { imageSrc } from '@/lib/format/image';
import { freightSetting, toFreightView } from '@/lib/freight/freight';
import { commercialLawRows, commercialLawView } from '@/lib/market/commercial-law';
import { coverImageUrl, toProductCard } from '@/lib/market/product-card';
import { galleryImages, initialSkuId, shipsFree } from '@/lib/market/product-detail';
import { validateNewEmail } from '@/lib/member/email-change';
import { cvsAccount, maskedCard } from '@/lib/order/payment-details';
import { receiverAddress, trackingSteps } from '@/lib/order/shipping';
import { isEnabled, readStoreSettings, SWITCH_DEFAULTS, TEXT_DEFAULTS } from '@/lib/store-settings';

/**
 * Issue 11 item 8: a mismatched answer is used unchanged, so helpers get numbers for strings and
 * objects for lists (what the platform's `malformed` fault sends). They treat such a field as absent.
 */

// Deliberately wrong types, as a malformed answer carries them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the point is to bypass the types
const wrong = (value: unknown): any => value;

describe('field checks', () => {
  it('trim only strings and list only lists', () => {
    expect(trimmedText('  a ')).toBe('a');
    expect([trimmedText(12), trimmedText(null), trimmedText({}), trimmedText(['a'])]).toEqual(['', '', '', '']);
    expect([textOrNull('  '), textOrNull(3), textOrNull(' x')]).toEqual([null, null, 'x']);
    expect(listOf(wrong({}))).toEqual([]);
    expect(listOf([1])).toEqual([1]);
    expect([recordOf([]), recordOf('x'), recordOf(null)]).toEqual([null, null, null]);
  });
});

describe('helpers given wrong types', () => {
  it('commercial law: numbers and a list instead of the record', () => {
    expect(commercialLawRows(wrong({ company_name: 12, email: true, phone: ' 03-1234-5678 ' }))?.map((row) => row.kind)).toContain('phone');
    expect(commercialLawRows(wrong({ company_name: 12 }))).toBeNull();
    expect(commercialLawRows(wrong([]))).toBeNull();
    expect(commercialLawRows(wrong('text'))).toBeNull();
  });

  it('commercial law view: an empty or non-record answer is a failure, data null is none published', () => {
    expect(commercialLawView({ ok: false })).toEqual({ kind: 'failed' });
    expect(commercialLawView({ ok: true, data: null })).toEqual({ kind: 'failed' });
    expect(commercialLawView({ ok: true, data: { data: 4 } })).toEqual({ kind: 'failed' });
    expect(commercialLawView({ ok: true, data: { data: {} } })).toEqual({ kind: 'none' });
    expect(commercialLawView({ ok: true, data: { data: null } })).toEqual({ kind: 'none' });
    expect(commercialLawView({ ok: true, data: { data: { company_name: 3 } } })).toEqual({ kind: 'none' });
    expect(commercialLawView({ ok: true, data: { data: { company_name: 'Kirari' } } })).toMatchObject({ kind: 'rows' });
  });

  it('product card and detail: images and skus as objects, urls as numbers', () => {
    const product = wrong({ id: '#1', name: 7, images: {}, skus: {}, cover_image_id: 1, salable_status: 3 });
    expect(coverImageUrl(product)).toBeNull();
    expect(coverImageUrl(wrong({ images: [{ id: 1, url: 40 }], cover_image_id: 1 }))).toBeNull();
    expect(toProductCard(product, 'demo').badges).toEqual([]);
    expect(galleryImages(product)).toEqual([]);
    expect(galleryImages(wrong({ images: [{ id: 1, url: 40 }, { id: 2, url: 'a.svg' }], cover_image_id: 1 }))).toEqual([{ id: 2, url: 'a.svg' }]);
    expect(initialSkuId(wrong({}))).toBeNull();
    expect(shipsFree(product)).toBe(false);
  });

  it('shipping and payment details: numbers for texts, an object for the log list', () => {
    expect(receiverAddress(wrong(1500001), wrong(22))).toBe('');
    expect(receiverAddress('150-0001', '東京都渋谷区')).toBe('〒150-0001 東京都渋谷区');
    expect(trackingSteps(wrong({}))).toEqual([]);
    expect(cvsAccount(wrong({ info: 4, account: 123, bank_code: false }))).toBeNull();
    expect(maskedCard(wrong(4242424242424242))).toBeNull();
  });

  it('addresses, freight and prefectures', () => {
    expect(addressLine(wrong({ address: { full_address: 9, level_one: 3, level_two: '渋谷区', postcode: 1500001 } }))).toBe('渋谷区');
    expect(addressLine(wrong({ address: 'x' }))).toBe('');
    expect(prefectureByName(wrong(13))).toBeNull();
    expect(freightSetting(wrong({}), 'custom')).toBeNull();
    const view = toFreightView(wrong({ type: 5, enabled: 'yes', fee: null, fees: {}, fee_type: 3, info: { memo: 8 }, address: null }), { currency: 'JPY', locale: 'ja' });
    expect(view).toMatchObject({ cashOnDelivery: false, regionFees: [], feeType: null, memo: null });
  });

  it('store settings: an object for the list, strings for flags', () => {
    expect(readStoreSettings(wrong({}))).toMatchObject({ ...SWITCH_DEFAULTS, ...TEXT_DEFAULTS });
    expect(isEnabled(wrong([{ name: 'coupon', enable: 'no' }]), 'coupon')).toBe(SWITCH_DEFAULTS.coupon);
    expect(readStoreSettings(wrong([{ name: 'unpublished_post_word', enable: true, string: 12 }])).unpublished_post_word).toBe(TEXT_DEFAULTS.unpublished_post_word);
  });

  it('enterprise endpoint, image src, error messages and the current email', () => {
    expect(genericRedirectUrl(wrong({ enterprise: { subscription: { cart_endpoint: 42 } } }), wrong({ kind: 'ghost' }), null)).toBeNull();
    expect(imageSrc(wrong(17), 'product', 100)).toBe(imageSrc(null, 'product', 100));
    expect(messageParts(wrong(['Bad', 3, ' input ']))).toEqual(['Bad', 'input']);
    expect(validateNewEmail('a@example.com', wrong(5))).toBeNull();
  });
});
