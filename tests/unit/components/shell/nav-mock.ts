import { jest } from '@jest/globals';
import { createElement } from 'react';

/** A stand-in for next/navigation's hooks; tests set the path and query before rendering. */
export const nav = {
  pathname: '/demo/market',
  search: new URLSearchParams(),
  params: { store: 'demo' } as Record<string, string>,
  router: { refresh: jest.fn(), push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() },
};

export function navigationModule() {
  return {
    usePathname: () => nav.pathname,
    useSearchParams: () => nav.search,
    useParams: () => nav.params,
    useRouter: () => nav.router,
    redirect: jest.fn(),
    notFound: jest.fn(),
  };
}

/** next/link as a plain anchor: its prefetch observer updates state outside a test's act(). */
export function linkModule() {
  return {
    __esModule: true,
    default: ({ href, children, prefetch: _prefetch, ...rest }: { href: string; children: React.ReactNode; prefetch?: boolean }) => createElement('a', { href, ...rest }, children),
  };
}
