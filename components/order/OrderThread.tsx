'use client';

import { useEffect, useId, useRef } from 'react';
import { SWRConfig } from 'swr';
import { isStale, listData, listView } from '@/lib/order/list-state';
import type { SendOutcome, SendRequest, ThreadMessage, ThreadOutcome, ThreadRequest } from '@/lib/order/message-rules';
import { MessageComposer } from './thread/MessageComposer';
import { ThreadLog } from './thread/ThreadLog';
import { useThreadReads } from './thread/useThreadReads';
import styles from './order.module.css';

export interface ThreadStrings {
  threadLabel: string;
  you: string;
  seller: string;
  empty: string;
  label: string;
  placeholder: string;
  send: string;
  sending: string;
  required: string;
  tooLong: string;
  /** With {count} and {max}. */
  count: string;
  shortcut: string;
  sent: string;
  failed: string;
  loadFailed: string;
  stale: string;
  notFound: string;
  retry: string;
}

export interface OrderThreadProps {
  orderId: number;
  /** The store's zone: the server formats bubble times in it. */
  timeZone: string;
  /** The thread as the page rendered it. */
  initial: ThreadOutcome;
  strings: ThreadStrings;
  /** Server actions, passed in so the thread can be tested without a server. */
  loadThread: (request: ThreadRequest) => Promise<ThreadOutcome>;
  sendMessage: (request: SendRequest) => Promise<SendOutcome>;
  pollIntervalMs?: number;
}

/**
 * The thread's reads live and die with the page: on every visit the server's rendering is the
 * newest copy, and a thread read on an earlier visit must not stand in for it.
 */
const PAGE_CACHE = { provider: () => new Map() };

/** The buyer–seller thread of one order: bubbles, a composer, and new seller messages without a reload. */
export function OrderThread(props: OrderThreadProps) {
  return (
    <SWRConfig value={PAGE_CACHE}>
      <Thread {...props} />
    </SWRConfig>
  );
}

function Thread({ orderId, timeZone, initial, strings, loadThread, sendMessage, pollIntervalMs }: OrderThreadProps) {
  const id = useId();
  const lastBubble = useRef<HTMLLIElement | null>(null);
  const scrollToEnd = useRef(false);
  const { list, stopped, stop, mutate } = useThreadReads({ orderId, timeZone, initial, loadThread, pollIntervalMs });

  const messages = listData(list);
  useEffect(() => {
    if (!scrollToEnd.current) return;
    scrollToEnd.current = false;
    lastBubble.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages]);

  const sent = (read: ThreadMessage[] | null) => {
    scrollToEnd.current = true;
    // The thread read back with the send wins over any poll already under way (SWR drops a
    // read that started before a mutation); without it, the thread is read now.
    if (read) void mutate(read, { revalidate: false });
    else void mutate();
  };

  const view = stopped === 'notFound' ? 'gone' : listView(list);

  return (
    <div>
      <ThreadLog view={view} messages={messages} strings={strings} lastBubble={lastBubble} />
      {view === 'error' || view === 'gone' ? (
        <div className={styles.status} role="alert">
          <p className={styles.error}>{view === 'gone' ? strings.notFound : list.status === 'failed' && list.error ? list.error : strings.loadFailed}</p>
          {view === 'error' && !stopped ? (
            <button type="button" className="button button--ghost" onClick={() => void mutate()}>
              {strings.retry}
            </button>
          ) : null}
        </div>
      ) : null}
      {isStale(list) ? (
        <p className={styles.hint} role="status">
          {strings.stale}
        </p>
      ) : null}

      {view !== 'gone' ? <MessageComposer idPrefix={id} orderId={orderId} timeZone={timeZone} strings={strings} sendMessage={sendMessage} onSent={sent} onStop={stop} /> : null}
    </div>
  );
}
