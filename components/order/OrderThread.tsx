'use client';

import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { showToastAtom } from '@/components/shell/atoms';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import { isStale, listData, listView, succeed, type ListState } from '@/lib/order/list-state';
import {
  checkMessage,
  MESSAGE_MAX_LENGTH,
  type SendOutcome,
  type SendRequest,
  type ThreadMessage,
  type ThreadOutcome,
  type ThreadRequest,
} from '@/lib/order/message-rules';
import { THREAD_POLL_MS, threadPolling } from '@/lib/order/thread-poller';
import { isFinalFailure, ReadFailure, type FinalFailureKind } from '@/lib/swr/read-config';
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

/** A terminal outcome ends polling: nothing more can be read with this session or order. */
const finalKindOf = (outcome: ThreadOutcome | SendOutcome): FinalFailureKind | null =>
  outcome.kind === 'login' || outcome.kind === 'unauthorized' || outcome.kind === 'notFound' ? outcome.kind : null;

/** The read SWR runs: the thread's bubbles, or a ReadFailure (a failed action call is the general error). */
async function readThread(loadThread: OrderThreadProps['loadThread'], request: ThreadRequest): Promise<readonly ThreadMessage[]> {
  let outcome: ThreadOutcome;
  try {
    outcome = await loadThread(request);
  } catch {
    throw new ReadFailure('error');
  }
  if (outcome.kind === 'ok') return outcome.messages;
  throw new ReadFailure(outcome.kind, outcome.kind === 'error' ? outcome.message : null);
}

/**
 * What the list shows: the last thread read (kept, marked stale, when a later read failed), else
 * the failure. No thread and no failure: the page's outcome was final (its own view, or the error one).
 */
function listStateOf(data: readonly ThreadMessage[] | undefined, failure: { message: string | null } | null): ListState<ThreadMessage> {
  if (failure) return { status: 'failed', error: failure.message, data };
  return data ? succeed(data) : { status: 'failed', error: null };
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

function Thread({ orderId, timeZone, initial, strings, loadThread, sendMessage, pollIntervalMs = THREAD_POLL_MS }: OrderThreadProps) {
  const id = useId();
  const [stopped, setStopped] = useState<FinalFailureKind | null>(() => finalKindOf(initial));
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const showToast = useSetAtom(showToastAtom);
  const handledSession = useSessionFailure();
  const lastBubble = useRef<HTMLLIElement | null>(null);
  const scrollToEnd = useRef(false);
  const composer = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(composer, { message: setText });

  /** No member token: the login dialog; a refused one: the 401 rule; a gone order: the not-found view. Polling ends. */
  const stop = useCallback(
    (kind: FinalFailureKind) => {
      setStopped(kind);
      handledSession({ kind });
    },
    [handledSession],
  );

  const { data, error, mutate } = useSWR(
    ['order-thread', orderId, timeZone] as const,
    ([, order, zone]) => readThread(loadThread, { orderId: order, timeZone: zone }),
    {
      ...threadPolling({ intervalMs: pollIntervalMs, stopped: stopped !== null }),
      fallbackData: initial.kind === 'ok' ? initial.messages : undefined,
      onError: (failure) => {
        if (isFinalFailure(failure)) stop(failure.kind);
      },
    },
  );

  // The page's outcome is read once; later answers come from polling.
  const first = useRef(initial);
  useEffect(() => {
    const kind = finalKindOf(first.current);
    if (kind) handledSession({ kind });
  }, [handledSession]);

  // A failed read shows as the server's or the general message; final failures have their own ways
  // (above). Before any read, the page's own failure stands.
  const failure = error
    ? isFinalFailure(error)
      ? null
      : { message: error instanceof ReadFailure ? error.serverMessage : null }
    : data === undefined && initial.kind === 'error'
      ? { message: initial.message }
      : null;
  const list = listStateOf(data, failure);

  const messages = listData(list);
  useEffect(() => {
    if (!scrollToEnd.current) return;
    scrollToEnd.current = false;
    lastBubble.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages]);

  const check = checkMessage(text);
  const fieldError = touched && !check.ok ? (check.reason === 'empty' ? strings.required : strings.tooLong) : null;

  async function submit() {
    if (pending) return;
    if (!check.ok) {
      setTouched(true);
      return;
    }
    setPending(true);
    setAnnouncement('');
    let outcome: SendOutcome;
    try {
      outcome = await sendMessage({ orderId, timeZone, message: text });
    } catch {
      // The server action itself failed (network, deploy): the text stays for another try.
      outcome = { kind: 'error', message: null };
    }
    setPending(false);
    if (outcome.kind === 'sent') {
      setText('');
      setTouched(false);
      setAnnouncement(strings.sent);
      scrollToEnd.current = true;
      // The thread read back with the send wins over any poll already under way (SWR drops a
      // read that started before a mutation); without it, the thread is read now.
      if (outcome.messages) void mutate(outcome.messages, { revalidate: false });
      else void mutate();
      return;
    }
    if (outcome.kind === 'invalid') {
      setTouched(true);
      return;
    }
    const final = finalKindOf(outcome);
    if (final) {
      stop(final);
      if (final === 'notFound') showToast({ type: 'error', message: strings.notFound });
      return;
    }
    showToast({ type: 'error', message: (outcome.kind === 'error' && outcome.message) || strings.failed });
  }

  const view = stopped === 'notFound' ? 'gone' : listView(list);
  const errorId = `${id}-error`;
  const countId = `${id}-count`;

  return (
    <div>
      <div role="log" aria-label={strings.threadLabel} data-testid="order-thread">
        {view === 'list' ? (
          <ol className={styles.thread}>
            {messages.map((message, index) => (
              <li
                key={message.id}
                ref={index === messages.length - 1 ? lastBubble : undefined}
                className={`${styles.bubble} ${message.role === 'buyer' ? styles.buyer : styles.seller}`}
                data-testid="order-message"
                data-role={message.role}
              >
                <span className={styles.bubbleMeta}>
                  {message.role === 'buyer' ? strings.you : message.author || strings.seller}
                  {message.time ? (
                    <>
                      {' · '}
                      <time dateTime={message.datetime ?? undefined}>{message.time}</time>
                    </>
                  ) : null}
                </span>
                <p>{message.text}</p>
              </li>
            ))}
          </ol>
        ) : view === 'empty' ? (
          <p className={styles.status}>{strings.empty}</p>
        ) : view === 'skeleton' ? (
          <div aria-hidden="true">
            <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
            <div className={`${styles.skeleton} ${styles.skeletonLine}`} />
          </div>
        ) : null}
      </div>
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

      {view !== 'gone' ? (
        <form
          ref={composer}
          className={styles.composer}
          method="post" onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${id}-message`}>{strings.label}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            value={text}
            placeholder={strings.placeholder}
            maxLength={MESSAGE_MAX_LENGTH}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${errorId} ${countId}` : countId}
            onChange={(event) => {
              setText(event.target.value);
              setTouched(true);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void submit();
              }
            }}
          />
          {fieldError ? (
            <p id={errorId} className={styles.fieldError} role="alert">
              {fieldError}
            </p>
          ) : null}
          <div className={styles.composerRow}>
            <p id={countId} className={styles.hint}>
              {strings.count.replace('{count}', String(text.length)).replace('{max}', String(MESSAGE_MAX_LENGTH))} · {strings.shortcut}
            </p>
            <button type="submit" className="button" disabled={!check.ok || pending} aria-busy={pending}>
              {pending ? strings.sending : strings.send}
            </button>
          </div>
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
        </form>
      ) : null}
    </div>
  );
}
