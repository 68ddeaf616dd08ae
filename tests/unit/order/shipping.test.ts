import { describe, expect, it } from '@jest/globals';
import { receiverAddress, trackingSteps } from '@/lib/order/shipping';

describe('receiverAddress', () => {
  it('puts the postcode before the address', () => {
    expect(receiverAddress('150-0001', '東京都渋谷区神宮前1-1-1')).toBe('〒150-0001 東京都渋谷区神宮前1-1-1');
  });
  it('does not repeat a postcode the full address already carries', () => {
    expect(receiverAddress('154-0004', '〒154-0004 東京都世田谷区太子堂2-3-4')).toBe('〒154-0004 東京都世田谷区太子堂2-3-4');
  });
  it('copes with either part missing', () => {
    expect(receiverAddress(null, ' 大阪府 ')).toBe('大阪府');
    expect(receiverAddress('530-0001', null)).toBe('〒530-0001');
    expect(receiverAddress('', '')).toBe('');
  });
});

describe('trackingSteps', () => {
  it('puts the newest step first and steps without a time last', () => {
    const steps = trackingSteps([
      { id: 1, created_at: '2026-11-20T01:00:00Z' },
      { id: 2, created_at: null },
      { id: 3, created_at: '2026-11-21T01:00:00Z' },
      { id: 4, created_at: 'garbage' },
    ]);
    expect(steps.map((s) => s.id)).toEqual([3, 1, 2, 4]);
    expect(trackingSteps(undefined)).toEqual([]);
  });
});
