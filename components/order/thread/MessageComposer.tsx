'use client';

import { useRef } from 'react';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import { MESSAGE_MAX_LENGTH } from '@/lib/order/message-rules';
import { messageCount } from '@/lib/order/thread-view';
import { useMessageComposer, type MessageComposerOptions } from './useMessageComposer';
import styles from '../order.module.css';

export interface MessageComposerProps extends MessageComposerOptions {
  idPrefix: string;
}

/** The thread's composer: a message to the seller, sent with the button or Ctrl/⌘+Enter. */
export function MessageComposer({ idPrefix, ...options }: MessageComposerProps) {
  const { strings } = options;
  const { text, setText, edit, canSend, fieldError, pending, announcement, submit } = useMessageComposer(options);
  const composer = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(composer, { message: setText });
  const errorId = `${idPrefix}-error`;
  const countId = `${idPrefix}-count`;

  return (
    <form
      ref={composer}
      className={styles.composer}
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${idPrefix}-message`}>{strings.label}</label>
      <textarea
        id={`${idPrefix}-message`}
        name="message"
        value={text}
        placeholder={strings.placeholder}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${errorId} ${countId}` : countId}
        onChange={(event) => edit(event.target.value)}
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
          {messageCount(strings.count, text.length)} · {strings.shortcut}
        </p>
        <button type="submit" className="button" disabled={!canSend || pending} aria-busy={pending}>
          {pending ? strings.sending : strings.send}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </form>
  );
}
