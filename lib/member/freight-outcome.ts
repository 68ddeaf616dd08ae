import type { Result } from '@/lib/api/result';
import { freightSetting, toFreightView, type FreightFormat, type FreightView } from '@/lib/freight/freight';
import type { ShippingSettingsAnswer, ShippingType } from '@/lib/schemas';

/** What the member's freight page shows for one shipping type (commerce §2, §8). */
export type FreightOutcome = { kind: 'failed' } | { kind: 'notOffered' } | { kind: 'ok'; view: FreightView };

export function freightOutcomeOf(settings: Result<ShippingSettingsAnswer>, type: ShippingType, format: FreightFormat): FreightOutcome {
  if (!settings.ok) return { kind: 'failed' };
  const setting = freightSetting(settings.data.data, type);
  return setting ? { kind: 'ok', view: toFreightView(setting, format) } : { kind: 'notOffered' };
}
