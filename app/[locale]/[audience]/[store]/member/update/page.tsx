import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { updateProfileAction } from '@/components/member/actions';
import { MemberFrame, memberPath } from '@/components/member/MemberFrame';
import { ProfileForm, type ProfileFormLabels } from '@/components/member/ProfileForm';
import styles from '@/components/member/member.module.css';
import { profileDraftOf } from '@/lib/member/profile-form';
import { loadStore } from '../../store-data';
import { loadMember } from '../member-data';
import { memberMetadata } from '../member-meta';

interface UpdatePageProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: UpdatePageProps): Promise<Metadata> {
  return memberMetadata((await params).store, 'update.title');
}

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
      tooLong: t('update.errors.tooLong', { max: '{max}' }),
      phoneInvalid: t('update.errors.phoneInvalid'),
      localeInvalid: t('update.errors.localeInvalid'),
    },
    fixFields: t('update.errors.fixFields'),
    general: toast('general'),
  };
}

/** /{store}/member/update: the partial profile update (commerce §5). */
export default async function UpdatePage({ params }: UpdatePageProps) {
  const { store: slug } = await params;
  const [store, member, t, labels] = await Promise.all([loadStore(slug), loadMember(slug), getTranslations('member'), profileFormLabels()]);
  return (
    <MemberFrame slug={store.slug} active="update" title={t('update.title')}>
      {member.ok ? (
        <section className={styles.card}>
          <p className={styles.lead}>{t('update.lead')}</p>
          <ProfileForm initial={profileDraftOf(member.user)} labels={labels} save={updateProfileAction} />
          <p className={styles.muted}>
            {t('update.emailNote')}{' '}
            <Link href={memberPath(store.slug, 'email')} prefetch={false}>
              {t('nav.email')}
            </Link>
          </p>
        </section>
      ) : (
        <p role="alert">{t('loadFailed')}</p>
      )}
    </MemberFrame>
  );
}
