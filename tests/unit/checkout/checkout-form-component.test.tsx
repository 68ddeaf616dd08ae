/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { trusted } from '../url/trusted';
import { typedBeforeHydration } from '../components/hydrate-typed';
import type { AddressFormLabels } from '@/components/address/labels';
import type { CheckoutFormProps } from '@/components/checkout/CheckoutForm';
import type { CheckoutLabels } from '@/components/checkout/labels';
import type { PlaceResult, PriceResult } from '@/lib/checkout/action-results';
import type { CartPricingPayload, Pricing } from '@/lib/schemas';

const push = jest.fn();
// Not hoisted under @jest/globals: the form is imported after the mock.
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

let CheckoutForm: typeof import('@/components/checkout/CheckoutForm').CheckoutForm;
beforeAll(async () => {
  CheckoutForm = (await import('@/components/checkout/CheckoutForm')).CheckoutForm;
});

/** Labels are their own keys, so assertions read what is shown. */
const labels = new Proxy({} as Record<string, unknown>, {
  get: (_target, key: string) =>
    key === 'errors' || key === 'pricing' || key === 'paymentTypes'
      ? new Proxy({}, { get: (_t, inner: string) => `${key}.${inner}` })
      : key,
}) as unknown as CheckoutLabels;
const addressLabels = { prefectures: [{ code: '13', name: '東京都', label: '東京都' }], types: {}, errors: new Proxy({}, { get: (_t, key: string) => `address.${key}` }), submit: 'save-address', fixFields: 'fix-address' } as unknown as AddressFormLabels;

const pricing = (payable: number): Pricing => ({ amount: payable, amount_payable: payable, coupon_amount: 0, payment_fee: 0, rebate_amounts: [], shipping_fee: 0, total_amount: payable });

function checkout(extra: Partial<CheckoutFormProps> = {}, payable = 3980) {
  const priceAction = jest.fn<(payload: CartPricingPayload) => Promise<PriceResult>>().mockResolvedValue({ ok: true, pricing: pricing(payable) });
  const placeAction = jest.fn<(input: { store: string; payload: unknown }) => Promise<PlaceResult>>().mockResolvedValue({ ok: true, href: trusted('/demo/order/1/payment'), cartCount: 0 });
  const props: CheckoutFormProps = {
    store: 'demo',
    currency: 'JPY',
    kind: 'goods',
    itemIds: [60001, 60003],
    couponV2Id: null,
    couponEnabled: true,
    adult: false,
    initial: { email: 'buyer@example.com', phone: '09012345678', receiverName: '', receiverPhone: '', coupon: '', shippingId: 101, addressId: 701 },
    appliedCoupon: '',
    couponError: null,
    shippingOptions: [
      { id: 101, type: 'custom', label: 'home', feeText: '', memo: null, pickUpAddress: null, cod: false },
      { id: 103, type: 'custom_cod', label: 'cod', feeText: '', memo: null, pickUpAddress: null, cod: true },
    ],
    addresses: [{ id: 701, name: '山田 花子', phone: '09012345678', text: '東京都世田谷区' }],
    paymentSettings: [
      { id: 150, type: 'gmo_credit', enabled: true },
      { id: 151, type: 'gmo_cvs', enabled: true },
      { id: 152, type: 'custom_cod', enabled: true },
      { id: 153, type: 'free', enabled: true },
    ],
    initialPricing: pricing(payable),
    labels,
    addressLabels,
    priceAction,
    placeAction,
    saveAddressAction: jest.fn(async () => ({ ok: false as const, kind: 'error' as const, message: 'x' })),
    ...extra,
  };
  return { element: <CheckoutForm {...props} />, priceAction, placeAction };
}

function setup(extra: Partial<CheckoutFormProps> = {}, payable = 3980) {
  const { element, priceAction, placeAction } = checkout(extra, payable);
  render(element);
  return { priceAction, placeAction };
}

beforeEach(() => {
  push.mockReset();
});

describe('CheckoutForm', () => {
  it('offers the coupon field only when the store has the coupon flag on', () => {
    setup({ couponEnabled: true });
    expect(screen.getByRole('textbox', { name: 'coupon' })).toBeInTheDocument();
  });

  it('has no coupon field with the coupon flag off', () => {
    setup({ couponEnabled: false });
    expect(screen.queryByRole('textbox', { name: 'coupon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'applyCoupon' })).toBeNull();
  });

  it('re-prices with payment, shipping setting and address when the payment changes, then places the order', async () => {
    const { priceAction, placeAction } = setup();
    fireEvent.click(screen.getByRole('radio', { name: /paymentTypes.gmo_credit/ }));
    await waitFor(() => expect(priceAction).toHaveBeenCalledWith({ item_ids: [60001, 60003], coupon_code: null, coupon_v2_id: null, payment_id: 150, shipping_setting_id: 101, address_id: 701 }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    });
    await waitFor(() => expect(placeAction).toHaveBeenCalled());
    expect(placeAction.mock.calls[0][0].payload).toMatchObject({ payment_type: 'gmo_credit', shipping_type: 'custom', shipping: { address_id: 701 } });
    expect(push).toHaveBeenCalledWith('/demo/order/1/payment');
  });

  it('clears a convenience-store choice above 299999 yen with the message and does not submit', async () => {
    const { placeAction } = setup({}, 305_320);
    const cvs = screen.getByRole('radio', { name: /paymentTypes.gmo_cvs/ });
    fireEvent.click(cvs);
    expect(await screen.findByText('cvsOutOfRange')).toBeInTheDocument();
    expect(cvs).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('errors.choosePayment')).toBeInTheDocument();
    expect(placeAction).not.toHaveBeenCalled();
  });

  it('forces free for a zero payable and sends payment_type free', async () => {
    const { placeAction } = setup({}, 0);
    expect(screen.getByText('forcedFree')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /paymentTypes/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    });
    await waitFor(() => expect(placeAction).toHaveBeenCalled());
    expect(placeAction.mock.calls[0][0].payload).toMatchObject({ payment_type: 'free' });
  });

  it('offers only cash on delivery with the COD shipping, and selects it', async () => {
    const { priceAction } = setup();
    fireEvent.click(screen.getByRole('radio', { name: /cod/ }));
    await waitFor(() => expect(priceAction).toHaveBeenCalledWith(expect.objectContaining({ shipping_setting_id: 103, payment_id: 152 })));
    expect(screen.getAllByRole('radio', { name: /paymentTypes/ }).map((r) => [r.getAttribute('value'), r.getAttribute('aria-label') ?? r.parentElement?.textContent])).toEqual([['152', 'paymentTypes.custom_cod']]);
  });

  it('sends a ticket checkout with its type and no shipping', async () => {
    const { placeAction } = setup({ kind: 'ticket', itemIds: [60007] });
    expect(screen.queryByRole('group', { name: 'shippingHeading' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /paymentTypes.gmo_credit/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    });
    await waitFor(() => expect(placeAction).toHaveBeenCalled());
    const payload = placeAction.mock.calls[0][0].payload as Record<string, unknown>;
    expect(payload).toMatchObject({ type: 'ticket', item_ids: [60007] });
    expect(payload).not.toHaveProperty('shipping');
  });

  it('shows the server’s field messages and keeps what was typed', async () => {
    const { placeAction } = setup();
    placeAction.mockResolvedValue({ ok: false, kind: 'invalid', fields: { email: 'The email has already been used.' }, message: 'The email has already been used.' });
    fireEvent.click(screen.getByRole('radio', { name: /paymentTypes.gmo_credit/ }));
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'other@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    });
    expect(await screen.findAllByText('The email has already been used.')).not.toHaveLength(0);
    expect(screen.getByLabelText('email')).toHaveValue('other@example.com');
    expect(push).not.toHaveBeenCalled();
  });

  it('with no saved address, nests no form in the checkout (the page hydrates as the server sent it); Enter in the address saves it, never the order', async () => {
    const saveAddressAction = jest.fn(async () => ({ ok: false as const, kind: 'error' as const, message: 'x' }));
    const { element, placeAction } = checkout({ addresses: [], initial: { email: 'buyer@example.com', phone: '09012345678', receiverName: '', receiverPhone: '', coupon: '', shippingId: 101, addressId: null }, saveAddressAction }, 0);
    const view = await typedBeforeHydration(element, {});
    expect(view.container.querySelectorAll('form')).toHaveLength(1);
    const postcode = view.container.querySelector('input[name="postcode"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.keyDown(postcode, { key: 'Enter' });
    });
    // An empty address: its own checks answer, and the order is not placed.
    expect(screen.getByRole('alert')).toHaveTextContent('fix-address');
    expect(placeAction).not.toHaveBeenCalled();
    expect(saveAddressAction).not.toHaveBeenCalled();
    view.unmount();
  });

  it('saves an address added in the checkout with its own button, without placing the order', async () => {
    const saveAddressAction = jest.fn(async () => ({ ok: false as const, kind: 'error' as const, message: 'x' }));
    const { placeAction } = setup({ addresses: [], initial: { email: 'buyer@example.com', phone: '09012345678', receiverName: '', receiverPhone: '', coupon: '', shippingId: 101, addressId: null }, saveAddressAction }, 0);
    const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
    for (const [name, value] of [['name', '山田 花子'], ['phone_number', '09012345678'], ['postcode', '1540001'], ['level_two', '世田谷区'], ['level_three', '池尻1-2-3']]) fireEvent.change(field(name), { target: { value } });
    fireEvent.change(field('level_one_code'), { target: { value: '13' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'save-address' }));
    });
    await waitFor(() => expect(saveAddressAction).toHaveBeenCalledTimes(1));
    expect(saveAddressAction.mock.calls[0]).toEqual([expect.objectContaining({ name: '山田 花子', postcode: '1540001', level_one_code: '13', level_three: '池尻1-2-3' })]);
    expect(placeAction).not.toHaveBeenCalled();
  });

  it('places the order with the contact edited before the page hydrated (prefilled fields included)', async () => {
    // Zero payable: payment is forced free, so the order goes with no further choice.
    const { element, placeAction } = checkout({}, 0);
    const view = await typedBeforeHydration(element, { email: 'hanako@example.com', phone_number: '08011112222' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    });
    await waitFor(() => expect(placeAction).toHaveBeenCalled());
    expect(placeAction.mock.calls[0][0].payload).toMatchObject({ email: 'hanako@example.com', phone_number: '08011112222' });
    view.unmount();
  });

  /** Priced as the platform would: 3180 of goods, 800 for home delivery, 330 for cash on delivery, 800 off with voucher 3003. */
  const priceLike = async (payload: CartPricingPayload): Promise<PriceResult> => {
    const shipping = payload.shipping_setting_id === 102 ? 0 : 800;
    const fee = payload.payment_id === 152 ? 330 : 0;
    return { ok: true, pricing: pricing(3180 + shipping + fee - (payload.coupon_v2_id === 3003 ? 800 : 0)) };
  };
  const placed = async (placeAction: jest.Mock<(input: { store: string; payload: unknown }) => Promise<PlaceResult>>) => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    });
    await waitFor(() => expect(placeAction).toHaveBeenCalledTimes(1));
    return placeAction.mock.calls[0][0].payload;
  };

  it('prices and places the shipping, payment, held voucher and e-mail all chosen before the page hydrated', async () => {
    const { element, priceAction, placeAction } = checkout({
      initial: { email: 'buyer@example.com', phone: '09012345678', receiverName: '山田 花子', receiverPhone: '09012345678', coupon: '', shippingId: 101, addressId: 701 },
      shippingOptions: [
        { id: 101, type: 'custom', label: 'home', feeText: '', memo: null, pickUpAddress: null, cod: false },
        { id: 102, type: 'self_pick_up', label: 'counter', feeText: '', memo: null, pickUpAddress: '表参道', cod: false },
      ],
      heldVouchers: { options: [{ id: 3003, label: 'voucher-800' }], labels: { label: 'held-vouchers', none: 'no-voucher' } },
    });
    priceAction.mockImplementation(priceLike);
    // Each choice alone once re-priced with the render's draft: the last call dropped the others.
    const view = await typedBeforeHydration(element, { shipping: '102', payment: '151', coupon_v2_id: '3003', email: 'hanako@example.com' });
    await waitFor(() => expect(screen.getByTestId('pricing-payable')).toHaveTextContent('2,380'));
    expect(priceAction).toHaveBeenLastCalledWith({ item_ids: [60001, 60003], coupon_code: null, coupon_v2_id: 3003, payment_id: 151, shipping_setting_id: 102, address_id: null });
    expect(screen.getByRole('radio', { name: /counter/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /paymentTypes.gmo_cvs/ })).toBeChecked();
    expect(await placed(placeAction)).toMatchObject({ email: 'hanako@example.com', shipping_type: 'self_pick_up', shipping: { shipping_setting_id: 102, address_id: null }, payment_type: 'gmo_cvs', coupon_v2_id: 3003 });
    view.unmount();
  });

  it('takes a cash-on-delivery shipping and another address chosen before hydration: the card chosen with them no longer fits and gives way', async () => {
    const { element, priceAction, placeAction } = checkout({
      addresses: [
        { id: 701, name: '山田 花子', phone: '09012345678', text: '東京都世田谷区' },
        { id: 702, name: '山田 一郎', phone: '0661234567', text: '大阪府大阪市北区' },
      ],
    });
    priceAction.mockImplementation(priceLike);
    const view = await typedBeforeHydration(element, { shipping: '103', address: '702', payment: '150' });
    await waitFor(() => expect(screen.getByTestId('pricing-payable')).toHaveTextContent('4,310'));
    expect(priceAction).toHaveBeenLastCalledWith(expect.objectContaining({ payment_id: 152, shipping_setting_id: 103, address_id: 702 }));
    expect(screen.getByRole('radio', { name: /大阪府/ })).toBeChecked();
    expect(screen.getAllByRole('radio', { name: /paymentTypes/ }).map((r) => [r.getAttribute('value'), (r as HTMLInputElement).checked])).toEqual([['152', true]]);
    expect(await placed(placeAction)).toMatchObject({ shipping_type: 'custom_cod', shipping: { shipping_setting_id: 103, address_id: 702 }, payment_type: 'cash_on_delivery' });
    view.unmount();
  });

  it('keeps the second of two cash-on-delivery settings chosen before hydration (both send cash_on_delivery; their fees differ)', async () => {
    const { element, priceAction, placeAction } = checkout({
      initial: { email: 'buyer@example.com', phone: '09012345678', receiverName: '山田 花子', receiverPhone: '09012345678', coupon: '', shippingId: 103, addressId: 701 },
      paymentSettings: [
        { id: 154, type: 'cash_on_delivery', enabled: true },
        { id: 152, type: 'custom_cod', enabled: true },
      ],
    });
    priceAction.mockImplementation(priceLike);
    const view = await typedBeforeHydration(element, { payment: '152' });
    // 3180 + 800 shipping + 330 for setting 152: the first setting (154) has no fee.
    await waitFor(() => expect(screen.getByTestId('pricing-payable')).toHaveTextContent('4,310'));
    expect(priceAction).toHaveBeenLastCalledWith(expect.objectContaining({ payment_id: 152, shipping_setting_id: 103 }));
    expect(screen.getByRole('radio', { name: /paymentTypes.custom_cod/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /paymentTypes.cash_on_delivery/ })).not.toBeChecked();
    expect(await placed(placeAction)).toMatchObject({ payment_type: 'cash_on_delivery' });
    view.unmount();
  });
});
