/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { SWRConfig } from 'swr';
import type { CartCountOutcome } from '@/components/shell/cart-count-action';
import { trusted } from '../../url/trusted';
import { navigationModule } from './nav-mock';

// Not hoisted under @jest/globals: the modules under test are imported after the mocks.
jest.mock('next/navigation', () => navigationModule());
// The badge's server action, and the enterprise one CartLink's module brings along.
const mockCartCount = jest.fn<(store: unknown) => Promise<CartCountOutcome>>();
jest.mock('@/components/shell/cart-count-action', () => ({ cartCountAction: (store: unknown) => mockCartCount(store) }));
jest.mock('@/components/shell/enterprise-cart-action', () => ({ enterpriseCartAction: jest.fn() }));
// The 401 rule, as useSessionFailure loads it.
const mockHandleUnauthorized = jest.fn(async () => undefined);
jest.mock('@/components/identity/session-runtime', () => ({ handleUnauthorized: () => mockHandleUnauthorized() }));

let CartLink: typeof import('@/components/shell/CartLink').CartLink;
let atoms: typeof import('@/components/shell/atoms');
beforeAll(async () => {
  CartLink = (await import('@/components/shell/CartLink')).CartLink;
  atoms = await import('@/components/shell/atoms');
});

const store = getDefaultStore();
const props = { href: trusted('/demo/shopping'), label: 'Cart', countLabel: 'Cart ({count})' };

const flush = (ms = 0) => act(async () => jest.advanceTimersByTimeAsync(ms));

/** A badge in its own SWR cache (one page load); `twice` adds the live room's second cart link. */
async function renderBadge(initialCount: number | null, { twice = false } = {}) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CartLink {...props} initialCount={initialCount} />
      {twice ? <CartLink {...props} initialCount={initialCount} target="_blank" /> : null}
    </SWRConfig>,
  );
  // The refresher's chunk arrives.
  await flush(0);
}

const badges = () => screen.queryAllByTestId('badge').map((badge) => badge.textContent);
const focus = () =>
  act(async () => {
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
  });

beforeEach(() => {
  jest.useFakeTimers();
  mockCartCount.mockReset();
  mockHandleUnauthorized.mockClear();
  store.set(atoms.cartCountAtom, null);
  store.set(atoms.cartCountRequestAtom, null);
  store.set(atoms.sessionUserAtom, { id: 1, name: 'Hanako' });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the cart badge refresh', () => {
  it("reads nothing for a visitor: the badge shows the page's count", async () => {
    store.set(atoms.sessionUserAtom, null);
    mockCartCount.mockResolvedValue({ kind: 'count', count: 5 });
    await renderBadge(null);
    await flush(10_000);
    await focus();
    act(() => store.set(atoms.refreshCartCountAtom));
    await flush(0);
    expect(mockCartCount).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it("starts from the page's count without a read, and reads this store's count when the window gets focus", async () => {
    mockCartCount.mockResolvedValue({ kind: 'count', count: 7 });
    await renderBadge(2);
    await flush(10_000);
    expect(mockCartCount).not.toHaveBeenCalled();
    expect(badges()).toEqual(['2']);
    await focus();
    expect(mockCartCount).toHaveBeenCalledWith('demo');
    expect(screen.getByRole('link', { name: 'Cart (7)' })).toBeInTheDocument();
    expect(store.get(atoms.cartCountAtom)).toBe(7);
  });

  it('shows the count an add brought at once, and a read already under way cannot undo it', async () => {
    let release: (outcome: CartCountOutcome) => void = () => undefined;
    mockCartCount.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    await renderBadge(2);
    await flush(10_000);
    await focus();
    expect(mockCartCount).toHaveBeenCalledTimes(1);
    // The add's answer (ProductPurchase, the room, the cart page) sets the count.
    act(() => store.set(atoms.cartCountAtom, 3));
    expect(badges()).toEqual(['3']);
    await act(async () => {
      release({ kind: 'count', count: 2 });
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(badges()).toEqual(['3']);
    expect(store.get(atoms.cartCountAtom)).toBe(3);
  });

  it('reads again on a refresh request (an add without a count), once for two badges', async () => {
    mockCartCount.mockResolvedValue({ kind: 'count', count: 4 });
    await renderBadge(1, { twice: true });
    await flush(0);
    act(() => store.set(atoms.refreshCartCountAtom));
    await flush(0);
    expect(mockCartCount).toHaveBeenCalledTimes(1);
    expect(badges()).toEqual(['4', '4']);
    act(() => store.set(atoms.refreshCartCountAtom));
    await flush(0);
    expect(mockCartCount).toHaveBeenCalledTimes(2);
  });

  it('two badges share one read on focus', async () => {
    mockCartCount.mockResolvedValue({ kind: 'count', count: 6 });
    await renderBadge(1, { twice: true });
    await flush(10_000);
    await focus();
    expect(mockCartCount).toHaveBeenCalledTimes(1);
    expect(badges()).toEqual(['6', '6']);
  });

  it('runs the 401 rule once on a refused session, and does not retry', async () => {
    mockCartCount.mockResolvedValue({ kind: 'unauthorized' });
    await renderBadge(2);
    await flush(10_000);
    await focus();
    await flush(120_000);
    expect(mockHandleUnauthorized).toHaveBeenCalledTimes(1);
    expect(mockCartCount).toHaveBeenCalledTimes(1);
  });

  it('keeps the count on other failures and retries at most twice', async () => {
    mockCartCount.mockResolvedValueOnce({ kind: 'error' });
    mockCartCount.mockRejectedValueOnce(new Error('network'));
    mockCartCount.mockResolvedValue({ kind: 'error' });
    await renderBadge(2);
    await flush(10_000);
    await focus();
    await flush(120_000);
    expect(mockCartCount).toHaveBeenCalledTimes(3);
    expect(badges()).toEqual(['2']);
    expect(mockHandleUnauthorized).not.toHaveBeenCalled();
  });

  it('stops reading once the member is gone (logout, the 401 rule)', async () => {
    mockCartCount.mockResolvedValue({ kind: 'count', count: 7 });
    await renderBadge(2);
    await flush(10_000);
    act(() => store.set(atoms.sessionUserAtom, null));
    await focus();
    expect(mockCartCount).not.toHaveBeenCalled();
  });
});
