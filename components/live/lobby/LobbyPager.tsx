import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { LobbyPaging } from '@/lib/live/lobby-paging';
import styles from './lobby.module.css';

/** Previous and next `?page=` links, and "page N of M". */
export async function LobbyPager({ paging }: { paging: LobbyPaging | null }) {
  if (!paging) return null;
  const t = await getTranslations('lobby');
  return (
    <nav className={styles.pager} aria-label={t('pages')}>
      {paging.prev ? (
        <Link className="button button--ghost" href={paging.prev} rel="prev">
          {t('prev')}
        </Link>
      ) : (
        <span />
      )}
      <span data-testid="lobby-page">{t('pageOf', { page: paging.page, last: paging.lastPage })}</span>
      {paging.next ? (
        <Link className="button button--ghost" href={paging.next} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
