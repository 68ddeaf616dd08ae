import type { ActionFailure } from '@/lib/member/action-result';
import type { Pricing } from '@/lib/schemas';
import type { SafeHref } from '@/lib/url/safe-href';

/**
 * What the checkout and payment server actions hand back to the browser: plain data. Failures
 * share the member area's shape (login, unauthorized, invalid with field messages, error).
 */

export type PriceResult = { ok: true; pricing: Pricing } | ActionFailure;

export type PlaceResult = { ok: true; href: SafeHref; cartCount: number | null } | ActionFailure;

/** Card payment: where the 3-D Secure hop starts, or why it cannot. */
export type PayResult =
  | { ok: true; url: string }
  | ActionFailure
  | { ok: false; kind: 'payment'; reportType: string | null; reportCode: string | null; message: string };

export type SimpleResult = { ok: true } | ActionFailure;

export type { ActionFailure };
