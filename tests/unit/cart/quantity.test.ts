import { describe, expect, it, jest } from '@jest/globals';
import type { MutationOutcome } from '@/lib/cart/outcomes';
import { clampQuantity, maxQuantity, QuantitySync } from '@/lib/cart/quantity';

describe('maxQuantity and clampQuantity', () => {
  it('is the stock, capped by each purchase limit present', () => {
    expect(maxQuantity({ availableQuantity: 10, buyerPurchasableLimit: null, purchaseLimit: null })).toBe(10);
    expect(maxQuantity({ availableQuantity: 10, buyerPurchasableLimit: 2, purchaseLimit: null })).toBe(2);
    expect(maxQuantity({ availableQuantity: 10, buyerPurchasableLimit: null, purchaseLimit: 3 })).toBe(3);
    expect(maxQuantity({ availableQuantity: 1, buyerPurchasableLimit: 2, purchaseLimit: 3 })).toBe(1);
    // A limit of 0 means none.
    expect(maxQuantity({ availableQuantity: 4, buyerPurchasableLimit: 0, purchaseLimit: null })).toBe(4);
    expect(maxQuantity({ availableQuantity: 0, buyerPurchasableLimit: 2, purchaseLimit: null })).toBe(0);
  });

  it('clamps to whole numbers from 1 to max; what is not a number keeps the fallback', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(-2, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(Number('abc'), 3, 2)).toBe(2);
    expect(clampQuantity(Number.NaN, 3, 9)).toBe(3);
    expect(clampQuantity(4, 0)).toBe(1);
  });
});

/** A send whose answers the test releases one by one. */
function deferredSend() {
  const calls: { id: number; quantity: number; resolve: (o: MutationOutcome) => void }[] = [];
  const send = jest.fn(
    (id: number, quantity: number) =>
      new Promise<MutationOutcome>((resolve) => {
        calls.push({ id, quantity, resolve });
      }),
  );
  return { send, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('QuantitySync: one request per line, latest wins', () => {
  it('sends at once when idle, and reports each request settled', async () => {
    const { send, calls } = deferredSend();
    const settled = jest.fn();
    const busy = jest.fn();
    const sync = new QuantitySync(send, settled, busy);
    sync.request(1, 3);
    expect(send).toHaveBeenCalledWith(1, 3);
    expect(sync.busy(1)).toBe(true);
    expect(busy).toHaveBeenLastCalledWith(1);
    calls[0].resolve({ kind: 'ok' });
    await flush();
    expect(settled).toHaveBeenCalledWith(1, 3, { kind: 'ok' });
    expect(sync.busy(1)).toBe(false);
    expect(busy).toHaveBeenLastCalledWith(0);
  });

  it('holds changes made while one is out, and sends only the latest after success', async () => {
    const { send, calls } = deferredSend();
    const settled = jest.fn();
    const sync = new QuantitySync(send, settled);
    sync.request(1, 3);
    sync.request(1, 4);
    sync.request(1, 5);
    expect(send).toHaveBeenCalledTimes(1);
    calls[0].resolve({ kind: 'ok' });
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(1, 5);
    calls[1].resolve({ kind: 'ok' });
    await flush();
    expect(settled.mock.calls.map((c) => c[1])).toEqual([3, 5]);
  });

  it('drops the waiting change when the request fails (the rollback shows the confirmed value)', async () => {
    const { send, calls } = deferredSend();
    const settled = jest.fn();
    const sync = new QuantitySync(send, settled);
    sync.request(1, 3);
    sync.request(1, 4);
    calls[0].resolve({ kind: 'error', message: 'Not enough stock for this quantity.' });
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledWith(1, 3, { kind: 'error', message: 'Not enough stock for this quantity.' });
  });

  it('runs lines independently; a dropped line sends nothing more', async () => {
    const { send, calls } = deferredSend();
    const sync = new QuantitySync(send, jest.fn());
    sync.request(1, 2);
    sync.request(2, 2);
    expect(send).toHaveBeenCalledTimes(2);
    sync.request(1, 3);
    sync.drop(1);
    calls[0].resolve({ kind: 'ok' });
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('turns a thrown send (the action failed in transit) into the general error', async () => {
    const settled = jest.fn();
    const sync = new QuantitySync(() => Promise.reject(new Error('network')), settled);
    sync.request(1, 2);
    await flush();
    expect(settled).toHaveBeenCalledWith(1, 2, { kind: 'error', message: null });
  });
});
