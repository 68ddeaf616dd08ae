import type { Result } from '@/lib/api/result';
import { dataList } from '@/lib/format/field';
import { freightSetting, toFreightView, type FreightFormat, type FreightView } from '@/lib/freight/freight';
import type { ShippingSettingsAnswer, ShippingType } from '@/lib/schemas';

/** What the member's freight page shows for one shipping type (commerce §2, §8). */
export type FreightOutcome = { kind: 'failed' } | { kind: 'notOffered' } | { kind: 'ok'; view: FreightView };

export function freightOutcomeOf(settings: Result<ShippingSettingsAnswer>, type: ShippingType, format: FreightFormat): FreightOutcome {
  // A 200 answer without its list (the client reported the mismatch) is a failed read too.
  const list = settings.ok ? dataList(settings.data) : null;
  if (!list) return { kind: 'failed' };
  const setting = freightSetting(list, type);
  return setting ? { kind: 'ok', view: toFreightView(setting, format) } : { kind: 'notOffered' };
}
