'use client';

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import useSWR from 'swr';
import { READ_CONFIG } from '@/lib/swr/read-config';
import { sessionRequestAtom } from './atoms';
import { ClientBootstrap } from './ClientBootstrap';
import { HeaderSessionView, type HeaderSessionLabels } from './HeaderSession';
import { personalSessionAction, type PersonalSession } from './session-action';
import { SessionPending } from './PersonalHeaderSlot';

async function readSession([, store]: readonly ['session', string]): Promise<PersonalSession> {
  const answer = await personalSessionAction(store);
  if (!answer) throw new Error('session read failed');
  return answer;
}

export interface PersonalHeaderProps {
  slug: string;
  labels: HeaderSessionLabels;
  unauthorizedMessage: string;
}

/**
 * The header's session for a visitor with a token, on a page cached for all of them: read on
 * start (SWR over personalSessionAction) and again on a refresh request (refreshSessionAtom). Until
 * it is in, the account button's place is kept empty, so a member never sees a login button flash;
 * the cart link beside it is StoreHeader's. The client start-up runs once the session is known.
 */
export default function PersonalHeader({ slug, labels, unauthorizedMessage }: PersonalHeaderProps) {
  const request = useAtomValue(sessionRequestAtom);
  const { data, mutate } = useSWR(['session', slug] as const, readSession, READ_CONFIG);
  useEffect(() => {
    if (request) void mutate();
  }, [request, mutate]);
  // Signed out (the public copy takes over): nothing of this visitor stays for the next one.
  useEffect(() => () => void mutate(undefined, { revalidate: false }), [mutate]);

  if (!data) return <SessionPending labels={labels} />;
  return (
    <>
      <HeaderSessionView slug={slug} labels={labels} session={data.session} />
      <ClientBootstrap unauthorizedMessage={unauthorizedMessage} guestExpiresAt={data.guestExpiresAt} />
    </>
  );
}
