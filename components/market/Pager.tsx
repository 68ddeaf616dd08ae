import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { marketHref, type MarketKind } from '@/lib/market/market-query';
import type { SafeHref } from '@/lib/url/safe-href';
import styles from './market.module.css';

/** Previous/next links built from the paged list's meta (links point at the API, not at pages). */
export async function Pager({ basePath, page, lastPage, keyword, kind }: { basePath: SafeHref; page: number; lastPage: number; keyword?: string; kind?: MarketKind }) {
  if (lastPage <= 1) return null;
  const t = await getTranslations('market');
  const href = (target: number) => marketHref(basePath, { keyword, kind, page: target });
  return (
    <nav className={styles.pager} aria-label={t('pageOf', { page, last: lastPage })}>
      {page > 1 ? (
        <Link className="button button--ghost" href={href(page - 1)} rel="prev">
          {t('prev')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('pageOf', { page, last: lastPage })}</span>
      {page < lastPage ? (
        <Link className="button button--ghost" href={href(page + 1)} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
