'use client';

import { useEffect, useState } from 'react';
import { selectedLines, selectionPricingKey, type CartState } from '@/lib/cart/cart-state';
import { pricingState, type ListState } from '@/lib/cart/data-state';
import type { PricingOutcome } from '@/lib/cart/outcomes';
import { normalizeCoupon } from '@/lib/cart/pricing';
import type { PricingRequest } from '@/lib/cart/requests';
import type { Pricing } from '@/lib/schemas';
import type { CartFailure } from './useCartFailure';

interface PricingAnswer {
  key: string;
  state: ListState;
  pricing: Pricing | null;
  failure: string | null;
}

interface CartPricingOptions {
  state: CartState;
  price: (request: PricingRequest) => Promise<PricingOutcome>;
  debounceMs: number;
  fail: (outcome: CartFailure) => void;
  /** The message for applying an empty code. */
  couponRequired: string;
}

/** The live pricing of the selection, and the coupon it is priced with. */
export function useCartPricing({ state, price, debounceMs, fail, couponRequired }: CartPricingOptions) {
  const [couponText, setCouponText] = useState('');
  const [couponApplied, setCouponApplied] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<PricingAnswer | null>(null);

  // Pricing of the selection at its confirmed quantities, debounced; a newer selection wins.
  const idsText = selectedLines(state)
    .map((line) => line.id)
    .join(',');
  const key = selectionPricingKey(state, couponApplied);
  useEffect(() => {
    if (!idsText) return;
    let current = true;
    const timer = setTimeout(async () => {
      const itemIds = idsText.split(',').map(Number);
      let outcome: PricingOutcome;
      try {
        outcome = await price({ itemIds, couponCode: couponApplied });
      } catch {
        outcome = { kind: 'error', message: null };
      }
      if (!current) return;
      if (outcome.kind === 'ok') {
        setAnswer({ key, state: 'success', pricing: outcome.pricing, failure: null });
        return;
      }
      if (outcome.kind === 'coupon') {
        // The buyer's text stays; the price is asked again without the coupon.
        setCouponError(outcome.message);
        setCouponApplied(null);
        return;
      }
      if (outcome.kind === 'login' || outcome.kind === 'unauthorized') fail(outcome);
      setAnswer({ key, state: 'failed', pricing: null, failure: outcome.kind === 'error' ? outcome.message : null });
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, idsText, couponApplied, price, debounceMs, fail]);

  const applyCoupon = () => {
    const code = normalizeCoupon(couponText);
    if (!code) {
      setCouponError(couponRequired);
      return;
    }
    setCouponError(null);
    setCouponApplied(code);
  };

  const removeCoupon = () => {
    setCouponApplied(null);
    setCouponError(null);
    setCouponText('');
  };

  const answered = answer?.key === key ? answer : null;
  return {
    couponApplied,
    state: pricingState(state.selected.length, key, answer),
    pricing: answered ? answered.pricing : null,
    failure: answered ? answered.failure : null,
    coupon: { text: couponText, applied: couponApplied, error: couponError, onText: setCouponText, onApply: applyCoupon, onRemove: removeCoupon },
  };
}
