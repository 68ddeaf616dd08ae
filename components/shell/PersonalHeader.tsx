'use client';

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import useSWR from 'swr';
import { READ_CONFIG } from '@/lib/swr/read-config';
import { sessionRequestAtom } from './atoms';
import { CartLink, type CartLinkProps } from './CartLink';
import { ClientBootstrap } from './ClientBootstrap';
import { HeaderSessionView, type HeaderSessionLabels } from './HeaderSession';
import { personalSessionAction, type PersonalSession } from './session-action';
import styles from './shell.module.css';
import { appPath } from '@/lib/url/safe-href';

async function readSession([, store]: readonly ['session', string]): Promise<PersonalSession> {
  const answer = await personalSessionAction(store);
  if (!answer) throw new Error('session read failed');
  return answer;
}

interface PersonalHeaderProps {
  slug: string;
  labels: HeaderSessionLabels;
  enterprise: CartLinkProps['enterprise'];
  unauthorizedMessage: string;
}

/**
 * The header's session for a visitor with a token, on a page cached for all of them: read on
 * start (SWR over personalSessionAction) and again on a refresh request (refreshSessionAtom). Until
 * it is in, the cart link shows without a count and the account button's place is kept empty, so a
 * member never sees a login button flash. The client start-up runs once the session is known.
 */
export function PersonalHeader({ slug, labels, enterprise, unauthorizedMessage }: PersonalHeaderProps) {
  const request = useAtomValue(sessionRequestAtom);
  const { data, mutate } = useSWR(['session', slug] as const, readSession, READ_CONFIG);
  useEffect(() => {
    if (request) void mutate();
  }, [request, mutate]);
  // Signed out (the public copy takes over): nothing of this visitor stays for the next one.
  useEffect(() => () => void mutate(undefined, { revalidate: false }), [mutate]);

  if (!data) {
    return (
      <>
        <CartLink href={appPath(slug, 'shopping')} label={labels.cart} countLabel={labels.cartWithCount} initialCount={null} enterprise={enterprise} />
        <span className={`button ${styles.login} ${styles.pending}`} aria-hidden="true">
          {labels.account.login}
        </span>
      </>
    );
  }
  return (
    <>
      <HeaderSessionView slug={slug} labels={labels} enterprise={enterprise} session={data.session} />
      <ClientBootstrap unauthorizedMessage={unauthorizedMessage} guestExpiresAt={data.guestExpiresAt} />
    </>
  );
}
