/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  acquireVoucher,
  addPostItemsToCart,
  ApiFailure,
  bindTicket,
  checkout,
  getCart,
  getCoupons,
  getHeldVouchers,
  getOrders,
  getProducts,
  getStore,
  getStreamInfo,
  sendLikeAnimation,
  sendOrderMessage,
  socialSignInUrl,
  updateCartItem,
} from '@/lib/api';
import { getPublicConfig } from '@/lib/config';
import type { CheckoutPayload } from '@/lib/schemas';

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = jest.fn<(...args: FetchArgs) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const api = getPublicConfig().apiUrl;

function sent(): { method: string | undefined; url: URL; body: unknown } {
  const [input, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
  return { method: init.method, url: new URL(input), body: init.body === undefined ? undefined : JSON.parse(String(init.body)) };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(json({ success: true }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  // These tests look at requests; answers that do not fit their schema are reported (logged) by design.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('paths and methods', () => {
  it('getStore encodes the slug as one segment', async () => {
    await getStore('a b/c');
    const { method, url } = sent();
    expect(method).toBe('GET');
    expect(url.href).toBe(`${api}/api/v1/buyer/stores/a%20b%2Fc`);
  });

  it('getProducts sends the market query', async () => {
    await getProducts('demo', { keyword: 'hat', page: 2, with_ticket: true });
    const { url } = sent();
    expect(url.pathname).toBe('/api/v1/stores/demo/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({ keyword: 'hat', page: '2', with_ticket: 'true' });
  });

  it('getOrders filters by status and page', async () => {
    await getOrders('demo', { status: 'unpaid', page: 3 });
    const { url } = sent();
    expect(url.pathname).toBe('/api/v1/stores/demo/orders/buyer');
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'unpaid', page: '3' });
  });

  it('getCart asks for all, or for the subscription cart', async () => {
    await getCart('demo');
    expect(Object.fromEntries(sent().url.searchParams)).toEqual({ all: 'true' });
    await getCart('demo', { type: 'subscription' });
    expect(Object.fromEntries(sent().url.searchParams)).toEqual({ type: 'subscription' });
    expect(sent().url.pathname).toBe('/api/v1/stores/demo/carts/buyer');
  });

  it('cart writes use the right verbs and bodies', async () => {
    await addPostItemsToCart(100, { skus: [{ id: 11, quantity: 2 }] });
    expect(sent()).toMatchObject({ method: 'POST', body: { skus: [{ id: 11, quantity: 2 }] } });
    expect(sent().url.pathname).toBe('/api/v1/posts/100/carts/buyer');

    await updateCartItem(5, { quantity: 3 });
    expect(sent()).toMatchObject({ method: 'PUT', body: { quantity: 3 } });
    expect(sent().url.pathname).toBe('/api/v1/cart-items/5');
  });

  it('sendOrderMessage always sends role buyer', async () => {
    await sendOrderMessage(50, 'When will it ship?');
    expect(sent()).toMatchObject({ method: 'POST', body: { message: 'When will it ship?', role: 'buyer' } });
    expect(sent().url.pathname).toBe('/api/v1/orders/50/messages');
  });

  it('live calls carry uuid and ticket code', async () => {
    await getStreamInfo(100, 'viewer-uuid');
    expect(sent().url.pathname).toBe('/api/v1/liveweb/posts/100/stream-info');
    expect(sent().url.searchParams.get('uuid')).toBe('viewer-uuid');

    await bindTicket(100, 'TICKET-1');
    expect(sent()).toMatchObject({ method: 'POST', body: { ticket_code: 'TICKET-1' } });
    expect(sent().url.pathname).toBe('/api/v1/liveweb/posts/100/bind-ticket');
  });

  it('voucher and coupon queries follow live-room §7 and §9', async () => {
    await getHeldVouchers('demo');
    expect(Object.fromEntries(sent().url.searchParams)).toEqual({ apply_status: 'ongoing', held_by_me: 'true', all: 'true' });
    await getCoupons('demo');
    expect(Object.fromEntries(sent().url.searchParams)).toEqual({ acquire_status: 'ongoing', visibility: 'public' });
    await acquireVoucher(9, { post_id: 100 });
    expect(sent()).toMatchObject({ method: 'POST', body: { post_id: 100 } });
    expect(sent().url.pathname).toBe('/api/v1/vouchers/9/acquire');
  });

  it('reactions go to the interaction service', async () => {
    await sendLikeAnimation({ post_id: 100, icon_type: 'heart', count: 4, user: { type: 'ghost' }, pn_id: 'pn', source: 'liveweb' });
    const { method, url, body } = sent();
    expect(method).toBe('POST');
    expect(url.href).toBe(`${getPublicConfig().interactionUrl}/interaction/like-animation`);
    expect(body).toMatchObject({ icon_type: 'heart', count: 4 });
  });
});

describe('checkout', () => {
  const payload: CheckoutPayload = { email: 'buyer@example.com', item_ids: [1], payment_type: 'free', type: 'ticket' };

  it('returns the new order id on success', async () => {
    fetchMock.mockResolvedValue(json({ id: 51 }));
    await expect(checkout(payload)).resolves.toEqual({ id: 51 });
    expect(sent()).toMatchObject({ method: 'POST', body: payload });
    expect(sent().url.pathname).toBe('/api/v1/checkout');
  });

  it('rethrows a failure as ApiFailure with the server error', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Sold out', report_type: 'NOT_FOUND_ITEM_IN_CART' }, 422));
    const failure = await checkout(payload).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).error).toMatchObject({ kind: 'status', status: 422, report_type: 'NOT_FOUND_ITEM_IN_CART' });
    expect((failure as ApiFailure).message).toBe('Sold out');
  });
});

describe('socialSignInUrl', () => {
  it('points the browser at the API host with the return page, identity and the state nonce', () => {
    const url = new URL(socialSignInUrl('line', 'https://shop.example.com/demo/login?x=1&y=2', 'nonce-123') ?? 'http://refused.invalid');
    expect(url.origin + url.pathname).toBe(`${api}/auth/line`);
    expect(url.searchParams.get('login_page_url')).toBe('https://shop.example.com/demo/login?x=1&y=2');
    expect(url.searchParams.get('identity')).toBe('buyer');
    expect(url.searchParams.get('state')).toBe('nonce-123');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
