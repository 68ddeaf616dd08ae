'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useState } from 'react';
import type { EntranceAccess } from '@/lib/live/one-to-one';
import type { SafeHref } from '@/lib/url/safe-href';
import type { TicketOutcome } from './room-actions';
import { RetryNotice } from './RetryNotice';
import { TicketGate, type TicketGateLabels } from './TicketGate';
import styles from './one-to-one.module.css';

export interface OneToOneEntranceLabels {
  checking: string;
  loginTitle: string;
  loginBody: string;
  login: string;
  permitted: string;
  enter: string;
  closedTitle: string;
  closedBody: string;
  failed: string;
  retry: string;
  backToStore: string;
}

export interface OneToOneEntranceProps {
  store: string;
  hash: string;
  postId: number;
  /** The room, the login page returning here, the store's product list. */
  hrefs: { room: SafeHref; login: SafeHref; market: SafeHref };
  labels: OneToOneEntranceLabels;
  ticketLabels: TicketGateLabels;
  /** The viewer's gate (entrance-action.ts on the server). */
  checkAccess(input: { store: string; hash: string }): Promise<EntranceAccess>;
  bindTicket(input: { postId: number; code: string }): Promise<TicketOutcome>;
}

type State = { kind: 'checking' } | EntranceAccess;

/**
 * The personal part of a cached one-to-one entrance: on mount it asks the server which gate this
 * viewer meets (log in, bind the ticket code, enter, or closed), then shows it.
 */
export function OneToOneEntrance({ store, hash, postId, hrefs, labels, ticketLabels, checkAccess, bindTicket }: OneToOneEntranceProps) {
  const id = useId();
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    checkAccess({ store, hash }).then(
      (access) => current && setState(access),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [checkAccess, store, hash, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'checking' });
    setAttempt((count) => count + 1);
  }, []);
  const enterRoom = useCallback(() => router.push(hrefs.room), [router, hrefs.room]);

  if (state.kind === 'checking') {
    return (
      <p className={styles.status} role="status">
        {labels.checking}
      </p>
    );
  }
  if (state.kind === 'failed') return <RetryNotice message={labels.failed} retryLabel={labels.retry} onRetry={retry} className={styles.gate} />;
  if (state.gate === 'ticket') return <TicketGate postId={postId} canBind labels={ticketLabels} bindTicket={bindTicket} onBound={enterRoom} embedded />;
  const gate = {
    enter: { title: labels.permitted, body: null, href: hrefs.room, action: labels.enter, ghost: false },
    login: { title: labels.loginTitle, body: labels.loginBody, href: hrefs.login, action: labels.login, ghost: false },
    closed: { title: labels.closedTitle, body: labels.closedBody, href: hrefs.market, action: labels.backToStore, ghost: true },
  }[state.gate];
  return (
    <section className={styles.gate} aria-labelledby={`${id}-gate`}>
      <h2 id={`${id}-gate`}>{gate.title}</h2>
      {gate.body ? <p>{gate.body}</p> : null}
      <Link className={gate.ghost ? 'button button--ghost' : 'button'} href={gate.href}>
        {gate.action}
      </Link>
    </section>
  );
}
