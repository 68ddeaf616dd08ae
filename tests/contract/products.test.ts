/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { getProduct, getProducts, getTicket } from '@/lib/api';
import { ProductAnswer, ProductsAnswer, TicketAnswer } from '@/lib/schemas';
import { expectAnswer, expectFailure, setupHarness } from './harness';

const harness = setupHarness();

describe('GET /api/v1/stores/{store}/products', () => {
  it('pages with links and meta on the platform host', async () => {
    const first = expectAnswer(ProductsAnswer, await getProducts('demo'));
    expect(first.meta).toMatchObject({ current_page: 1, from: 1, per_page: 10, last_page: 2 });
    expect(first.data).toHaveLength(10);
    expect(first.links.prev).toBeNull();
    expect(first.links.next).toBe(`${harness.api}/api/v1/stores/demo/products?page=2`);
    expect(first.meta.path).toBe(`${harness.api}/api/v1/stores/demo/products`);

    const second = expectAnswer(ProductsAnswer, await getProducts('demo', { page: 2 }));
    expect(second.meta).toMatchObject({ current_page: 2, from: 11, to: first.meta.total });
    expect(second.links.next).toBeNull();
    const ids = [...first.data, ...second.data].map((p) => p.id);
    expect(new Set(ids).size).toBe(first.meta.total);
  });

  it('never lists deleted products', async () => {
    const all = expectAnswer(ProductsAnswer, await getProducts('demo', { all: true }));
    expect(all.data.map((p) => p.id)).not.toContain(114);
    expect(all.data.every((p) => p.status !== 'deleted')).toBe(true);
    expect(all.meta.last_page).toBe(1);
  });

  it('searches names by keyword and keeps the keyword in the page links', async () => {
    const found = expectAnswer(ProductsAnswer, await getProducts('demo', { keyword: '抹茶' }));
    expect(found.data.map((p) => p.name)).toEqual(['宇治抹茶ラテ セット']);
    expect(decodeURIComponent(found.links.first)).toContain('keyword=抹茶');
    const none = expectAnswer(ProductsAnswer, await getProducts('demo', { keyword: 'no such thing' }));
    expect(none.data).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, from: null, to: null, last_page: 1 });
  });

  it('honours the kind, market and vendor filters', async () => {
    const tickets = expectAnswer(ProductsAnswer, await getProducts('demo', { with_ticket: true, all: true }));
    expect(tickets.data.length).toBeGreaterThan(0);
    expect(tickets.data.every((p) => p.is_ticket)).toBe(true);
    const goods = expectAnswer(ProductsAnswer, await getProducts('demo', { with_product: true, all: true }));
    expect(goods.data.some((p) => p.is_ticket)).toBe(false);
    const market = expectAnswer(ProductsAnswer, await getProducts('demo', { with_market: true, all: true }));
    expect(market.data.map((p) => p.id)).not.toContain(113);
    const vendor = expectAnswer(ProductsAnswer, await getProducts('demo', { vendor_id: 12, all: true }));
    expect(vendor.data.map((p) => p.id).sort()).toEqual([103, 110, 111]);
  });

  it('carries the catalogue cases the storefront handles', async () => {
    const { data } = expectAnswer(ProductsAnswer, await getProducts('demo', { all: true }));
    const byId = new Map(data.map((p) => [p.id, p]));
    expect(byId.get(104)?.salable_status).toBe('sold_out');
    expect(byId.get(105)?.salable_status).toBe('before_sell');
    expect(byId.get(112)?.salable_status).toBe('end_sell');
    expect(byId.get(106)?.adult_warning).toBe(true);
    expect(byId.get(107)?.skus.every((s) => s.free_shipping)).toBe(true);
    expect(byId.get(108)?.skus.map((s) => s.subscription_frequency)).toEqual([1, 2]);
    expect(byId.get(102)?.skus.find((s) => s.id === 1022)?.available_quantity).toBe(2);
    expect(byId.get(101)?.skus[0]).toMatchObject({ price: 1200, original_price: 1500 });
  });

  it('answers 404 for an unknown store', async () => {
    expectFailure(await getProducts('no-such-store'), 404);
  });

  it('lists only tickets in the ticket store', async () => {
    const { data } = expectAnswer(ProductsAnswer, await getProducts('tickets'));
    expect(data.length).toBe(3);
    expect(data.every((p) => p.is_ticket)).toBe(true);
  });
});

describe('GET /api/v1/products/{id} and /api/v1/tickets/{id}', () => {
  it('answers one product with min and max price from its SKUs', async () => {
    const { data } = expectAnswer(ProductAnswer, await getProduct(101));
    expect(data).toMatchObject({ id: 101, min_price: 1200, max_price: 4000 });
    expect(data.images[0]?.url.startsWith(`${harness.api}/images/product/`)).toBe(true);
  });

  it('answers 404 for a deleted or unknown product', async () => {
    expectFailure(await getProduct(114), 404, 'MODEL_NOT_FOUND');
    expectFailure(await getProduct(999999), 404);
  });

  it('answers a ticket, and 404 for a product that is not one', async () => {
    expect(expectAnswer(TicketAnswer, await getTicket(301)).data.is_ticket).toBe(true);
    expectFailure(await getTicket(101), 404);
  });
});
