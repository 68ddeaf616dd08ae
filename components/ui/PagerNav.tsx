import Link from 'next/link';
import type { getTranslations } from 'next-intl/server';
import type { SafeHref } from '@/lib/url/safe-href';

export interface PageLinks {
  page: number;
  lastPage: number;
  prevHref: SafeHref | null;
  nextHref: SafeHref | null;
}

/** A translator of a namespace with `pagerLabel`, `pageOf` ({page}, {last}), `prev` and `next`. */
type PagerT = Awaited<ReturnType<typeof getTranslations>>;

/** Previous and next links around "page N of M"; an empty cell keeps the layout where one is missing. */
export function PagerNav({ pager, t, className }: { pager: PageLinks; t: PagerT; className?: string }) {
  return (
    <nav className={className} aria-label={t('pagerLabel')}>
      {pager.prevHref ? (
        <Link className="button button--ghost" href={pager.prevHref} rel="prev">
          {t('prev')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('pageOf', { page: pager.page, last: pager.lastPage })}</span>
      {pager.nextHref ? (
        <Link className="button button--ghost" href={pager.nextHref} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
