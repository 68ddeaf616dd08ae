import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { displayName } from '@/components/shell/session-view';
import { Image } from '@/components/ui/Image';
import { profileSummaryOf } from '@/lib/member/profile-view';
import type { User } from '@/lib/schemas';
import { memberPath } from './MemberFrame';
import styles from './member.module.css';

/** The member's profile (commerce §3 user): avatar, name, nickname, e-mail and its state, linked accounts, locale. */
export async function ProfileSummary({ slug, user }: { slug: string; user: User }) {
  const t = await getTranslations('member');
  const name = displayName(user);
  const { fullName, nickname, email, phone, verified, locale, signIn, providers } = profileSummaryOf(user);
  return (
    <section className={styles.card} aria-labelledby="member-profile-heading">
      <h2 id="member-profile-heading">{t('profile.heading')}</h2>
      <div className={styles.profileHead}>
        <Image type="user" src={user.avatar_url} round alt="" loading="eager" />
        <div>
          <p className={styles.profileName} data-testid="member-name">
            {name}
          </p>
          {nickname ? <p className={styles.profileNick}>{nickname}</p> : null}
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>{t('profile.name')}</dt>
        <dd>{fullName || t('notSet')}</dd>
        <dt>{t('profile.nickname')}</dt>
        <dd>{nickname || t('notSet')}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>
          {email}
          <span className={`${styles.badge} ${verified ? styles.ok : styles.pending}`} data-testid="email-status">
            {verified ? t('profile.verified') : t('profile.verifying')}
          </span>
          {verified ? null : (
            <>
              {' '}
              <Link href={memberPath(slug, 'email')} prefetch={false}>
                {t('profile.verifyNow')}
              </Link>
            </>
          )}
        </dd>
        <dt>{t('profile.phone')}</dt>
        <dd>{phone || t('notSet')}</dd>
        <dt>{t('profile.providers')}</dt>
        <dd>
          {providers.length === 0 ? (
            t('profile.providersNone')
          ) : (
            <ul className={styles.providers}>
              {providers.map((provider) => (
                <li key={provider.key} className={styles.provider}>
                  <Image type="user" src={provider.avatarUrl} size={24} round alt="" />
                  {provider.name}
                </li>
              ))}
            </ul>
          )}
        </dd>
        {signIn ? (
          <>
            <dt>{t('profile.loginType')}</dt>
            <dd data-testid="oauth-type">{signIn}</dd>
          </>
        ) : null}
        <dt>{t('profile.locale')}</dt>
        <dd>{locale ? t(`localeNames.${locale}`) : t('notSet')}</dd>
      </dl>
      <p className={styles.row}>
        <Link className="button button--ghost" href={memberPath(slug, 'update')} prefetch={false}>
          {t('profile.edit')}
        </Link>
      </p>
    </section>
  );
}
