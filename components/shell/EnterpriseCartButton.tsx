'use client';

import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';
import { targetHref } from '@/lib/subscription/follow-url';
import type { SafeHref } from '@/lib/url/safe-href';
import { showToastAtom } from './atoms';
import { enterpriseCartAction, type EnterpriseCartOutcome } from './enterprise-cart-action';
import own from './enterprise-cart.module.css';

export interface EnterpriseCartButtonProps {
  store: string;
  /** The toast when there is nowhere to go. */
  failed: string;
  /** '_blank' (the live room) opens the enterprise page in a new tab. */
  target?: '_blank';
  className?: string;
  children: ReactNode;
  /** The server action; replaceable in tests. */
  action?: (request: { store: string }) => Promise<EnterpriseCartOutcome>;
  /** Leaves the storefront for an external URL; replaceable in tests. */
  leave?: (url: SafeHref) => void;
}

const leavePage = (url: SafeHref) => window.location.assign(url);

const runUnauthorizedRule = () => import('@/components/identity/session-runtime').then((runtime) => runtime.handleUnauthorized());

/** The cart button of an enterprise store: the server reports the cart and resolves where to go. */
export function EnterpriseCartButton({ store, failed, target, className, children, action = enterpriseCartAction, leave = leavePage }: EnterpriseCartButtonProps) {
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const showToast = useSetAtom(showToastAtom);

  function open() {
    if (pending) return;
    // Opened inside the click, or popup blockers refuse it; it is pointed at the target once known.
    const popup = target === '_blank' ? window.open('', '_blank') : null;
    if (popup) popup.opener = null;
    startTransition(async () => {
      let outcome: EnterpriseCartOutcome;
      try {
        outcome = await action({ store });
      } catch {
        outcome = { kind: 'error' };
      }
      if (outcome.kind === 'navigate') {
        const href = targetHref(outcome.target);
        if (popup) popup.location.href = href;
        else if (outcome.target.kind === 'internal') router.push(outcome.target.path);
        else leave(href);
        return;
      }
      popup?.close();
      if (outcome.kind === 'unauthorized') void runUnauthorizedRule();
      else showToast({ type: 'error', message: failed });
    });
  }

  return (
    <button type="button" className={`${className ?? ''} ${own.button}`} aria-busy={pending} onClick={open} data-testid="enterprise-cart">
      {children}
    </button>
  );
}
