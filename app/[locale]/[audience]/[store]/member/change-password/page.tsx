import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { changePasswordAction } from '@/components/member/actions';
import { ChangePasswordForm, type ChangePasswordLabels } from '@/components/member/ChangePasswordForm';
import { MemberFrame } from '@/components/member/MemberFrame';
import styles from '@/components/member/member.module.css';
import { NEW_PASSWORD_MIN_LENGTH } from '@/lib/member/password-change';
import { socialSignIn } from '@/lib/member/profile-view';
import { loadStore } from '../../store-data';
import { loadMember } from '../member-data';
import { memberMetadata } from '../member-meta';

interface PasswordPageProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: PasswordPageProps): Promise<Metadata> {
  return memberMetadata((await params).store, 'password.title');
}

async function passwordLabels(hasPassword: boolean): Promise<ChangePasswordLabels> {
  const [t, toast] = await Promise.all([getTranslations('member'), getTranslations('toast')]);
  const min = NEW_PASSWORD_MIN_LENGTH;
  return {
    old: t('password.old'),
    new: t('password.new'),
    confirmation: t('password.confirmation'),
    hint: t('password.hint', { min }),
    messages: {
      oldRequired: t('password.oldRequired'),
      newRequired: t('password.newRequired'),
      tooShort: t('password.tooShort', { min }),
      sameAsOld: t('password.sameAsOld'),
      confirmationRequired: t('password.confirmationRequired'),
      mismatch: t('password.mismatch'),
    },
    submit: hasPassword ? t('password.submit') : t('password.submitSet'),
    submitting: t('password.submitting'),
    done: hasPassword ? t('password.changed') : t('password.set'),
    general: toast('general'),
  };
}

/** /{store}/member/change-password: new password required; the current one only when the member has one. */
export default async function ChangePasswordPage({ params }: PasswordPageProps) {
  const { store: slug } = await params;
  const [store, member, t] = await Promise.all([loadStore(slug), loadMember(slug), getTranslations('member')]);
  if (!member.ok) {
    return (
      <MemberFrame slug={store.slug} active="password" title={t('password.title')}>
        <p role="alert">{t('loadFailed')}</p>
      </MemberFrame>
    );
  }
  const hasPassword = member.user.has_password;
  const labels = await passwordLabels(hasPassword);
  return (
    <MemberFrame slug={store.slug} active="password" title={t('password.title')}>
      <section className={styles.card}>
        {hasPassword ? null : <p className={styles.lead}>{t('password.noPasswordNote', { provider: socialSignIn(member.user) ?? t('password.noPasswordProvider') })}</p>}
        <ChangePasswordForm hasPassword={hasPassword} labels={labels} save={changePasswordAction} />
      </section>
    </MemberFrame>
  );
}
