import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { MemberFrame, memberPath } from '@/components/member/MemberFrame';
import styles from '@/components/member/member.module.css';
import { verifyEmail } from '@/lib/api/password';
import { buyerContext } from '@/lib/api/server-context';
import { loadStore } from '../../store-data';
import { memberMetadata } from '../member-meta';

interface VerifyPageProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: VerifyPageProps): Promise<Metadata> {
  // The link carries a one-time token: keep it out of referrers too.
  return { ...(await memberMetadata((await params).store, 'verify.title')), referrer: 'no-referrer' };
}

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();

/**
 * /{store}/member/email-verify?token=…: where the verification link leads (platform extension
 * POST /api/v1/auth/email/verify). Verifying on arrival is the point of the link; a used, expired or
 * missing token shows the failure and the way to a new link.
 */
export default async function EmailVerifyPage({ params, searchParams }: VerifyPageProps) {
  const [{ store: slug }, query] = await Promise.all([params, searchParams]);
  const [store, t] = await Promise.all([loadStore(slug), getTranslations('member')]);
  const token = one(query.token);
  const result = token ? await verifyEmail({ token }, await buyerContext()) : null;
  const verified = result?.ok === true;
  return (
    <MemberFrame slug={store.slug} active={null} title={t('verify.title')}>
      <section className={styles.card}>
        {verified ? (
          <p className={styles.notice} role="status" data-testid="verify-result">
            {t('verify.verified')}
          </p>
        ) : (
          <>
            <p className={styles.alert} role="alert" data-testid="verify-result">
              {t('verify.failed')}
            </p>
            <p className={styles.muted}>{t('verify.failedHint')}</p>
          </>
        )}
        <p className={styles.row}>
          {verified ? null : (
            <Link className="button" href={memberPath(store.slug, 'email')} prefetch={false}>
              {t('verify.requestNew')}
            </Link>
          )}
          <Link className={verified ? 'button' : undefined} href={memberPath(store.slug)} prefetch={false}>
            {t('verify.back')}
          </Link>
        </p>
      </section>
    </MemberFrame>
  );
}
