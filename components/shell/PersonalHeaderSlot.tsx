'use client';

import { lazy, Suspense } from 'react';
import type { HeaderSessionLabels } from './HeaderSession';
import type { PersonalHeaderProps } from './PersonalHeader';
import styles from './shell.module.css';

// Its own chunk (SWR, the session action, the member menu): visitors without a token never load it.
const PersonalHeader = lazy(() => import('./PersonalHeader'));

/** The account button's place while the session is read: kept, so a member never sees a login button flash. */
export function SessionPending({ labels }: { labels: HeaderSessionLabels }) {
  return (
    <span className={`button ${styles.login} ${styles.pending}`} aria-hidden="true">
      {labels.account.login}
    </span>
  );
}

/** The header's session for a visitor with a token (PersonalHeader), loaded on its own. */
export function PersonalHeaderSlot(props: PersonalHeaderProps) {
  return (
    <Suspense fallback={<SessionPending labels={props.labels} />}>
      <PersonalHeader {...props} />
    </Suspense>
  );
}
