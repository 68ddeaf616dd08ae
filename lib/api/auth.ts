import { getPublicConfig } from '@/lib/config';
import {
  ChangePasswordAnswer,
  GuestTokenAnswer,
  LivewebMeAnswer,
  LoginAnswer,
  MeAnswer,
  UpdateGuestAnswer,
  type GuestNamePayload,
  type PasswordChangePayload,
  type PasswordLoginPayload,
  type ProfileUpdatePayload,
  type SocialProvider,
} from '@/lib/schemas';
import { platformUrl } from '@/lib/url/external-url';
import type { SafeHref } from '@/lib/url/safe-href';
import { buildUrl, request, type CallContext } from './client';
import { path } from './path';

/** Sign-in, guests and the buyer's own profile (commerce §7). */

export function login(payload: PasswordLoginPayload, ctx?: CallContext) {
  return request({ method: 'POST', path: '/api/v2/auth/user/login', body: payload, schema: LoginAnswer }, ctx);
}

/** The same call, carrying a passport token instead of email and password. */
export function passportLogin(passportToken: string, ctx?: CallContext) {
  return request({ method: 'POST', path: '/api/v2/auth/user/login', body: { passport_token: passportToken }, schema: LoginAnswer }, ctx);
}

/**
 * Where the browser goes for social sign-in; the provider returns to loginPageUrl with login_status
 * and the `state` it was given (the storefront's nonce against forced sign-in). Only an address on
 * the configured platform passes.
 */
export function socialSignInUrl(provider: SocialProvider, loginPageUrl: string, state: string): SafeHref | undefined {
  return platformUrl(buildUrl(getPublicConfig().apiUrl, path`/auth/${provider}`, { login_page_url: loginPageUrl, identity: 'buyer', state }));
}

export function createGuestToken(payload: GuestNamePayload, ctx?: CallContext) {
  return request({ method: 'POST', path: '/api/v2/guest/token', body: payload, schema: GuestTokenAnswer }, ctx);
}

export function updateGuest(payload: GuestNamePayload, ctx?: CallContext) {
  return request({ method: 'PUT', path: '/api/v2/guest', body: payload, schema: UpdateGuestAnswer }, ctx);
}

export function refreshGuestToken(ctx?: CallContext) {
  return request({ method: 'POST', path: '/api/v2/guest/refresh-token', schema: GuestTokenAnswer }, ctx);
}

export function getLivewebMe(ctx?: CallContext) {
  return request({ method: 'GET', path: '/api/v1/liveweb/me', schema: LivewebMeAnswer }, ctx);
}

export function updateMe(payload: ProfileUpdatePayload, ctx?: CallContext) {
  return request({ method: 'PUT', path: '/api/v1/me', body: payload, schema: MeAnswer }, ctx);
}

export function changePassword(payload: PasswordChangePayload, ctx?: CallContext) {
  return request({ method: 'PUT', path: '/api/v1/me/password', body: payload, schema: ChangePasswordAnswer }, ctx);
}
