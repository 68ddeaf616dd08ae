import Link from 'next/link';
import { appPath } from '@/lib/url/safe-href';
import { AccountMenu, type AccountLabels } from './AccountMenu';
import { CartLink, type CartLinkProps } from './CartLink';
import { SessionSync } from './SessionSync';
import { loadSession, type ShellSession } from './session-data';

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

/** The signed-in part of the header; streams in behind the store name (see StoreHeader). */
export async function HeaderSession(props: HeaderSessionProps) {
  return <HeaderSessionView {...props} session={await loadSession(props.slug)} />;
}

/** The session part for a known session (public pages pass the signed-out one). */
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
