/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import Link from 'next/link';
import { trusted } from '../../url/trusted';
import { nav, navigationModule } from './nav-mock';

// Not hoisted under @jest/globals: the modules under test are imported after the mock.
jest.mock('next/navigation', () => navigationModule());
// Logout clears the HttpOnly cookies on the server.
const mockLogoutAction = jest.fn(async () => undefined);
jest.mock('@/components/identity/actions', () => ({ logoutAction: () => mockLogoutAction() }));
// A member's badge loads its refresher (tests/unit/components/shell/cart-count.test.tsx), whose read is a server action.
jest.mock('@/components/shell/cart-count-action', () => ({ cartCountAction: jest.fn() }));
// The enterprise cart's server action reads the shared store cache: server code, not under test here.
jest.mock('@/components/shell/enterprise-cart-action', () => ({ enterpriseCartAction: jest.fn() }));

let Badge: typeof import('@/components/ui/Badge');
let CartLink: typeof import('@/components/shell/CartLink').CartLink;
let AccountMenu: typeof import('@/components/shell/AccountMenu').AccountMenu;
let atoms: typeof import('@/components/shell/atoms');
let locale: typeof import('@/components/shell/LocaleSwitcher');

beforeAll(async () => {
  Badge = await import('@/components/ui/Badge');
  CartLink = (await import('@/components/shell/CartLink')).CartLink;
  AccountMenu = (await import('@/components/shell/AccountMenu')).AccountMenu;
  atoms = await import('@/components/shell/atoms');
  locale = await import('@/components/shell/LocaleSwitcher');
});

const store = getDefaultStore();
const labels = { login: 'Log in', accountMenu: 'Account menu', logout: 'Log out', loggedOut: 'You are logged out.' };
const links = (
  <>
    <li>
      <Link href="/demo/order">Order history</Link>
    </li>
    <li>
      <Link href="/demo/member">Member profile</Link>
    </li>
  </>
);
const user = { name: 'Hanako Yamada', avatarSrc: 'data:image/svg+xml,' };

beforeEach(() => {
  store.set(atoms.cartCountAtom, null);
  store.set(atoms.sessionUserAtom, { id: 1, name: 'x' });
  store.set(atoms.loginDialogAtom, { open: false });
  store.set(atoms.toastsAtom, []);
  nav.pathname = '/demo/market';
  nav.router.refresh.mockClear();
});

describe('badge', () => {
  it('shows counts up to 99 and 99+ beyond', () => {
    expect(Badge.badgeText(1)).toBe('1');
    expect(Badge.badgeText(99)).toBe('99');
    expect(Badge.badgeText(100)).toBe('99+');
    expect(Badge.badgeText(12345)).toBe('99+');
  });
  it('renders nothing for no items', () => {
    const { container } = render(<Badge.Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CartLink', () => {
  const props = { href: trusted('/demo/shopping'), label: 'Cart', countLabel: 'Cart ({count})' };

  it("starts from the server's count and caps the badge at 99+", async () => {
    render(<CartLink {...props} initialCount={120} />);
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'Cart (99+)' })).toHaveAttribute('href', '/demo/shopping');
    expect(screen.getByTestId('badge')).toHaveTextContent('99+');
  });

  it('follows cartCountAtom once a cart change sets it', async () => {
    render(<CartLink {...props} initialCount={2} />);
    await act(async () => undefined);
    expect(screen.getByTestId('badge')).toHaveTextContent('2');
    act(() => store.set(atoms.cartCountAtom, 7));
    expect(screen.getByRole('link', { name: 'Cart (7)' })).toBeInTheDocument();
    act(() => store.set(atoms.cartCountAtom, 0));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('badge')).toBeNull();
  });
});

describe('AccountMenu', () => {
  it('shows a login button for a visitor that opens the login dialog', () => {
    render(<AccountMenu slug="demo" user={null} labels={labels} />);
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/demo/login');
    fireEvent.click(login);
    expect(store.get(atoms.loginDialogAtom)).toEqual({ open: true });
  });

  it("lets a modified click open the login page instead (new tab)", () => {
    // jsdom cannot navigate: stop the link after the menu has had its say.
    const stop = (event: Event) => event.preventDefault();
    window.addEventListener('click', stop);
    render(<AccountMenu slug="demo" user={null} labels={labels} />);
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }), { ctrlKey: true });
    expect(store.get(atoms.loginDialogAtom).open).toBe(false);
    window.removeEventListener('click', stop);
  });

  it("shows a member's name with a menu of orders, profile and logout", () => {
    render(<AccountMenu slug="demo" user={user} labels={labels} links={links} />);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Hanako Yamada' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Order history' })).toHaveAttribute('href', '/demo/order');
    expect(screen.getByRole('link', { name: 'Member profile' })).toHaveAttribute('href', '/demo/member');
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('logs out: cookies cleared by the server, session dropped, the route rendered again, the login button back', async () => {
    // A page outside the anonymous cache (a market page is loaded again instead: see the e2e).
    nav.pathname = '/demo/live/9001';
    store.set(atoms.cartCountAtom, 3);
    render(<AccountMenu slug="demo" user={user} labels={labels} links={links} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hanako Yamada' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(mockLogoutAction).toHaveBeenCalledTimes(1);
    expect(store.get(atoms.sessionUserAtom)).toBeNull();
    expect(store.get(atoms.cartCountAtom)).toBe(0);
    expect(nav.router.refresh).toHaveBeenCalled();
    await waitFor(() => expect(store.get(atoms.toastsAtom).map((t) => t.message)).toEqual(['You are logged out.']));
  });
});

describe('locale switcher', () => {
  it('keeps the path and query and sets locale', () => {
    expect(locale.localeHref('http://localhost/demo/market?keyword=tea&locale=ja#top', 'en')).toBe('/demo/market?keyword=tea&locale=en#top');
    expect(locale.localeHref('http://localhost/demo/login', 'zh-TW')).toBe('/demo/login?locale=zh-TW');
  });
  it('never turns a page URL whose path starts with // into another host', () => {
    // The pathname of http://localhost//evil.example/x is //evil.example/x.
    expect(locale.localeHref('http://localhost//evil.example/x', 'en')).toBe('/?locale=en');
    expect(locale.localeHref('http://localhost/.//evil.example/x?a=1', 'ja')).toBe('/?locale=ja');
  });
  it('offers the three languages by their own names', () => {
    render(<locale.LocaleSwitcher locale="ja" label="Language" />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['日本語', 'English', '繁體中文']);
    expect(select).toHaveValue('ja');
  });
});
