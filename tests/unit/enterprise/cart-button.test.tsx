/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { toastsAtom } from '@/components/shell/atoms';
import type { EnterpriseCartOutcome } from '@/components/shell/enterprise-cart-action';
import { nav, navigationModule } from '../components/shell/nav-mock';
import { trusted } from '../url/trusted';

// Not hoisted under @jest/globals: the modules under test are imported after the mocks.
jest.mock('next/navigation', () => navigationModule());
const handleUnauthorized = jest.fn(() => Promise.resolve());
jest.mock('@/components/identity/session-runtime', () => ({ handleUnauthorized: () => handleUnauthorized() }));
const serverAction = jest.fn((request: { store: string }) => Promise.resolve<EnterpriseCartOutcome>(request.store ? { kind: 'error' } : { kind: 'unauthorized' }));
jest.mock('@/components/shell/enterprise-cart-action', () => ({ enterpriseCartAction: (request: { store: string }) => serverAction(request) }));

let CartLink: typeof import('@/components/shell/CartLink').CartLink;
let EnterpriseCartButton: typeof import('@/components/shell/EnterpriseCartButton').EnterpriseCartButton;
beforeAll(async () => {
  ({ CartLink } = await import('@/components/shell/CartLink'));
  ({ EnterpriseCartButton } = await import('@/components/shell/EnterpriseCartButton'));
});

const store = getDefaultStore();
const props = { href: trusted('/enterprise/shopping'), label: 'Cart', countLabel: 'Cart ({count})', initialCount: 2 };
const enterprise = { store: 'enterprise', failed: 'Could not open the cart.' };
const leave = jest.fn();

beforeEach(() => {
  store.set(toastsAtom, []);
  serverAction.mockReset();
  nav.router.push.mockClear();
  handleUnauthorized.mockClear();
  leave.mockClear();
});

describe('CartLink', () => {
  it('stays a link to the cart page for other stores, in a new tab when asked (the live room)', () => {
    const { rerender } = render(<CartLink {...props} />);
    expect(screen.getByRole('link', { name: 'Cart (2)' })).not.toHaveAttribute('target');
    rerender(<CartLink {...props} target="_blank" enterprise={null} />);
    const link = screen.getByRole('link', { name: 'Cart (2)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is a button for an enterprise store that follows the checked redirect', async () => {
    serverAction.mockResolvedValue({ kind: 'navigate', target: { kind: 'external', url: trusted('https://shop.enterprise.example/cart/rpt-1') } });
    const { unmount } = render(<CartLink {...props} enterprise={enterprise} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart (2)' })).toBeInTheDocument();
    unmount();
    render(
      <EnterpriseCartButton store="enterprise" failed="x" leave={leave}>
        Cart
      </EnterpriseCartButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://shop.enterprise.example/cart/rpt-1'));
    expect(serverAction).toHaveBeenCalledWith({ store: 'enterprise' });
  });

  it('moves inside the app for an internal target', async () => {
    serverAction.mockResolvedValue({ kind: 'navigate', target: { kind: 'internal', path: trusted('/enterprise/shopping') } });
    render(<CartLink {...props} enterprise={enterprise} />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(nav.router.push).toHaveBeenCalledWith('/enterprise/shopping'));
  });

  it('opens a new tab inside the click for the room, points it at the target, or closes it on failure', async () => {
    const popup = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    serverAction.mockResolvedValue({ kind: 'navigate', target: { kind: 'internal', path: trusted('/enterprise/shopping') } });
    const { unmount } = render(<CartLink {...props} target="_blank" enterprise={enterprise} />);
    fireEvent.click(screen.getByRole('button'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toBe('http://localhost/enterprise/shopping'));
    expect(popup.opener).toBeNull();
    unmount();

    serverAction.mockResolvedValue({ kind: 'error' });
    render(<CartLink {...props} target="_blank" enterprise={enterprise} />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    open.mockRestore();
  });

  it('toasts when there is nowhere to go, and runs the 401 rule on a refused token', async () => {
    serverAction.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ kind: 'unauthorized' });
    render(<CartLink {...props} enterprise={enterprise} />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(store.get(toastsAtom).map((t) => t.message)).toEqual(['Could not open the cart.']));
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(handleUnauthorized).toHaveBeenCalled());
    expect(nav.router.push).not.toHaveBeenCalled();
  });
});
