'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/ui/useTypedBeforeHydration';
import styles from './room.module.css';

export interface ComposerLabels {
  label: string;
  placeholder: string;
  send: string;
}

export interface CommentComposerProps {
  labels: ComposerLabels;
  /** Why the viewer cannot comment (blacklisted, replay); null when they can. */
  disabledReason: string | null;
  /** The last local failure or wait notice, shown under the field. */
  notice: string | null;
  maxLength: number;
  /**
   * Called with the trimmed text. false: the login check stopped it (a dialog opened), so the text
   * stays; otherwise the field clears at once (live-room §5), whatever the send does next.
   */
  onSend: (message: string) => boolean;
  /** Focus on the field: the login check may open a dialog first. */
  onFocus?: () => void;
  /** A send that failed hands its text back: it returns to the field if the field is empty. */
  restore?: { text: string } | null;
}

/** The chat's input: cleared at once on send, whatever happens next. */
export function CommentComposer({ labels, disabledReason, notice, maxLength, onSend, onFocus, restore }: CommentComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [restored, setRestored] = useState(restore);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { comment: setText });
  if (restore !== restored) {
    // Adjusting state to a new prop during render (no effect, no extra paint).
    setRestored(restore);
    if (restore && text === '') setText(restore.text);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || disabledReason) return;
    if (onSend(message)) setText('');
  };

  const describedBy = [disabledReason ? `${id}-why` : '', notice ? `${id}-notice` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <form ref={form} className={styles.composer} method="post" onSubmit={submit} style={{ flexWrap: 'wrap' }}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={`${id}-input`}
        name="comment"
        type="text"
        value={text}
        maxLength={maxLength}
        placeholder={labels.placeholder}
        autoComplete="off"
        enterKeyHint="send"
        disabled={disabledReason !== null}
        aria-describedby={describedBy}
        onChange={(event) => setText(event.target.value)}
        onFocus={onFocus}
      />
      <button type="submit" className="button" disabled={disabledReason !== null || text.trim() === ''}>
        {labels.send}
      </button>
      {disabledReason ? (
        <p id={`${id}-why`} className={styles.composerNote} style={{ flexBasis: '100%' }}>
          {disabledReason}
        </p>
      ) : null}
      {notice ? (
        <p id={`${id}-notice`} className={styles.composerError} role="status" style={{ flexBasis: '100%' }}>
          {notice}
        </p>
      ) : null}
    </form>
  );
}
