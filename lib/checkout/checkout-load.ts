import type { CheckoutKind } from './payment-rules';
import type { CartItem, PaymentSetting, Pricing, SavedAddress, ShippingSetting, User, Voucher } from '@/lib/schemas';

/** What the checkout page loads (app/…/shopping/checkout/checkout-data.ts) and shows (components/checkout/CheckoutView). */
export interface CheckoutData {
  kind: CheckoutKind;
  items: CartItem[];
  shipping: ShippingSetting[];
  payment: PaymentSetting[];
  addresses: SavedAddress[];
  me: User | null;
  defaults: { shippingId: number | null; addressId: number | null };
  pricing: Pricing | null;
  appliedCoupon: string;
  couponError: string | null;
  /** The buyer's held vouchers (held_by_me), under the store's coupon flag; [] when off or failed. */
  heldVouchers: Voucher[];
}

/** Why the checkout cannot be shown; each has its message and a way back to the cart. */
export type CheckoutProblem = 'badLink' | 'unknownItems' | 'shippingFailed' | 'paymentFailed' | 'failed';

export type CheckoutLoad = { kind: 'ok'; data: CheckoutData } | { kind: 'unauthorized' } | { kind: CheckoutProblem };
