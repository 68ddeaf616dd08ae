import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { changeEmailAction, resendVerificationAction } from '@/components/member/actions';
import { EmailChange, type EmailChangeLabels } from '@/components/member/EmailChange';
import { MemberFrame } from '@/components/member/MemberFrame';
import { loadStore } from '../../store-data';
import { loadMember } from '../member-data';
import { memberMetadata } from '../member-meta';

interface EmailPageProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: EmailPageProps): Promise<Metadata> {
  return memberMetadata((await params).store, 'email.title');
}

async function emailLabels(): Promise<EmailChangeLabels> {
  const [t, toast] = await Promise.all([getTranslations('member'), getTranslations('toast')]);
  return {
    current: t('email.current'),
    verified: t('profile.verified'),
    verifying: t('profile.verifying'),
    verifiedNote: t('email.verifiedNote'),
    verifyingNote: t('email.verifyingNote'),
    resend: t('email.resend'),
    resending: t('email.resending'),
    sent: t('email.sent', { email: '{email}' }),
    changeHeading: t('email.changeHeading'),
    newEmail: t('email.newEmail'),
    newEmailHint: t('email.newEmailHint'),
    problems: { required: t('email.required'), invalid: t('email.invalid'), same: t('email.same') },
    change: t('email.change'),
    changing: t('email.changing'),
    changed: t('email.changed', { email: '{email}' }),
    general: toast('general'),
  };
}

/** /{store}/member/email: change the e-mail address, send the verification link (platform extension). */
export default async function EmailPage({ params }: EmailPageProps) {
  const { store: slug } = await params;
  const [store, member, t, labels] = await Promise.all([loadStore(slug), loadMember(slug), getTranslations('member'), emailLabels()]);
  return (
    <MemberFrame slug={store.slug} active="email" title={t('email.title')}>
      {member.ok ? (
        <EmailChange
          slug={store.slug}
          email={member.user.email}
          verified={member.user.status === 'verified'}
          labels={labels}
          change={changeEmailAction}
          resend={resendVerificationAction}
        />
      ) : (
        <p role="alert">{t('loadFailed')}</p>
      )}
    </MemberFrame>
  );
}
