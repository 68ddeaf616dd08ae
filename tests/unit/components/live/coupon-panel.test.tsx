/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import CouponPanel from '@/components/live/promotions/CouponPanel';
import type { CouponListAnswer } from '@/components/live/promotions/promo-actions';
import type { PromoText } from '@/components/live/promotions/promo-text';
import en from '@/messages/en.json';
import type { Coupon, Voucher } from '@/lib/schemas';

const text = en.livePromo as PromoText;

const coupon = (id: number, name: string): Coupon => ({ id, name, amount: 300, apply_amount_threshold: 2000, apply_code: `CODE${id}` }) as unknown as Coupon;
const voucher = (id: number, name: string): Voucher => ({ id, name, amount: 500 }) as unknown as Voucher;
const LIST: CouponListAnswer = { coupons: [coupon(1, 'Autumn 300 off')], held: [voucher(9, 'Share voucher')] };

type Coupons = (store: string) => Promise<CouponListAnswer>;

function setup(coupons: Coupons) {
  const load = jest.fn<Coupons>(coupons);
  // A cache of its own per test, as each page load has.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CouponPanel store="demo" currency="JPY" live={[]} enteredAt={0} actions={{ coupons: load }} text={text} />
    </SWRConfig>,
  );
  const toggle = () => fireEvent.click(screen.getByTestId('coupons-button'));
  return { load, toggle };
}

const flush = (ms = 0) => act(async () => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('CouponPanel: the coupon list', () => {
  it('reads nothing until opened, then shows the loading state and the store coupons and held vouchers', async () => {
    let release: (answer: CouponListAnswer) => void = () => undefined;
    const { load, toggle } = setup(() => new Promise((resolve) => (release = resolve)));
    await flush(10_000);
    expect(load).not.toHaveBeenCalled();
    toggle();
    expect(load).toHaveBeenCalledWith('demo');
    expect(screen.getByRole('status')).toHaveTextContent(text.cartLoading);
    await act(async () => {
      release(LIST);
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('store-coupon-1')).toHaveTextContent('Autumn 300 off');
    expect(screen.getByTestId('store-coupon-1')).toHaveTextContent('CODE1');
    expect(screen.getByTestId('held-voucher-9')).toHaveTextContent('Share voucher');
  });

  it('shows the list at once when opened again, and reads it again behind it', async () => {
    let answer = LIST;
    const { load, toggle } = setup(async () => answer);
    toggle();
    await flush();
    toggle();
    answer = { coupons: [...LIST.coupons, coupon(2, 'Night 300 off')], held: [] };
    await flush(5000);
    toggle();
    // The last list, without a loading state, while the new read is out.
    expect(screen.getByTestId('store-coupon-1')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    // SWR reads stale data again on the next animation frame.
    await flush(100);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('store-coupon-2')).toHaveTextContent('Night 300 off');
    expect(screen.queryByTestId('held-voucher-9')).toBeNull();
  });

  it('shows the empty list for no coupons', async () => {
    const { toggle } = setup(async () => ({ coupons: [], held: [] }));
    toggle();
    await flush();
    expect(screen.getByText(text.couponsEmpty)).toBeInTheDocument();
  });

  it('fails quietly to the empty list (a room helper shows no message), retries at most twice, and reads again when reopened', async () => {
    let down = true;
    const { load, toggle } = setup(async () => {
      if (down) throw new Error('network');
      return LIST;
    });
    toggle();
    await flush();
    expect(screen.getByText(text.couponsEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // SWR's backoff: 5–10 s, then 10–25 s; then no more.
    await flush(120_000);
    expect(load).toHaveBeenCalledTimes(3);
    down = false;
    toggle();
    toggle();
    await flush();
    expect(load).toHaveBeenCalledTimes(4);
    expect(screen.getByTestId('store-coupon-1')).toBeInTheDocument();
  });

  it('a retry that succeeds brings the list in while it is open', async () => {
    let down = true;
    const { toggle } = setup(async () => {
      if (down) throw new Error('network');
      return LIST;
    });
    toggle();
    await flush();
    down = false;
    await flush(30_000);
    expect(screen.getByTestId('store-coupon-1')).toBeInTheDocument();
  });
});
