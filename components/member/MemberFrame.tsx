import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SafeHref } from '@/lib/url/safe-href';
import styles from './member.module.css';

export type MemberSection = 'profile' | 'update' | 'email' | 'password' | 'addresses' | 'subscriptions';

const SECTIONS: readonly [MemberSection, string][] = [
  ['profile', ''],
  ['update', '/update'],
  ['email', '/email'],
  ['password', '/change-password'],
  ['addresses', '/address'],
  ['subscriptions', '/subscription'],
];

export const memberPath = (slug: string, section: MemberSection = 'profile'): SafeHref =>
  `/${encodeURIComponent(slug)}/member${SECTIONS.find(([name]) => name === section)?.[1] ?? ''}` as SafeHref;

/** The member area's frame: the page title (h2: the store header holds the h1) and the member menu (the current page marked). */
export async function MemberFrame({ slug, active, title, children }: { slug: string; active: MemberSection | null; title: string; children: React.ReactNode }) {
  const t = await getTranslations('member');
  return (
    <main className="page">
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('navLabel')}>
          <ul>
            {SECTIONS.map(([section]) => (
              <li key={section}>
                <Link href={memberPath(slug, section)} prefetch={false} aria-current={section === active ? 'page' : undefined}>
                  {t(`nav.${section}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link href={`/${encodeURIComponent(slug)}/order`} prefetch={false}>
                {t('nav.orders')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className={styles.main}>{children}</div>
      </div>
    </main>
  );
}
