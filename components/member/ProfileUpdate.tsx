import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { profileDraftOf } from '@/lib/member/profile-form';
import type { User } from '@/lib/schemas';
import { updateProfileAction } from './actions';
import { memberPath } from './MemberFrame';
import { ProfileForm, type ProfileFormLabels } from './ProfileForm';
import styles from './member.module.css';

async function profileFormLabels(): Promise<ProfileFormLabels> {
  const [t, toast] = await Promise.all([getTranslations('member'), getTranslations('toast')]);
  return {
    lastName: t('update.lastName'),
    firstName: t('update.firstName'),
    nickname: t('update.nickname'),
    phone: t('update.phone'),
    phoneHint: t('update.phoneHint'),
    locale: t('update.locale'),
    localeHint: t('update.localeHint'),
    localeChoose: t('update.localeChoose'),
    localeNames: { ja: t('localeNames.ja'), zh_TW: t('localeNames.zh_TW') },
    save: t('update.save'),
    saving: t('update.saving'),
    saved: t('update.saved'),
    noChanges: t('update.noChanges'),
    errors: {
      required: t('update.errors.required'),
      // The form fills {max} in per field.
      tooLong: t('update.errors.tooLong', { max: '{max}' }),
      phoneInvalid: t('update.errors.phoneInvalid'),
      localeInvalid: t('update.errors.localeInvalid'),
    },
    fixFields: t('update.errors.fixFields'),
    general: toast('general'),
  };
}

/** The partial profile update card (commerce §5): the form, and where the e-mail is changed instead. */
export async function ProfileUpdate({ slug, user }: { slug: string; user: User }) {
  const [t, labels] = await Promise.all([getTranslations('member'), profileFormLabels()]);
  return (
    <section className={styles.card}>
      <p className={styles.lead}>{t('update.lead')}</p>
      <ProfileForm initial={profileDraftOf(user)} labels={labels} save={updateProfileAction} />
      <p className={styles.muted}>
        {t('update.emailNote')}{' '}
        <Link href={memberPath(slug, 'email')} prefetch={false}>
          {t('nav.email')}
        </Link>
      </p>
    </section>
  );
}
