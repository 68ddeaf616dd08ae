'use client';

import { useParams } from 'next/navigation';
import { useMemo, useSyncExternalStore } from 'react';
import { IntentLink } from '@/components/ui/IntentLink';
import { messageParts } from '@/lib/live/comments/links';
import styles from './room.module.css';

const noSubscription = () => () => {};
const browserOrigin = () => window.location.origin;
// The server renders no links: the origin is the browser's, and a cached render must not guess it.
const serverOrigin = () => null;

/**
 * A chat or pinned message, its links to the store's own pages followed inside the app: the room
 * hands its live to the mini-player, which plays on over the page (issue 26 part 3).
 */
export function MessageText({ message }: { message: string }) {
  const origin = useSyncExternalStore(noSubscription, browserOrigin, serverOrigin);
  const store = useParams<{ store?: string }>()?.store;
  const parts = useMemo(() => (origin && store ? messageParts(message, { origin, store }) : null), [message, origin, store]);
  if (!parts || parts.every((part) => !part.href)) return <>{message}</>;
  return (
    <>
      {parts.map((part, index) =>
        part.href ? (
          <IntentLink key={index} href={part.href} className={styles.messageLink} data-testid="message-link">
            {part.text}
          </IntentLink>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
