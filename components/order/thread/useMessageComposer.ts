'use client';

import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { showToastAtom } from '@/components/shell/atoms';
import { checkMessage, type SendOutcome, type SendRequest, type ThreadMessage } from '@/lib/order/message-rules';
import { finalKindOf } from '@/lib/order/thread-view';
import type { FinalFailureKind } from '@/lib/swr/read-config';
import type { ThreadStrings } from '../OrderThread';

export interface MessageComposerOptions {
  orderId: number;
  timeZone: string;
  strings: ThreadStrings;
  sendMessage: (request: SendRequest) => Promise<SendOutcome>;
  /** Sent: the thread read back with the send, or null when that read failed. */
  onSent: (messages: ThreadMessage[] | null) => void;
  /** A final failure: the thread stops. */
  onStop: (kind: FinalFailureKind) => void;
}

/** The message being written and its send: checks, the pending state, and what a failure shows. */
export function useMessageComposer({ orderId, timeZone, strings, sendMessage, onSent, onStop }: MessageComposerOptions) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const showToast = useSetAtom(showToastAtom);

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
      onSent(outcome.messages);
      return;
    }
    if (outcome.kind === 'invalid') {
      setTouched(true);
      return;
    }
    const final = finalKindOf(outcome);
    if (final) {
      onStop(final);
      if (final === 'notFound') showToast({ type: 'error', message: strings.notFound });
      return;
    }
    showToast({ type: 'error', message: (outcome.kind === 'error' && outcome.message) || strings.failed });
  }

  /** Typed: the field's message shows from now on. */
  const edit = (value: string) => {
    setText(value);
    setTouched(true);
  };

  return { text, setText, edit, canSend: check.ok, fieldError, pending, announcement, submit };
}
