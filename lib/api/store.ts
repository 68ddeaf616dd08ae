import {
  CommercialLawAnswer,
  FacebookChannelsAnswer,
  GmoCreditAnswer,
  InBlacklistAnswer,
  PaymentSettingsAnswer,
  ShippingSettingsAnswer,
  StoreAnswer,
} from '@/lib/schemas';
import { request, type CallContext } from './client';
import { path } from './path';

/** Calls about a store: the store itself, its settings and public disclosures (commerce §7). */

export function getStore(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/buyer/stores/${slug}`, schema: StoreAnswer }, ctx);
}

export function getShippingSettings(slug: string, ctx?: CallContext) {
  return request(
    { method: 'GET', path: path`/api/v1/stores/${slug}/shipping-setting`, query: { all: true }, schema: ShippingSettingsAnswer },
    ctx,
  );
}

export function getPaymentSettings(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/payment-setting`, schema: PaymentSettingsAnswer }, ctx);
}

export function getGmoCredit(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/gmo-credit`, schema: GmoCreditAnswer }, ctx);
}

export function getCommercialLaw(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/buyer-jp-commercial`, schema: CommercialLawAnswer }, ctx);
}

export function isInBlacklist(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/users/in-blacklist`, schema: InBlacklistAnswer }, ctx);
}

export function getFacebookChannels(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/channels/facebook`, schema: FacebookChannelsAnswer }, ctx);
}
