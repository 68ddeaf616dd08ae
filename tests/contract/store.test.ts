/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import {
  getCommercialLaw,
  getFacebookChannels,
  getGmoCredit,
  getMySubscriptions,
  getPaymentSettings,
  getShippingSettings,
  getStore,
  getSubscriptionPlans,
  isInBlacklist,
  login,
} from '@/lib/api';
import {
  CommercialLawAnswer,
  FacebookChannelsAnswer,
  GmoCreditAnswer,
  InBlacklistAnswer,
  MySubscriptionsAnswer,
  PaymentSettingsAnswer,
  ShippingSettingsAnswer,
  StoreAnswer,
  SubscriptionPlansAnswer,
} from '@/lib/schemas';
import { demoToken, expectAnswer, expectFailure, raw, setupHarness } from './harness';

const harness = setupHarness({ login: 'once' });

describe('GET /api/v1/buyer/stores/{store}', () => {
  it('answers every seed store with the store schema', async () => {
    for (const slug of ['demo', 'taiwan', 'tickets', 'enterprise', 'overseas']) {
      const { data } = expectAnswer(StoreAnswer, await getStore(slug));
      expect(data.slug).toBe(slug);
    }
  });

  it('gives the demo store its settings, JPY and absolute image URLs', async () => {
    const { data } = expectAnswer(StoreAnswer, await getStore('demo'));
    expect(data).toMatchObject({ region: 'JP', currency: 'JPY', locale: 'ja', timezone: 'Asia/Tokyo', facebook_pixel_id: null, buyer_editing_cart: true });
    expect(data.settings.find((s) => s.name === 'guest_chat')?.enable).toBe(true);
    expect(data.avatar_url?.startsWith(`${harness.api}/images/`)).toBe(true);
  });

  it('tells the kinds of store apart', async () => {
    const taiwan = expectAnswer(StoreAnswer, await getStore('taiwan')).data;
    expect(taiwan).toMatchObject({ region: 'JP', currency: 'TWD', locale: 'zh_TW' });
    expect(expectAnswer(StoreAnswer, await getStore('tickets')).data.is_ticket_mode).toBe(true);
    const enterprise = expectAnswer(StoreAnswer, await getStore('enterprise')).data;
    expect(enterprise.enable_enterprise).toBe(true);
    expect(enterprise.enterprise?.subscription).toMatchObject({ domain: expect.any(String), cart_endpoint: expect.any(String) });
    expect(expectAnswer(StoreAnswer, await getStore('overseas')).data.region).not.toBe('JP');
  });

  it('answers 404 with a report_type for an unknown store', async () => {
    const body = expectFailure(await getStore('no-such-store'), 404);
    expect(body.report_type).toBeTruthy();
  });
});

describe('store settings and disclosures', () => {
  it('commercial-law info, or null when the store has none', async () => {
    const { data } = expectAnswer(CommercialLawAnswer, await getCommercialLaw('demo'));
    expect(data?.company_name).toBe('株式会社キラリ商店');
    expect(expectAnswer(CommercialLawAnswer, await getCommercialLaw('enterprise')).data).toBeNull();
    expectFailure(await getCommercialLaw('no-such-store'), 404);
  });

  it('shipping settings cover the four shipping types; payment settings the four payment types', async () => {
    const shipping = expectAnswer(ShippingSettingsAnswer, await getShippingSettings('demo')).data;
    expect(shipping.map((s) => s.type).sort()).toEqual(['custom', 'custom_cod', 'self_pick_up', 'virtual']);
    expect(shipping.find((s) => s.type === 'custom')).toMatchObject({ fee: 800, free_shipping_threshold: 5000 });
    expect(shipping.find((s) => s.type === 'self_pick_up')?.address?.region).toBe('JP');
    const payment = expectAnswer(PaymentSettingsAnswer, await getPaymentSettings('demo')).data;
    expect(payment.map((p) => p.type).sort()).toEqual(['custom_cod', 'free', 'gmo_credit', 'gmo_cvs']);
  });

  it('gmo-credit gives the shop id', async () => {
    expect(expectAnswer(GmoCreditAnswer, await getGmoCredit('demo')).shop_id).toMatch(/^tshop/);
  });

  it('in-blacklist is false for the demo member, true for the blocked one, false for a ghost', async () => {
    expect(expectAnswer(InBlacklistAnswer, await isInBlacklist('demo', { token: harness.token })).is_in_blacklist).toBe(false);
    const blocked = await demoToken((p) => login({ ...p, email: 'blocked@example.com' }));
    expect(expectAnswer(InBlacklistAnswer, await isInBlacklist('demo', { token: blocked })).is_in_blacklist).toBe(true);
    expect(expectAnswer(InBlacklistAnswer, await isInBlacklist('demo', { token: null })).is_in_blacklist).toBe(false);
  });

  it('subscription plans for anyone; own subscriptions for members only', async () => {
    const plans = expectAnswer(SubscriptionPlansAnswer, await getSubscriptionPlans('demo'));
    expect(plans.data.length).toBeGreaterThan(0);
    const mine = expectAnswer(MySubscriptionsAnswer, await getMySubscriptions('demo', { token: harness.token }));
    expect(mine.data[0]?.status).toBe('ongoing');
    const anonymous = expectFailure(await getMySubscriptions('demo', { token: null }), 401);
    expect(anonymous.message).toBe('Unauthenticated.');
  });

  it('facebook channels', async () => {
    expect(expectAnswer(FacebookChannelsAnswer, await getFacebookChannels('demo')).data[0]?.type).toBe('fb_page');
  });
});

describe('GET /images/{kind}/{seed}.svg', () => {
  it('serves the generated store picture with long cache headers', async () => {
    const { data } = expectAnswer(StoreAnswer, await getStore('demo'));
    const image = await raw(data.avatar_url!, '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    expect(image.text.startsWith('<svg')).toBe(true);
  });

  it('is a 404 for an unknown kind or size', async () => {
    expect((await raw(harness.api, '/images/nope/x.svg')).status).toBe(404);
    expect((await raw(harness.api, '/images/product/x.svg?size=xl')).status).toBe(404);
  });
});
