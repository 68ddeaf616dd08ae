/**
 * Messenger order notifications (commerce §7: a store's Facebook-page channels, their binding
 * status, and bind with `psid` and `page_id`). Not shown in spec, our design: the buyer opens the
 * page in Messenger (m.me), sends any message, and the page answers with the buyer's page-scoped id
 * (PSID), which they enter here; `page_id` is the channel's id.
 */

import type { SafeHref } from '@/lib/url/safe-href';

export type PsidProblem = 'required' | 'invalid';

/** A PSID is a long number; spaces a buyer may copy along are dropped. */
export function normalizePsid(value: string): string {
  return value.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/\s+/g, '');
}

export function validatePsid(value: string): PsidProblem | null {
  const psid = normalizePsid(value);
  if (!psid) return 'required';
  return /^\d{5,32}$/.test(psid) ? null : 'invalid';
}

/** `https://www.facebook.com/{page}` → `https://m.me/{page}`; null when the endpoint is not a Facebook page URL. */
export function messengerLink(endpoint: string | null | undefined): SafeHref | null {
  if (!endpoint) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !/(^|\.)facebook\.com$/i.test(url.hostname)) return null;
  const page = url.pathname.split('/').filter(Boolean)[0];
  return page && /^[\w.-]+$/.test(page) ? (`https://m.me/${page}` as SafeHref) : null;
}

export type BindingStatus = 'bound' | 'unbound' | 'unknown';
