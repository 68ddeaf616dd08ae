import { describe, expect, it } from '@jest/globals';
import { COMMERCIAL_LAW_FIELDS, commercialLawRows } from '@/lib/market/commercial-law';
import type { CommercialLaw } from '@/lib/schemas';

const law = (over: Partial<CommercialLaw> = {}): CommercialLaw => ({
  company_name: '株式会社キラリ商店',
  contact_name: '山本 光',
  contact_name_kana: 'ヤマモト ヒカル',
  email: 'support@kirari-shop.example',
  phone: '03-1234-5678',
  url: 'https://kirari-shop.example',
  defective_info: 'a',
  delivery_info: 'b',
  extra_fees: 'c',
  identify: 'd',
  opening_time: 'e',
  payment_info: 'f',
  return_info: 'g',
  selling_price: 'h',
  ...over,
});

describe('commercialLawRows', () => {
  it('lists all fourteen fields of commerce §3 in order', () => {
    const rows = commercialLawRows(law());
    expect(rows?.map((row) => row.field)).toEqual([...COMMERCIAL_LAW_FIELDS]);
    expect(COMMERCIAL_LAW_FIELDS).toHaveLength(14);
  });
  it('links email, phone and web address', () => {
    const rows = commercialLawRows(law()) ?? [];
    expect(rows.find((row) => row.field === 'email')).toMatchObject({ kind: 'email', href: 'mailto:support@kirari-shop.example' });
    expect(rows.find((row) => row.field === 'phone')).toMatchObject({ kind: 'phone', href: 'tel:0312345678' });
    expect(rows.find((row) => row.field === 'url')).toMatchObject({ kind: 'url', href: 'https://kirari-shop.example/' });
  });
  it('never links a script URL, and marks blanks as missing', () => {
    const rows = commercialLawRows(law({ url: 'javascript:alert(1)', phone: '  ' })) ?? [];
    expect(rows.find((row) => row.field === 'url')).toEqual({ field: 'url', kind: 'text', value: 'javascript:alert(1)' });
    // The external URL check: no private-network or credential links from the platform either.
    for (const url of ['http://10.0.0.1/admin', 'https://shop.example@evil.example/', 'http://169.254.169.254/latest']) {
      expect((commercialLawRows(law({ url })) ?? []).find((row) => row.field === 'url')).toEqual({ field: 'url', kind: 'text', value: url });
    }
    expect(rows.find((row) => row.field === 'phone')).toEqual({ field: 'phone', kind: 'missing' });
  });
  it('is null (the empty state) for a store without a disclosure', () => {
    expect(commercialLawRows(null)).toBeNull();
    const blank = Object.fromEntries(COMMERCIAL_LAW_FIELDS.map((field) => [field, null])) as CommercialLaw;
    expect(commercialLawRows(blank)).toBeNull();
  });
});
