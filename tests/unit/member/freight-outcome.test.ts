import { describe, expect, it } from '@jest/globals';
import { fail, ok } from '@/lib/api/result';
import { toFreightView } from '@/lib/freight/freight';
import { freightOutcomeOf } from '@/lib/member/freight-outcome';
import type { ShippingSetting, ShippingSettingsAnswer } from '@/lib/schemas';

const setting = (over: Partial<ShippingSetting> = {}): ShippingSetting => ({
  id: 101,
  type: 'custom',
  info: { memo: null },
  enabled: true,
  fee_type: 'flat',
  fee: 800,
  free_shipping_threshold: null,
  is_cash_on_delivery: false,
  address: null,
  fees: [],
  ...over,
});

const format = { currency: 'JPY', locale: 'ja' };
const answer = (settings: ShippingSetting[]) => ok<ShippingSettingsAnswer>({ data: settings });

describe('the member freight page’s outcome for one shipping type', () => {
  it('a failed settings call is the fetch-failed state', () => {
    expect(freightOutcomeOf(fail({ kind: 'network', message: 'offline' }), 'custom', format)).toEqual({ kind: 'failed' });
  });

  it('a type the store has no setting for is not offered', () => {
    expect(freightOutcomeOf(answer([setting()]), 'virtual', format)).toEqual({ kind: 'notOffered' });
    expect(freightOutcomeOf(answer([]), 'custom', format)).toEqual({ kind: 'notOffered' });
  });

  it('the setting of the type, an enabled one first, as its view', () => {
    const off = setting({ id: 1, enabled: false, fee: 500 });
    const on = setting({ id: 2 });
    expect(freightOutcomeOf(answer([off, on]), 'custom', format)).toEqual({ kind: 'ok', view: toFreightView(on, format) });
  });
});
