'use client';

import type { Ref } from 'react';
import type { ListView } from '@/lib/order/list-state';
import type { ThreadMessage } from '@/lib/order/message-rules';
import type { ThreadStrings } from '../OrderThread';
import styles from '../order.module.css';

export interface ThreadLogProps {
  /** 'gone' (the order is gone) and 'error' show nothing here: the alert beneath says why. */
  view: ListView | 'gone';
  messages: readonly ThreadMessage[];
  strings: ThreadStrings;
  /** The newest bubble, scrolled to after a send. */
  lastBubble: Ref<HTMLLIElement>;
}

/** The thread's bubbles, oldest first: the buyer's own, and the seller's with its name. */
export function ThreadLog({ view, messages, strings, lastBubble }: ThreadLogProps) {
  return (
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
  );
}
