import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm, type ResetPasswordLabels } from '@/components/member/ResetPasswordForm';
import { PASSWORD_MIN_LENGTH } from '@/lib/member/password-reset';

interface ResetPasswordProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('password');
  // The link carries a token: keep it out of indexes and referrers.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

async function resetPasswordLabels(): Promise<ResetPasswordLabels> {
  const [t, toast] = await Promise.all([getTranslations('password'), getTranslations('toast')]);
  return {
    requestLead: t('requestLead'),
    email: t('email'),
    emailRequired: t('emailRequired'),
    emailInvalid: t('emailInvalid'),
    requestSubmit: t('requestSubmit'),
    requestSubmitting: t('requestSubmitting'),
    requestSent: t('requestSent'),
    resetLead: t('resetLead', { email: '{email}' }),
    newPassword: t('newPassword'),
    confirmation: t('confirmation'),
    passwordHint: t('passwordHint', { min: PASSWORD_MIN_LENGTH }),
    passwordRequired: t('passwordRequired'),
    passwordTooShort: t('passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    confirmationRequired: t('confirmationRequired'),
    confirmationMismatch: t('confirmationMismatch'),
    resetSubmit: t('resetSubmit'),
    resetSubmitting: t('resetSubmitting'),
    invalidLinkTitle: t('invalidLinkTitle'),
    invalidLinkBody: t('invalidLinkBody'),
    requestNew: t('requestNew'),
    general: toast('general'),
  };
}

/**
 * /member/reset-password (user layout, not member-only; issue 7 decision 2). Without a token:
 * ask for a reset link. With `?token=…&email=…[&store=…]` from the link: set the new password.
 */
export default async function ResetPasswordPage({ searchParams }: ResetPasswordProps) {
  const query = await searchParams;
  const [t, labels] = await Promise.all([getTranslations('password'), resetPasswordLabels()]);
  return (
    <main className="page" style={{ maxWidth: 440 }}>
      <h1>{t('title')}</h1>
      <ResetPasswordForm labels={labels} token={one(query.token)} email={one(query.email)} store={one(query.store)} />
    </main>
  );
}
