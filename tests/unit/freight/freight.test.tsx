/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { FreightDetails, type FreightLabels } from '@/components/freight/FreightDetails';
import { FREIGHT_TYPES, freightSetting, isFreightType, toFreightView } from '@/lib/freight/freight';
import type { ShippingSetting } from '@/lib/schemas';

const setting = (over: Partial<ShippingSetting> = {}): ShippingSetting => ({
  id: 101,
  type: 'custom',
  info: { memo: ' ヤマト運輸でお届けします。 ' },
  enabled: true,
  fee_type: 'flat',
  fee: 800,
  free_shipping_threshold: 5000,
  is_cash_on_delivery: false,
  address: null,
  fees: [
    { level_one_code: '01', fee: 1500 },
    { level_one_code: '47', fee: 1500 },
    { level_one_code: '99', fee: 2000 },
  ],
  ...over,
});

describe('freight types (commerce §4)', () => {
  it('knows the four shipping types and nothing else', () => {
    expect(FREIGHT_TYPES).toEqual(['custom', 'virtual', 'self_pick_up', 'custom_cod']);
    for (const type of FREIGHT_TYPES) expect(isFreightType(type)).toBe(true);
    for (const bad of ['home_delivery', 'CUSTOM', '', 'custom/../x', null, 3]) expect(isFreightType(bad)).toBe(false);
  });

  it('picks the setting of the type, an enabled one first', () => {
    const off = setting({ id: 1, enabled: false });
    const on = setting({ id: 2 });
    expect(freightSetting([off, on], 'custom')?.id).toBe(2);
    expect(freightSetting([off], 'custom')?.id).toBe(1);
    expect(freightSetting([on], 'virtual')).toBeNull();
  });
});

describe('toFreightView', () => {
  it('formats fees, the free-shipping threshold, memo and per-region fees', () => {
    expect(toFreightView(setting(), { currency: 'JPY', locale: 'ja' })).toEqual({
      type: 'custom',
      enabled: true,
      fee: '¥800',
      free: false,
      feeType: 'flat',
      freeShippingThreshold: '¥5,000',
      cashOnDelivery: false,
      memo: 'ヤマト運輸でお届けします。',
      regionFees: [
        { code: '01', region: '北海道', fee: '¥1,500' },
        { code: '47', region: '沖縄県', fee: '¥1,500' },
        { code: '99', region: '99', fee: '¥2,000' },
      ],
      address: null,
    });
    expect(toFreightView(setting(), { currency: 'JPY', locale: 'en' }).regionFees[0]?.region).toBe('Hokkaido');
  });

  it('marks cash on delivery by the flag or the _cod type, and a zero fee as free', () => {
    expect(toFreightView(setting({ type: 'custom_cod', is_cash_on_delivery: undefined }), { currency: 'JPY', locale: 'ja' }).cashOnDelivery).toBe(true);
    expect(toFreightView(setting({ is_cash_on_delivery: true }), { currency: 'JPY', locale: 'ja' }).cashOnDelivery).toBe(true);
    const free = toFreightView(setting({ fee: 0, free_shipping_threshold: null, fee_type: null, info: null, fees: undefined }), { currency: 'TWD', locale: 'zh-TW' });
    expect(free).toMatchObject({ fee: 'NT$0', free: true, freeShippingThreshold: null, feeType: null, memo: null, regionFees: [] });
    expect(toFreightView(setting({ fee: null }), { currency: 'JPY', locale: 'ja' })).toMatchObject({ fee: null, free: false });
  });

  it('shows the pick-up address of a self_pick_up setting', () => {
    const address = { id: 1, region: 'JP' as const, postcode: '150-0001', level_one: '東京都', level_two: '渋谷区', full_address: '東京都渋谷区神宮前1-2-3' };
    expect(toFreightView(setting({ type: 'self_pick_up', address }), { currency: 'JPY', locale: 'ja' }).address).toBe('東京都渋谷区神宮前1-2-3');
  });
});

const labels: FreightLabels = {
  fee: '送料',
  free: '無料',
  feeType: '送料の種類',
  feeTypeText: '全国一律',
  threshold: '送料無料',
  thresholdText: '{amount}以上で送料無料',
  cashOnDelivery: '代金引換',
  yes: '利用できます',
  no: '利用できません',
  memo: '備考',
  address: '受け取り場所',
  regions: '地域別の送料',
  region: '地域',
  regionFee: '送料',
  disabled: '現在ご利用いただけません。',
};

describe('FreightDetails', () => {
  it('renders the fee, threshold and a region table with row headers', () => {
    render(<FreightDetails view={toFreightView(setting(), { currency: 'JPY', locale: 'ja' })} labels={labels} />);
    expect(screen.getByTestId('freight-fee')).toHaveTextContent('¥800');
    expect(screen.getByTestId('freight-threshold')).toHaveTextContent('¥5,000以上で送料無料');
    expect(screen.getByRole('table', { name: '地域別の送料' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '北海道' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says free for a zero fee and warns when the setting is disabled', () => {
    render(<FreightDetails view={toFreightView(setting({ fee: 0, enabled: false, fees: [] }), { currency: 'JPY', locale: 'ja' })} labels={labels} />);
    expect(screen.getByTestId('freight-fee')).toHaveTextContent('無料');
    expect(screen.getByRole('note')).toHaveTextContent('現在ご利用いただけません。');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('freight messages', () => {
  it('carries the failure message of commerce §8 in every locale', async () => {
    const [en, ja, zhTW] = await Promise.all([import('@/messages/en.json'), import('@/messages/ja.json'), import('@/messages/zh-TW.json')]);
    expect(en.freight.fetchFailed).toBe('Failed to fetch shipping settings from API.');
    for (const messages of [ja, zhTW]) {
      expect(messages.freight.fetchFailed).toEqual(expect.any(String));
      expect(Object.keys(messages.freight.types).sort()).toEqual([...FREIGHT_TYPES].sort());
    }
  });
});
