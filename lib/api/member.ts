import {
  DeleteAddressAnswer,
  FacebookBindAnswer,
  FacebookBindingStatusAnswer,
  MySubscriptionsAnswer,
  SavedAddressAnswer,
  SavedAddressesAnswer,
  SubscriptionPlansAnswer,
  type FacebookBindPayload,
  type SavedAddressPayload,
} from '@/lib/schemas';
import { request, type CallContext } from './client';
import { path } from './path';

/** The member area: saved addresses, subscriptions and the facebook messenger binding. */

export function getAddresses(ctx?: CallContext) {
  return request({ method: 'GET', path: '/api/v1/addresses', schema: SavedAddressesAnswer }, ctx);
}

export function createAddress(payload: SavedAddressPayload, ctx?: CallContext) {
  return request({ method: 'POST', path: '/api/v1/addresses', body: payload, schema: SavedAddressAnswer }, ctx);
}

export function deleteAddress(addressId: number, ctx?: CallContext) {
  return request({ method: 'DELETE', path: path`/api/v1/addresses/${addressId}`, schema: DeleteAddressAnswer }, ctx);
}

export function getSubscriptionPlans(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/subscriptions`, schema: SubscriptionPlansAnswer }, ctx);
}

export function getMySubscriptions(slug: string, ctx?: CallContext) {
  return request({ method: 'GET', path: path`/api/v1/stores/${slug}/subscriptions/me`, schema: MySubscriptionsAnswer }, ctx);
}

export function getFacebookBindingStatus(channelId: number, ctx?: CallContext) {
  return request(
    { method: 'GET', path: path`/api/v1/channels/${channelId}/facebook/binding-status`, schema: FacebookBindingStatusAnswer },
    ctx,
  );
}

export function bindFacebook(payload: FacebookBindPayload, ctx?: CallContext) {
  return request({ method: 'POST', path: '/api/v1/channels/facebook/bind', body: payload, schema: FacebookBindAnswer }, ctx);
}
