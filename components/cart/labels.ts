import type { MarketStatus } from '@/lib/schemas';
import type { CartSource } from '@/lib/cart/display';
import type { PricingRowKey } from '@/lib/cart/pricing';

/**
 * Every string the cart's client components show, translated on the server (there is no client
 * message provider). Templates keep `{name}` placeholders, filled in the browser.
 */
export interface CartLabels {
  groups: Record<Exclude<CartSource, 'post'>, string> & { formal: string; rehearsal: string; streaming: string; replay: string; count: string };
  status: Record<MarketStatus, string>;
  item: {
    select: string;
    subtotal: string;
    stock: string;
    limited: string;
    vendor: string;
    adult: string;
    expires: string;
    ticket: string;
    freeShipping: string;
    quantity: string;
    decrease: string;
    increase: string;
    delete: string;
    deleteLabel: string;
  };
  remove: { title: string; body: string; confirm: string; cancel: string; close: string; done: string };
  notices: { shortageTitle: string; shortageItem: string; deletedTitle: string; deletedItem: string; confirm: string };
  editingDisabled: string;
  selection: { hint: string; deselected: string; none: string; selectedCount: string };
  subscription: { note: string; link: string };
  pricing: Record<Exclude<PricingRowKey, 'rebate'>, string> & { heading: string; loading: string; failed: string; shippingLater: string };
  coupon: { label: string; apply: string; remove: string; applied: string; required: string };
  checkout: string;
  empty: { title: string; body: string; link: string };
  error: { title: string; retry: string };
  loading: string;
  general: string;
}
