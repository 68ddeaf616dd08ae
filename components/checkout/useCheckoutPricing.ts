'use client';

import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { useNewestState } from '@/components/ui/useNewestState';
import type { PriceResult } from '@/lib/checkout/action-results';
import { choicesForShipping, repriceFailure, repricePayload } from '@/lib/checkout/checkout-edits';
import type { CheckoutDraft } from '@/lib/checkout/checkout-form';
import type { ShippingOption } from '@/lib/checkout/checkout-options';
import { decidePayment, type CheckoutKind, type PaymentNotice } from '@/lib/checkout/payment-rules';
import type { CartPricingPayload, PaymentSetting, Pricing } from '@/lib/schemas';

export interface CheckoutPricingOptions {
  kind: CheckoutKind;
  itemIds: number[];
  shippingOptions: ShippingOption[];
  paymentSettings: PaymentSetting[];
  initialPricing: Pricing | null;
  /** The coupon the initial pricing holds ('' when none applied). */
  appliedCoupon: string;
  couponError: string | null;
  couponV2Id: number | null;
  priceAction: (payload: CartPricingPayload) => Promise<PriceResult>;
  general: string;
  /** The newest draft (ahead of the render: edits applied together build on each other). */
  latest: RefObject<CheckoutDraft>;
  setDraft: Dispatch<SetStateAction<CheckoutDraft>>;
  setFormError: (message: string | null) => void;
}

/** The checkout's pricing and the coupons it holds: each edit asks again, and the latest request wins. */
export function useCheckoutPricing(options: CheckoutPricingOptions) {
  const { kind, shippingOptions, paymentSettings, latest, setDraft } = options;
  const handledSession = useSessionFailure();
  const [appliedCoupon, setAppliedCoupon] = useState(options.appliedCoupon);
  const [couponError, setCouponError] = useState<string | null>(options.couponError);
  const [pricing, setPricing] = useState<Pricing | null>(options.initialPricing);
  const [pricingState, setPricingState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [notice, setNotice] = useState<PaymentNotice>(null);
  const pricingSeq = useRef(0);
  // The newest voucher, as `latest` is the newest draft: a reprice asked in the same pass as a
  // voucher choice (the pre-hydration pass at mount) carries it.
  const [couponV2Id, setVoucher, voucher] = useNewestState<number | null>(options.couponV2Id);

  /** Prices the draft with a coupon; the latest request wins. */
  async function reprice(next: CheckoutDraft, coupon: string, voucherId: number | null = voucher.current): Promise<'ok' | 'coupon' | 'failed'> {
    const seq = ++pricingSeq.current;
    setPricingState('loading');
    const payload = repricePayload({ kind, itemIds: options.itemIds, draft: next, coupon, couponV2Id: voucherId, shippingOptions });
    let result: PriceResult;
    try {
      result = await options.priceAction(payload);
    } catch {
      result = { ok: false, kind: 'error', message: options.general };
    }
    if (seq !== pricingSeq.current) return 'ok';
    if (!result.ok) {
      const failure = repriceFailure(result, options.general);
      setPricingState(failure.pricingState);
      if (handledSession(result)) return 'failed';
      if (failure.couponError) {
        setCouponError(failure.couponError);
        return 'coupon';
      }
      options.setFormError(failure.formError);
      return 'failed';
    }
    setPricing(result.pricing);
    setPricingState('idle');
    const decided = decidePayment(next.paymentId, result.pricing.amount_payable, choicesForShipping(paymentSettings, shippingOptions, kind, next.shippingId));
    setNotice(decided.notice);
    // A convenience-store choice outside its range is cleared (commerce §4).
    if (decided.notice === 'cvsOutOfRange') setDraft((current) => (current.paymentId === next.paymentId ? { ...current, paymentId: null } : current));
    return 'ok';
  }

  async function applyCoupon() {
    const code = latest.current.coupon.trim();
    setCouponError(null);
    const outcome = await reprice(latest.current, code);
    if (outcome === 'ok') setAppliedCoupon(code);
  }

  async function removeCoupon() {
    setCouponError(null);
    setDraft((current) => ({ ...current, coupon: '' }));
    if ((await reprice(latest.current, '')) === 'ok') setAppliedCoupon('');
  }

  const editCoupon = (coupon: string) => {
    setCouponError(null);
    setDraft((current) => ({ ...current, coupon }));
  };

  const chooseVoucher = (voucherId: number | null) => {
    const previous = voucher.current;
    setCouponError(null);
    setVoucher(voucherId);
    void reprice(latest.current, appliedCoupon, voucherId).then((outcome) => outcome === 'coupon' && setVoucher(previous));
  };

  return { pricing, pricingState, notice, setNotice, appliedCoupon, couponError, setCouponError, couponV2Id, reprice, applyCoupon, removeCoupon, editCoupon, chooseVoucher };
}
