import Link from 'next/link';
import { appPath } from '@/lib/url/safe-href';
import { AccountMenu, type AccountLabels } from './AccountMenu';
import { CartLink, type CartLinkProps } from './CartLink';
import { SessionSync } from './SessionSync';
import type { ShellSession } from './session-types';

export interface HeaderSessionLabels {
  cart: string;
  cartWithCount: string;
  orders: string;
  member: string;
  account: AccountLabels;
}

interface HeaderSessionProps {
  slug: string;
  labels: HeaderSessionLabels;
  enterprise?: CartLinkProps['enterprise'];
}

/** The header's session part for a known session: the signed-out one on public pages, the visitor's in PersonalHeader. */
export function HeaderSessionView({ slug, labels, enterprise = null, session }: HeaderSessionProps & { session: ShellSession }) {
  const base = `/${encodeURIComponent(slug)}`;
  // Not prefetched: personal pages, rendered fresh when asked for.
  const links = session.header ? (
    <>
      <li>
        <Link href={`${base}/order`} prefetch={false}>{labels.orders}</Link>
      </li>
      <li>
        <Link href={`${base}/member`} prefetch={false}>{labels.member}</Link>
      </li>
    </>
  ) : null;
  return (
    <>
      <CartLink href={appPath(slug, 'shopping')} label={labels.cart} countLabel={labels.cartWithCount} initialCount={session.cartCount} enterprise={enterprise} />
      <AccountMenu slug={slug} user={session.header} labels={labels.account} links={links} />
      <SessionSync user={session.user} guest={session.guest} cartCount={session.cartCount} rejected={session.rejected} />
    </>
  );
}
