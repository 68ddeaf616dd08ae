import { describe, expect, it } from '@jest/globals';
import {
  AnnounceSharedPayload,
  CheckoutPayload,
  CommentsQuery,
  CvsAccountPayload,
  CustomAnimationPayload,
  GuestNamePayload,
  LikeAnimationPayload,
  LoginPayload,
  OrderMessagePayload,
  PasswordChangePayload,
  PayPayload,
  ProfileUpdatePayload,
  SeasonalAnimationPayload,
  VoucherAcquirePayload,
} from '@/lib/schemas';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('checkout payload', () => {
  const goods = {
    email: 'buyer@example.com',
    item_ids: [1, 2],
    payment_type: 'gmo_credit',
    shipping_type: 'custom',
    shipping: { shipping_setting_id: 3, name: 'Hana', phone_number: '0312345678', address_id: 9 },
  };

  it('accepts a goods checkout', () => {
    expect(ok(CheckoutPayload, goods)).toBe(true);
  });

  it('requires a valid email', () => {
    const { email: _email, ...withoutEmail } = goods;
    expect(ok(CheckoutPayload, withoutEmail)).toBe(false);
    expect(ok(CheckoutPayload, { ...goods, email: 'not-an-email' })).toBe(false);
  });

  it('takes payment and shipping types from the enumerations', () => {
    expect(ok(CheckoutPayload, { ...goods, payment_type: 'paypal' })).toBe(false);
    expect(ok(CheckoutPayload, { ...goods, shipping_type: 'drone' })).toBe(false);
    expect(ok(CheckoutPayload, { ...goods, item_ids: 'all' })).toBe(false);
  });

  it('a ticket or subscription checkout carries a type and no shipping', () => {
    const { shipping: _shipping, shipping_type: _type, ...rest } = goods;
    expect(ok(CheckoutPayload, { ...rest, type: 'ticket' })).toBe(true);
    expect(ok(CheckoutPayload, { ...rest, type: 'subscription', payment_type: 'free' })).toBe(true);
    expect(ok(CheckoutPayload, { ...goods, type: 'ticket' })).toBe(false);
    expect(ok(CheckoutPayload, { ...rest, type: 'gift' })).toBe(false);
  });

  it('a goods checkout needs its shipping', () => {
    const { shipping: _shipping, ...noShipping } = goods;
    expect(ok(CheckoutPayload, noShipping)).toBe(false);
  });
});

describe('payment payloads', () => {
  it('card_id is a number', () => {
    expect(ok(PayPayload, { card_id: 12, redirect_url: 'https://shop.example.com/back' })).toBe(true);
    expect(ok(PayPayload, { card_id: '12', redirect_url: 'https://shop.example.com/back' })).toBe(false);
  });

  it('convenience-store account needs all five fields, non-blank', () => {
    const account = { buyerName: '佐藤花', buyerNameKana: 'サトウハナ', buyerCellphone: '09012345678', name: 'Hana', convenience: 'lawson' };
    expect(ok(CvsAccountPayload, account)).toBe(true);
    for (const key of Object.keys(account)) {
      expect(ok(CvsAccountPayload, { ...account, [key]: '' })).toBe(false);
      expect(ok(CvsAccountPayload, { ...account, [key]: undefined })).toBe(false);
    }
  });
});

describe('account payloads', () => {
  it('login needs a valid email, or a passport token', () => {
    expect(ok(LoginPayload, { email: 'a@b.jp', password: 'secret' })).toBe(true);
    expect(ok(LoginPayload, { email: 'a@', password: 'secret' })).toBe(false);
    expect(ok(LoginPayload, { passport_token: 'pt' })).toBe(true);
    expect(ok(LoginPayload, {})).toBe(false);
  });

  it('profile update is partial; locale ja or zh_TW', () => {
    expect(ok(ProfileUpdatePayload, {})).toBe(true);
    expect(ok(ProfileUpdatePayload, { nickname: 'Hana', locale: 'zh_TW' })).toBe(true);
    expect(ok(ProfileUpdatePayload, { locale: 'en' })).toBe(false);
    expect(ok(ProfileUpdatePayload, { email: 'nope' })).toBe(false);
  });

  it('password change: new_password required, old_password optional, passwords not trimmed', () => {
    expect(ok(PasswordChangePayload, { new_password: 'n3w' })).toBe(true);
    expect(ok(PasswordChangePayload, { old_password: 'old' })).toBe(false);
    expect(PasswordChangePayload.parse({ new_password: ' spaced ' }).new_password).toBe(' spaced ');
  });

  it('guest naming takes a name or a group-stream name', () => {
    expect(ok(GuestNamePayload, { name: 'Neko' })).toBe(true);
    expect(ok(GuestNamePayload, { group_stream_name: 'Neko' })).toBe(true);
    expect(ok(GuestNamePayload, {})).toBe(false);
    expect(ok(GuestNamePayload, { name: '  ' })).toBe(false);
  });
});

describe('order message', () => {
  it('is from the buyer and not empty', () => {
    expect(ok(OrderMessagePayload, { role: 'buyer', message: 'When will it ship?' })).toBe(true);
    expect(ok(OrderMessagePayload, { role: 'seller', message: 'hi' })).toBe(false);
    expect(ok(OrderMessagePayload, { role: 'buyer', message: '' })).toBe(false);
    expect(ok(OrderMessagePayload, { role: 'buyer', message: ' \n ' })).toBe(false);
  });
});

describe('live-room payloads', () => {
  const animation = { post_id: 100, count: 3, user: { type: 'user', id: 7 }, pn_id: 'pn-1', source: 'liveweb' };

  it('animation icons: heart, custom, and halloween|xmas|sakura', () => {
    expect(ok(LikeAnimationPayload, { ...animation, icon_type: 'heart' })).toBe(true);
    expect(ok(LikeAnimationPayload, { ...animation, icon_type: 'custom' })).toBe(false);
    expect(ok(CustomAnimationPayload, { ...animation, icon_type: 'custom' })).toBe(true);
    for (const icon of ['halloween', 'xmas', 'sakura']) expect(ok(SeasonalAnimationPayload, { ...animation, icon_type: icon })).toBe(true);
    expect(ok(SeasonalAnimationPayload, { ...animation, icon_type: 'heart' })).toBe(false);
  });

  it('count is a number; the user is ghost/guest/user with an optional numeric id', () => {
    const like = { ...animation, icon_type: 'heart' };
    expect(ok(LikeAnimationPayload, { ...like, count: '3' })).toBe(false);
    expect(ok(LikeAnimationPayload, { ...like, user: { type: 'ghost' } })).toBe(true);
    expect(ok(LikeAnimationPayload, { ...like, user: { type: 'admin' } })).toBe(false);
    expect(ok(LikeAnimationPayload, { ...like, user: { type: 'guest', id: '4' } })).toBe(false);
  });

  it('comments query needs store_id and channel', () => {
    expect(ok(CommentsQuery, { store_id: 1, channel: 'comment|100' })).toBe(true);
    expect(ok(CommentsQuery, { store_id: 1 })).toBe(false);
  });

  it('shared announcement needs pn_id and source', () => {
    expect(ok(AnnounceSharedPayload, { pn_id: 'pn-1', source: 'line' })).toBe(true);
    expect(ok(AnnounceSharedPayload, { pn_id: 'pn-1' })).toBe(false);
  });

  it('voucher acquire has an optional post_id', () => {
    expect(ok(VoucherAcquirePayload, {})).toBe(true);
    expect(ok(VoucherAcquirePayload, { post_id: 100 })).toBe(true);
    expect(ok(VoucherAcquirePayload, { post_id: 'x' })).toBe(false);
  });
});
