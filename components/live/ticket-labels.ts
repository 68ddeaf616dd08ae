import type { getTranslations } from 'next-intl/server';
import type { TicketGateLabels } from './TicketGate';

type Translate = Awaited<ReturnType<typeof getTranslations>>;

/** The ticket gate's strings from the `live` messages (a private post, for whoever may not watch it yet). */
export function ticketLabels(t: Translate): TicketGateLabels {
  return {
    title: t('privateTitle'),
    body: t('privateBody'),
    loginFirst: t('privateLogin'),
    login: t('login'),
    code: t('ticketCode'),
    submit: t('ticketSubmit'),
    submitting: t('ticketSubmitting'),
    required: t('ticketRequired'),
    failed: t('ticketFailed'),
    unlocked: t('ticketUnlocked'),
  };
}
