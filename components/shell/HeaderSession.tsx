import Link from 'next/link';
import { AccountMenu, type AccountLabels } from './AccountMenu';
import { SessionSync } from './SessionSync';
import type { ShellSession } from './session-types';

export interface HeaderSessionLabels {
  cart: string;
  cartWithCount: string;
  orders: string;
  member: string;
  account: AccountLabels;
}

/**
 * The header's account part for a known session (PersonalHeader): the member's menu or the login
 * button, and the session copied into the shared atoms. The cart link stays where StoreHeader put
 * it, so a click on it is never lost to the session arriving.
 */
export function HeaderSessionView({ slug, labels, session }: { slug: string; labels: HeaderSessionLabels; session: ShellSession }) {
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
      <AccountMenu slug={slug} user={session.header} labels={labels.account} links={links} />
      <SessionSync user={session.user} guest={session.guest} cartCount={session.cartCount} rejected={session.rejected} />
    </>
  );
}
