import { describe, expect, it } from '@jest/globals';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zh from '@/messages/zh-TW.json';
import { PROMO_TEXT_KEYS } from '@/components/live/promotions/promo-text';

describe('the room promotion strings', () => {
  it.each([
    ['en', en],
    ['ja', ja],
    ['zh-TW', zh],
  ])('%s has every key the panels read, and the countdown placeholders', (_locale, messages) => {
    const promo = (messages as unknown as { livePromo: Record<string, string> }).livePromo;
    expect(Object.keys(promo).sort()).toEqual([...PROMO_TEXT_KEYS].sort());
    expect(promo.countdownHours).toMatch(/\{hours\}.*\{minutes\}/);
    expect(promo.countdownDays).toMatch(/\{days\}.*\{hours\}.*\{minutes\}/);
    const voucher = (messages as unknown as { checkoutVoucher: Record<string, string> }).checkoutVoucher;
    expect(voucher.label && voucher.none).toBeTruthy();
  });
});
