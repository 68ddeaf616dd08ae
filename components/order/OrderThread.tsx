'use client';

import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { loadSessionRuntime } from '@/components/shell/ClientBootstrap';
import { loginDialogAtom, showToastAtom } from '@/components/shell/atoms';
import { fail, isStale, listData, listView, succeed, type ListState } from '@/lib/order/list-state';
import {
  checkMessage,
  MESSAGE_MAX_LENGTH,
  sameThread,
  type SendOutcome,
  type SendRequest,
  type ThreadMessage,
  type ThreadOutcome,
  type ThreadRequest,
} from '@/lib/order/message-rules';
import { startPoller, THREAD_POLL_MS, type Poller, type PollerEnv } from '@/lib/order/thread-poller';
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
  /** Timers and visibility (tests); the browser's by default. */
  pollEnv?: PollerEnv;
}

const browserEnv = (): PollerEnv => ({
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  isVisible: () => document.visibilityState !== 'hidden',
});

const runUnauthorizedRule = () => void loadSessionRuntime().then((runtime) => runtime.handleUnauthorized());

function initialState(initial: ThreadOutcome): ListState<ThreadMessage> {
  if (initial.kind === 'ok') return succeed(initial.messages);
  return { status: 'failed', error: initial.kind === 'error' ? initial.message : null };
}

/** A terminal outcome ends polling: nothing more can be read with this session or order. */
const isTerminal = (outcome: { kind: string }) => outcome.kind === 'login' || outcome.kind === 'unauthorized' || outcome.kind === 'notFound';

/** The buyer–seller thread of one order: bubbles, a composer, and new seller messages without a reload. */
export function OrderThread({ orderId, timeZone, initial, strings, loadThread, sendMessage, pollIntervalMs = THREAD_POLL_MS, pollEnv }: OrderThreadProps) {
  const id = useId();
  const [list, setList] = useState<ListState<ThreadMessage>>(() => initialState(initial));
  const [gone, setGone] = useState(initial.kind === 'notFound');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const showToast = useSetAtom(showToastAtom);
  const openLogin = useSetAtom(loginDialogAtom);
  const poller = useRef<Poller | null>(null);
  /** Answers apply in request order: a poll started before a send must not undo the send's thread. */
  const issued = useRef(0);
  const applied = useRef(0);
  const lastBubble = useRef<HTMLLIElement | null>(null);
  const scrollToEnd = useRef(false);

  const applyMessages = useCallback((ticket: number, messages: ThreadMessage[]) => {
    if (ticket < applied.current) return;
    applied.current = ticket;
    setList((previous) => (previous.status === 'success' && sameThread(previous.data, messages) ? previous : succeed(messages)));
  }, []);

  const handleTerminal = useCallback(
    (outcome: { kind: string }) => {
      poller.current?.stop();
      if (outcome.kind === 'unauthorized') runUnauthorizedRule();
      else if (outcome.kind === 'login') openLogin({ open: true, reason: 'action' });
      else setGone(true);
    },
    [openLogin],
  );

  const refresh = useCallback(async () => {
    const ticket = ++issued.current;
    let outcome: ThreadOutcome;
    try {
      outcome = await loadThread({ orderId, timeZone });
    } catch {
      outcome = { kind: 'error', message: null };
    }
    if (outcome.kind === 'ok') applyMessages(ticket, outcome.messages);
    else if (isTerminal(outcome)) handleTerminal(outcome);
    else if (ticket >= applied.current) setList((previous) => fail(previous, outcome.kind === 'error' ? outcome.message : null));
  }, [loadThread, orderId, timeZone, applyMessages, handleTerminal]);

  // The page's outcome is read once; later answers come from polling.
  const first = useRef(initial);
  useEffect(() => {
    if (isTerminal(first.current)) {
      handleTerminal(first.current);
      return;
    }
    const env = pollEnv ?? browserEnv();
    const current = startPoller({ intervalMs: pollIntervalMs, poll: refresh, env });
    poller.current = current;
    const wake = () => current.wake();
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('focus', wake);
    return () => {
      current.stop();
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('focus', wake);
    };
  }, [pollEnv, pollIntervalMs, refresh, handleTerminal]);

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
    const ticket = ++issued.current;
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
      if (outcome.messages) {
        applyMessages(ticket, outcome.messages);
        poller.current?.postpone();
      } else poller.current?.wake();
      return;
    }
    if (outcome.kind === 'invalid') {
      setTouched(true);
      return;
    }
    if (isTerminal(outcome)) {
      handleTerminal(outcome);
      if (outcome.kind === 'notFound') showToast({ type: 'error', message: strings.notFound });
      return;
    }
    showToast({ type: 'error', message: (outcome.kind === 'error' && outcome.message) || strings.failed });
  }

  const view = gone ? 'gone' : listView(list);
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
          {view === 'error' ? (
            <button type="button" className="button button--ghost" onClick={() => void refresh()}>
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
          className={styles.composer}
          onSubmit={(event) => {
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
