import { getLocale } from 'next-intl/server';
import { buyerContext } from '@/lib/api/server-context';
import { getShippingSettings } from '@/lib/api/store';
import { freightOutcomeOf, type FreightOutcome } from '@/lib/member/freight-outcome';
import type { ShippingType, Store } from '@/lib/schemas';
import { report } from '@/lib/report';

/** One shipping type's freight from `GET /shipping-setting?all`; a failed call is reported and shown as such. */
export async function loadFreight(store: Store, type: ShippingType): Promise<FreightOutcome> {
  const [settings, locale] = await Promise.all([getShippingSettings(store.slug, await buyerContext()), getLocale()]);
  if (!settings.ok) void report(new Error('shipping settings fetch failed'), { where: 'freight.load', extra: { slug: store.slug, error: settings.error } });
  return freightOutcomeOf(settings, type, { currency: store.currency, locale });
}
