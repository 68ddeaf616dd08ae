'use client';

import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useSessionFailure } from '@/components/forms/use-session-failure';
import { showToastAtom } from '@/components/shell/atoms';
import type { ChooseOutcome, ChooseRequest } from '@/lib/subscription/choose';
import styles from './subscription.module.css';

export interface ChoosePlanStrings {
  choose: string;
  choosing: string;
  general: string;
}

export interface ChoosePlanButtonProps {
  store: string;
  planId: number;
  planName: string;
  /** Why the plan cannot be chosen (already subscribed, plan closed), shown on the disabled button; null when it can. */
  blocked: string | null;
  strings: ChoosePlanStrings;
  /** The server action (passed in so the button can be tested without a server). */
  choose: (request: ChooseRequest) => Promise<ChooseOutcome>;
}

/** Chooses a plan: the subscription cart is made on the server, then the buyer goes to its checkout. */
export function ChoosePlanButton({ store, planId, planName, blocked, strings, choose }: ChoosePlanButtonProps) {
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const showToast = useSetAtom(showToastAtom);
  const handledSession = useSessionFailure();

  function submit() {
    if (pending || blocked !== null) return;
    startTransition(async () => {
      let outcome: ChooseOutcome;
      try {
        outcome = await choose({ store, planId });
      } catch {
        outcome = { kind: 'error', message: null };
      }
      if (handledSession(outcome)) return;
      switch (outcome.kind) {
        case 'navigate':
          if (outcome.target.kind === 'internal') router.push(outcome.target.path);
          else window.location.assign(outcome.target.url);
          return;
        case 'silent':
          return;
        case 'error':
          showToast({ type: 'error', message: outcome.message ?? strings.general });
          return;
        case 'no-url':
          showToast({ type: 'error', message: strings.general });
      }
    });
  }

  return (
    <button
      type="button"
      className={`button ${styles.choose}`}
      disabled={blocked !== null || pending}
      aria-busy={pending}
      onClick={submit}
    >
      {blocked ?? (pending ? strings.choosing : strings.choose)}
      <span className="visually-hidden">: {planName}</span>
    </button>
  );
}
